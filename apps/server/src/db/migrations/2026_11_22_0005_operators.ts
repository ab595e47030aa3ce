import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
const statements = [
  `CREATE TABLE operators (
    id serial PRIMARY KEY,
    username text NOT NULL,
    username_key text NOT NULL UNIQUE,
    password_hash text NOT NULL,
    totp_secret_sealed text NOT NULL,
    totp_last_step bigint,
    merchant_id integer REFERENCES merchants (id),
    status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
    last_login_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE operator_sessions (
    id bigserial PRIMARY KEY,
    operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    ip text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
