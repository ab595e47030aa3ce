import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Missions' progress is written by the loyalty pass at the stream's volume (decision 055): a
// batch inserts a row per member, mission and period. Its rows come from facts of real members
// (the stream's triggers) and from the brand's missions, and neither is ever deleted (members are
// closed, missions ended), so the per-row key checks guarded nothing the writers do not already
// guarantee, and cost three quarters of the write (500,000 rows: 16 s with them, 4 s without).
// The stream's own table, loyalty_facts, has none for the same reason.
const statements = [
  `ALTER TABLE mission_progress DROP CONSTRAINT mission_progress_mission_id_fkey`,
  `ALTER TABLE mission_progress DROP CONSTRAINT mission_progress_member_id_fkey`,
  `ALTER TABLE mission_progress DROP CONSTRAINT mission_progress_merchant_id_fkey`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
