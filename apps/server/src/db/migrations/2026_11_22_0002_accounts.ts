import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
const statements = [
  `ALTER TABLE merchants
    ADD COLUMN session_idle_minutes integer NOT NULL DEFAULT 60 CHECK (session_idle_minutes > 0),
    ADD COLUMN session_max_hours integer NOT NULL DEFAULT 24 CHECK (session_max_hours > 0),
    ADD COLUMN password_max_age_days integer NOT NULL DEFAULT 0 CHECK (password_max_age_days >= 0),
    ADD COLUMN new_ip_verification boolean NOT NULL DEFAULT false`,
  `CREATE TABLE members (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    username text NOT NULL,
    username_key text NOT NULL,
    password_hash text NOT NULL,
    password_changed_at timestamptz NOT NULL DEFAULT now(),
    password_is_default boolean NOT NULL DEFAULT false,
    payment_password_hash text,
    is_agent smallint NOT NULL DEFAULT 0 CHECK (is_agent IN (0, 1, 2, 4, 41, 42)),
    parent_id bigint REFERENCES members (id),
    affiliate_code text NOT NULL,
    referral_code text,
    mobile_num text,
    country_dialing_code text,
    payee_name text,
    email text,
    nickname text,
    profile jsonb NOT NULL DEFAULT '{}',
    club_label text,
    club_rank integer NOT NULL DEFAULT 0,
    member_labels jsonb NOT NULL DEFAULT '[]',
    vip_rank integer NOT NULL DEFAULT 0,
    vip_label text,
    avatar text NOT NULL DEFAULT 'avatar-1',
    avatar_type text NOT NULL DEFAULT 'STATIC' CHECK (avatar_type IN ('STATIC', 'CUSTOM')),
    status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'frozen')),
    totp_secret_sealed text,
    totp_last_step bigint,
    register_ip text NOT NULL,
    last_login_at timestamptz,
    last_login_ip text,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (merchant_id, username_key),
    UNIQUE (merchant_id, affiliate_code)
  )`,
  `CREATE UNIQUE INDEX members_mobile ON members (merchant_id, country_dialing_code, mobile_num)
    WHERE mobile_num IS NOT NULL AND is_agent <> 4`,
  `CREATE INDEX members_parent ON members (parent_id)`,
  `CREATE TABLE sessions (
    id bigserial PRIMARY KEY,
    member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    login_type text NOT NULL,
    must_change_password boolean NOT NULL DEFAULT false,
    ip text NOT NULL,
    user_agent text,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz
  )`,
  `CREATE INDEX sessions_member ON sessions (member_id) WHERE revoked_at IS NULL`,
  `CREATE TABLE login_attempts (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL,
    username_key text NOT NULL,
    ip text NOT NULL,
    succeeded boolean NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX login_attempts_account ON login_attempts (merchant_id, username_key, created_at)`,
  `CREATE INDEX login_attempts_ip ON login_attempts (ip, created_at)`,
  `CREATE TABLE verification_codes (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL,
    purpose text NOT NULL,
    channel text NOT NULL,
    destination text NOT NULL,
    code_hash text NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    expires_at timestamptz NOT NULL,
    consumed_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX verification_codes_lookup ON verification_codes (merchant_id, purpose, destination, created_at)`,
  `CREATE TABLE outbox_messages (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL,
    channel text NOT NULL,
    destination text NOT NULL,
    subject text,
    body text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX outbox_messages_destination ON outbox_messages (destination, created_at)`,
  `CREATE TABLE password_resets (
    token_hash text PRIMARY KEY,
    member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
