import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// The back office pages a member's ledger newest first by entry id (decision 052). With only
// (account_id, created_at) and (account_id, account_version) to go by, a page of a player with
// thousands of entries read every one of them from the table and sorted them; by (account_id, id)
// the page and its total are index-only reads of that account's range (bench/admin.ts: a deep
// page of a 5,000-entry wallet among 10,000,000 entries went from about 300 ms to a few).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX ledger_entries_account_id ON ledger_entries (account_id, id)`.execute(db)
}
