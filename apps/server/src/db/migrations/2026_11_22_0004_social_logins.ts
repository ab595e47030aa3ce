import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
const statements = [
  `CREATE TABLE social_logins (
    merchant_id integer NOT NULL REFERENCES merchants (id),
    provider text NOT NULL,
    subject text NOT NULL,
    member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (merchant_id, provider, subject)
  )`,
  `CREATE INDEX social_logins_member ON social_logins (member_id)`,
  `CREATE TABLE social_login_states (
    state text PRIMARY KEY,
    provider text NOT NULL,
    nonce text NOT NULL,
    code_verifier text NOT NULL,
    redirect_uri text NOT NULL,
    merchant_id integer NOT NULL,
    expires_at timestamptz NOT NULL
  )`,
  `CREATE INDEX social_login_states_expiry ON social_login_states (expires_at)`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
