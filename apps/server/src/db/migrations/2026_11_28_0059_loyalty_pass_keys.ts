import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// The loyalty pass writes a points row, a points entry and a day of VIP figures per member of a
// batch (decision 055). As in 0058, their foreign keys guarded nothing the writers do not already
// guarantee: the members come from the stream, whose facts the settling transactions wrote for
// real members, the brands and operators come from rows that are never deleted (members are
// closed, brands suspended, operators disabled). Their checks were two thirds of the pass's
// points write (100,000 members: 3.5 s of 5.5 s). The other writers, adjustments, redemptions and
// conversions, act for a member their service found in the brand and for the signed-in operator.
//
// mission_progress_member duplicated the primary key: every read of a member's progress names
// the missions (mission_id = ANY(...) AND member_id = ...), which the key answers. The board's
// index keeps the completed rows of a brand's period; completed_at in its key sorted nothing the
// board reads and made each completion a wider, scattered insert (500,000 rows: 1 s of 3.5 s).
const statements = [
  `ALTER TABLE member_points DROP CONSTRAINT member_points_member_id_fkey`,
  `ALTER TABLE member_points DROP CONSTRAINT member_points_merchant_id_fkey`,
  `ALTER TABLE point_entries DROP CONSTRAINT point_entries_member_id_fkey`,
  `ALTER TABLE point_entries DROP CONSTRAINT point_entries_merchant_id_fkey`,
  `ALTER TABLE point_entries DROP CONSTRAINT point_entries_operator_id_fkey`,
  `ALTER TABLE loyalty_member_days DROP CONSTRAINT loyalty_member_days_member_id_fkey`,
  `ALTER TABLE loyalty_member_days DROP CONSTRAINT loyalty_member_days_merchant_id_fkey`,
  `DROP INDEX mission_progress_member`,
  `DROP INDEX mission_progress_board`,
  `CREATE INDEX mission_progress_board ON mission_progress (merchant_id, period_key) WHERE completed_at IS NOT NULL`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
