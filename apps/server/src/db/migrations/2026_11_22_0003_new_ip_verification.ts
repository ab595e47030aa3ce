import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
const statements = [
  `ALTER TABLE members ADD COLUMN totp_pending_sealed text`,
  `CREATE TABLE member_known_ips (
    member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    ip text NOT NULL,
    first_seen_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (member_id, ip)
  )`,
  `CREATE TABLE login_challenges (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    ip text NOT NULL,
    login_type text NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    expires_at timestamptz NOT NULL,
    consumed_at timestamptz
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
