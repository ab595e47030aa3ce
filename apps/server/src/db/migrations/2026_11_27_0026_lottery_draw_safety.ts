import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Issue 17 (decision 036). In-house draws of fair scheme 2 keep their server seed sealed with a
// key derived from the app secret (not in the database) until the draw, and draw from a client
// seed that ends with the digest of the draw's bets, fixed only once betting has closed. Rows
// created before this migration are scheme 1 (plaintext seed, client seed game:issue) and keep
// drawing and verifying by that formula. Official results: the hash of the entered sheet, which the
// confirming operator must name; a void is requested by one operator and approved by another.
const statements = [
  `ALTER TABLE lottery_draws
    ADD COLUMN fair_version smallint NOT NULL DEFAULT 1,
    ADD COLUMN server_seed_sealed text,
    ADD COLUMN bets_digest text,
    ADD COLUMN bet_count integer,
    ADD COLUMN void_requested_by integer REFERENCES operators (id),
    ADD COLUMN void_requested_at timestamptz`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
