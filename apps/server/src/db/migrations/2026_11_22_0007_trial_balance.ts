import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE merchants ADD COLUMN trial_balance bigint NOT NULL DEFAULT 200000 CHECK (trial_balance >= 0)`.execute(db)
}
