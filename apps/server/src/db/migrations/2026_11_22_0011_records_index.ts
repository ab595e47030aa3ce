import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
// Records read one member's wallets over a time range (profit and loss, bonus details, account
// record); without this index each such read walks the whole history of those wallets.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX ledger_entries_account_time ON ledger_entries (account_id, created_at)`.execute(db)
}
