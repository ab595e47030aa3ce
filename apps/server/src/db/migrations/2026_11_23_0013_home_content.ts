import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
const statements = [
  // Everything the home page and the notice modal show: banners (B), player notices (PL), popup
  // notices (PU), promotions (PR) and hot banners (H). Texts per language live in one jsonb
  // object ({ "EN": { "title", "summary", "content" }, ... }); content is HTML sanitised on write.
  `CREATE TABLE announcements (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    type text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
    group_name text,
    texts jsonb NOT NULL CHECK (jsonb_typeof(texts) = 'object'),
    image_url text,
    link text,
    published boolean NOT NULL DEFAULT true,
    start_at timestamptz NOT NULL DEFAULT now(),
    end_at timestamptz,
    sort_order integer NOT NULL DEFAULT 0,
    created_by integer REFERENCES operators (id),
    updated_by integer REFERENCES operators (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (end_at IS NULL OR end_at > start_at)
  )`,
  `CREATE INDEX announcements_live ON announcements (merchant_id, type, start_at DESC) WHERE published`,

  // Platform messages: to one member, or broadcast to a merchant's members. 'existing' reaches
  // the members registered when it was sent; 'everyone' also those who register later (a welcome).
  `CREATE TABLE platform_messages (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    audience text NOT NULL CHECK (audience IN ('member', 'existing', 'everyone')),
    member_id bigint REFERENCES members (id),
    texts jsonb NOT NULL CHECK (jsonb_typeof(texts) = 'object'),
    sent_by integer REFERENCES operators (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((audience = 'member') = (member_id IS NOT NULL))
  )`,
  `CREATE INDEX platform_messages_member ON platform_messages (member_id, id DESC) WHERE member_id IS NOT NULL`,
  `CREATE INDEX platform_messages_broadcast ON platform_messages (merchant_id, id DESC) WHERE member_id IS NULL`,
  // A row per message a member has opened (or marked with "read all").
  `CREATE TABLE platform_message_reads (
    member_id bigint NOT NULL REFERENCES members (id),
    message_id bigint NOT NULL REFERENCES platform_messages (id),
    read_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (member_id, message_id)
  )`,

  `CREATE TABLE feedback (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    member_id bigint NOT NULL REFERENCES members (id),
    content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 140),
    ip text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX feedback_merchant ON feedback (merchant_id, id DESC)`,
  // Pictures are uploaded one by one first (as withdrawal proofs are), then attached to the feedback.
  `CREATE TABLE feedback_images (
    id bigserial PRIMARY KEY,
    member_id bigint NOT NULL REFERENCES members (id),
    feedback_id bigint REFERENCES feedback (id),
    storage_key text NOT NULL UNIQUE,
    content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
    size integer NOT NULL CHECK (size > 0),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX feedback_images_feedback ON feedback_images (feedback_id) WHERE feedback_id IS NOT NULL`,
  `CREATE INDEX feedback_images_member ON feedback_images (member_id, created_at)`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
