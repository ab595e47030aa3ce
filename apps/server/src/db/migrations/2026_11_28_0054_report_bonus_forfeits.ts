import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// The rollups' bonuses net of bonuses given back (decision 054): a bonus forfeited on expiry or
// before a withdrawal returns to the promotions account as a transaction of kind bonus_forfeit,
// which now marks its brand day for the fold as a bonus does.
const statements = [
  `DROP TRIGGER report_bonus_change ON ledger_transactions`,
  `CREATE TRIGGER report_bonus_change AFTER INSERT ON ledger_transactions FOR EACH ROW
    WHEN (NEW.kind IN ('bonus', 'bonus_forfeit')) EXECUTE FUNCTION report_bonus_change()`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
