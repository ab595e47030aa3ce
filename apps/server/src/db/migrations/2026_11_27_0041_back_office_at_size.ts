import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// A member's ledger in the back office (decision 052), measured by bench/admin.ts among 1,000,000
// members and 10,000,000 entries. The member's wallets were found by owner with no index to go
// by: each page read all the million accounts (about 140 ms). The page is chosen newest first by
// entry id: with only (account_id, created_at) and (account_id, account_version), a player with
// thousands of entries had every one read from the table and sorted; by (account_id, id) the page
// and its total are index-only reads of that account's range.
//
// The 30-day dashboard counted distinct active players over every member day of the range, and
// each day's active players by counting that day's member days: 1.5 million rows and 1.5 s at the
// bench's size. The fold now writes each brand day's active players with the day, and keeps each
// member's last active day, so the players active from a day until today are one indexed count.
const statements = [
  `CREATE INDEX ledger_accounts_owner ON ledger_accounts (owner_member_id) WHERE owner_member_id IS NOT NULL`,
  `CREATE INDEX ledger_entries_account_id ON ledger_entries (account_id, id)`,
  `ALTER TABLE report_brand_days ADD COLUMN active_players integer NOT NULL DEFAULT 0`,
  `UPDATE report_brand_days bd SET active_players = (SELECT count(*) FROM report_member_days md
    WHERE md.merchant_id = bd.merchant_id AND md.day = bd.day AND (md.bet_count > 0 OR md.deposit_count > 0))`,
  `CREATE TABLE report_member_last_days (
    merchant_id integer NOT NULL REFERENCES merchants (id),
    member_id bigint NOT NULL,
    day date NOT NULL,
    PRIMARY KEY (merchant_id, member_id)
  )`,
  `CREATE INDEX report_member_last_days_day ON report_member_last_days (merchant_id, day)`,
  `INSERT INTO report_member_last_days (merchant_id, member_id, day)
    SELECT merchant_id, member_id, max(day) FROM report_member_days WHERE bet_count > 0 OR deposit_count > 0 GROUP BY 1, 2`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
