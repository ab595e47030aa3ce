import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Wrong answers to a member's secondary secrets (payment password, login-password re-checks,
// authenticator codes, the new-IP answers), one row per member and secret (decision 038). The
// row is changed by single conditional statements, so parallel guesses cannot pass the limit.
const statements = [
  `CREATE TABLE secret_attempts (
    member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    secret text NOT NULL CHECK (secret IN ('payment_password', 'login_password', 'totp', 'bank_name', 'sms_code', 'email_code')),
    failures integer NOT NULL CHECK (failures >= 0),
    window_started_at timestamptz NOT NULL,
    lockouts integer NOT NULL DEFAULT 0 CHECK (lockouts >= 0),
    locked_until timestamptz,
    PRIMARY KEY (member_id, secret)
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
