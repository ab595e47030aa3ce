import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Free rounds of the in-house vendor (docs/domain/games.md#free-rounds): the rounds the platform
// granted a player, by the platform's reference (unique per vendor, so a repeated grant is the
// same grant), and which rounds were played free. rounds_left only moves in the transaction that
// opens a round (down) or ends one unplayed (back up), never below zero nor above the grant.
const statements = [
  `CREATE TABLE inhouse_free_rounds (
    id bigserial PRIMARY KEY,
    vendor_code text NOT NULL,
    player text NOT NULL,
    game_code text NOT NULL,
    rounds integer NOT NULL CHECK (rounds BETWEEN 1 AND 50000),
    rounds_left integer NOT NULL CHECK (rounds_left BETWEEN 0 AND rounds),
    line_bet bigint NOT NULL CHECK (line_bet > 0),
    stake bigint NOT NULL CHECK (stake > 0),
    reference text NOT NULL CHECK (length(reference) BETWEEN 1 AND 64),
    request_hash text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz,
    UNIQUE (vendor_code, reference)
  )`,
  `CREATE INDEX inhouse_free_rounds_open ON inhouse_free_rounds (vendor_code, player, game_code, id)
    WHERE rounds_left > 0`,
  `ALTER TABLE inhouse_rounds ADD COLUMN free_round_id bigint REFERENCES inhouse_free_rounds (id)`,
  // A free round's bet is what the player paid: nothing. A paid round's is above zero, as before.
  `ALTER TABLE inhouse_rounds DROP CONSTRAINT inhouse_rounds_bet_check`,
  `ALTER TABLE inhouse_rounds ADD CONSTRAINT inhouse_rounds_bet_check
    CHECK (CASE WHEN free_round_id IS NULL THEN bet > 0 ELSE bet = 0 END)`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
