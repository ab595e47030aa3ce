import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// A member's ledger in the back office (decision 052), measured by bench/admin.ts among 1,000,000
// members and 10,000,000 entries. The member's wallets were found by owner with no index to go
// by: each page read all the million accounts (about 140 ms). The page is chosen newest first by
// entry id: with only (account_id, created_at) and (account_id, account_version), a player with
// thousands of entries had every one read from the table and sorted; by (account_id, id) the page
// and its total are index-only reads of that account's range.
const statements = [
  `CREATE INDEX ledger_accounts_owner ON ledger_accounts (owner_member_id) WHERE owner_member_id IS NOT NULL`,
  `CREATE INDEX ledger_entries_account_id ON ledger_entries (account_id, id)`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
