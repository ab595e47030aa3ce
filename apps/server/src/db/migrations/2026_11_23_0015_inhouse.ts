import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
// The in-house game vendor's own tables. It is a third party to the platform: it knows players
// only by the seamless protocol's player id and reaches money only through the wallet API.
const statements = [
  // Per player and vendor: the provably fair state. The pending server seed is committed (its
  // SHA-256 shown) before the round that will use it; the seed itself is sealed until revealed.
  `CREATE TABLE inhouse_players (
    vendor_code text NOT NULL,
    player text NOT NULL CHECK (length(player) BETWEEN 1 AND 64),
    client_seed text NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
    next_nonce bigint NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
    pending_seed_sealed text NOT NULL,
    pending_commit text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (vendor_code, player)
  )`,
  // A game session the vendor opened from a platform launch token; its own token is stored
  // hashed, the platform's sealed (debits need it).
  `CREATE TABLE inhouse_sessions (
    id bigserial PRIMARY KEY,
    token_hash text NOT NULL UNIQUE,
    vendor_code text NOT NULL,
    game_code text NOT NULL,
    player text NOT NULL,
    nickname text NOT NULL,
    currency text NOT NULL,
    language text NOT NULL,
    -- The site the player launched from (scheme and host): the verify links point there.
    site_origin text NOT NULL,
    platform_token_sealed text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL
  )`,
  // One round and its audit record (games.md 4.3). Written before the debit; the outcome is
  // added once the stake is taken; settled when the credit is acknowledged.
  `CREATE TABLE inhouse_rounds (
    id bigserial PRIMARY KEY,
    -- The round id the wallet and the verify link see: random, so one round's link reveals no other.
    ref text NOT NULL UNIQUE CHECK (length(ref) BETWEEN 8 AND 40),
    vendor_code text NOT NULL,
    game_code text NOT NULL,
    variant_id text NOT NULL,
    player text NOT NULL,
    session_id bigint NOT NULL REFERENCES inhouse_sessions (id),
    currency text NOT NULL,
    bets jsonb NOT NULL,
    bet bigint NOT NULL CHECK (bet > 0),
    valid_bet bigint NOT NULL DEFAULT 0 CHECK (valid_bet >= 0),
    win bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
    outcome jsonb,
    credit_detail jsonb,
    verify_url text NOT NULL,
    algorithm text NOT NULL,
    server_seed_sealed text NOT NULL,
    server_seed text,
    seed_commit text NOT NULL,
    client_seed text NOT NULL,
    nonce bigint NOT NULL,
    status text NOT NULL DEFAULT 'debiting'
      CHECK (status IN ('debiting', 'crediting', 'rolling_back', 'settled', 'rolled_back', 'refused')),
    refusal text,
    debit_transaction_id text,
    credit_transaction_id text,
    rollback_transaction_id text,
    balance_before bigint,
    balance_after bigint,
    attempts integer NOT NULL DEFAULT 0,
    last_error text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    settled_at timestamptz,
    UNIQUE (vendor_code, player, nonce)
  )`,
  `CREATE INDEX inhouse_rounds_history ON inhouse_rounds (player, game_code, id DESC)`,
  `CREATE INDEX inhouse_rounds_unfinished ON inhouse_rounds (updated_at) WHERE status IN ('debiting', 'crediting', 'rolling_back')`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
