import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// lottery_place_batch (migration 0021) was kept for instances of the release before
// lottery_place_slips (migration 0024, decision 034) during a rolling deploy; nothing calls it now.
const statements = [`DROP FUNCTION lottery_place_batch(jsonb, boolean)`]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
