import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Raffle promotions' draws (docs/domain/promotions.md#raffle-draws): the server seed sealed with
// its SHA-256 published before the campaign, and once drawn the seed revealed, the digest of the
// frozen entrants, and each entrant's tickets with the place and prize rank drawn.
const statements = [
  `CREATE TABLE promotion_raffles (
    promotion_id bigint PRIMARY KEY REFERENCES promotions (id),
    seed_sealed text NOT NULL,
    commitment text NOT NULL CHECK (commitment ~ '^[0-9a-f]{64}$'),
    committed_at timestamptz NOT NULL,
    state text NOT NULL DEFAULT 'committed' CHECK (state IN ('committed', 'drawn', 'void')),
    seed text CHECK (seed ~ '^[0-9a-f]{64}$'),
    entrants_digest text,
    entrant_count integer,
    total_tickets bigint,
    drawn_at timestamptz,
    CHECK ((state = 'committed') = (drawn_at IS NULL)),
    CHECK (state = 'committed' OR (seed IS NOT NULL AND entrants_digest IS NOT NULL))
  )`,
  `CREATE INDEX promotion_raffles_undrawn ON promotion_raffles (promotion_id) WHERE state = 'committed'`,
  // The entrants as frozen at the draw; place and rank only for winners, the grant once written.
  `CREATE TABLE promotion_raffle_entrants (
    promotion_id bigint NOT NULL REFERENCES promotion_raffles (promotion_id),
    member_id bigint NOT NULL REFERENCES members (id),
    tickets integer NOT NULL CHECK (tickets > 0),
    place integer,
    rank integer,
    grant_id bigint REFERENCES promotion_grants (id),
    PRIMARY KEY (promotion_id, member_id),
    CHECK ((place IS NULL) = (rank IS NULL))
  )`,
  `CREATE UNIQUE INDEX promotion_raffle_entrants_place ON promotion_raffle_entrants (promotion_id, place) WHERE place IS NOT NULL`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
