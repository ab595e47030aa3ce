import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Decision 033: a bet's selection no longer holds its unit (the sixth field), since every engine
// pays unit x rate and settlement groups bets by everything else. Bets written before keep their
// meaning with the field taken out; the first five fields never hold a '|'.
const statements = [
  `UPDATE lottery_bets SET selection = regexp_replace(selection, '^((?:[^|]*\\|){5})[^|]*\\|', '\\1')`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
