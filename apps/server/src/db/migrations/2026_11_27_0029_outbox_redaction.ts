import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Launch safety (decision 039). outbox_messages: what a message was (kind: a verification code
// of some purpose, a reset link) and what became of it: 'kept' (the outbox was its only channel,
// the body readable), 'sent' or 'failed' (a real SMS gateway or SMTP server took it or refused it,
// the body kept with its code or token redacted). verification_codes: the client address that
// asked for the code, so sends are counted per address as well as per number (the captcha asked
// after a few sends).
const statements = [
  `ALTER TABLE outbox_messages ADD COLUMN kind text NOT NULL DEFAULT 'message'`,
  `ALTER TABLE outbox_messages ADD COLUMN status text NOT NULL DEFAULT 'kept' CHECK (status IN ('kept', 'sent', 'failed'))`,
  `ALTER TABLE verification_codes ADD COLUMN client_ip text`,
  `CREATE INDEX verification_codes_client_ip ON verification_codes (client_ip, created_at) WHERE client_ip IS NOT NULL`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
