import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// An operator holding a one-time password (new, or reset by another operator) must choose its
// own before anything else. Operators that exist already keep working as they are: nothing tells
// which of their passwords are still one-time, and an owner can reset any of them.
const statements = [`ALTER TABLE operators ADD COLUMN password_change_required boolean NOT NULL DEFAULT false`]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
