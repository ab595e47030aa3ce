import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
const CATEGORIES = `('LOTT', 'ELOTT', 'LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'BINGO', 'BGS')`

const statements = [
  // The catalogue columns of a vendor card (spec section 3). One row per vassalage: a provider
  // with games in several categories (the in-house one) has one vendor row per category.
  `ALTER TABLE vendors
    ADD COLUMN game_type text NOT NULL DEFAULT 'RNG' CHECK (game_type IN ${CATEGORIES}),
    ADD COLUMN provider text NOT NULL DEFAULT 'external' CHECK (provider IN ('inhouse', 'external')),
    ADD COLUMN account_type_id integer NOT NULL DEFAULT 1,
    ADD COLUMN account_type_name text,
    ADD COLUMN is_game text NOT NULL DEFAULT 'GAME' CHECK (is_game IN ('GAME', 'VASSALAGE')),
    ADD COLUMN game_classify text NOT NULL DEFAULT 'SLOT',
    ADD COLUMN launch_url text,
    ADD COLUMN logo_url text,
    ADD COLUMN card_urls jsonb NOT NULL DEFAULT '[]',
    ADD COLUMN coming_soon boolean NOT NULL DEFAULT false`,
  `ALTER TABLE merchant_vendors ADD COLUMN is_hot boolean NOT NULL DEFAULT false`,
  // Category reference data; the points multipliers of spec section 9 wait for the points issue.
  `CREATE TABLE game_categories (
    code text PRIMARY KEY CHECK (code IN ${CATEGORIES}),
    points_multiplier numeric(6, 2) NOT NULL CHECK (points_multiplier >= 0),
    sort_order integer NOT NULL
  )`,
  `INSERT INTO game_categories (code, points_multiplier, sort_order) VALUES
    ('LOTT', 1.00, 1), ('ELOTT', 1.00, 2), ('LIVE', 0.70, 3), ('RNG', 1.20, 4), ('SPORTS', 1.00, 5),
    ('ESPORTS', 1.00, 6), ('FISH', 1.20, 7), ('PVP', 1.00, 8), ('BINGO', 1.00, 9), ('BGS', 1.00, 10)`,
  // A game; its id is the spec's nodeId.
  `CREATE TABLE games (
    id bigserial PRIMARY KEY,
    vendor_code text NOT NULL REFERENCES vendors (code),
    code text NOT NULL CHECK (length(code) BETWEEN 1 AND 64),
    names jsonb NOT NULL,
    image_url text NOT NULL,
    game_type text NOT NULL CHECK (game_type IN ${CATEGORIES}),
    default_play_type text,
    is_hot boolean NOT NULL DEFAULT false,
    is_new boolean NOT NULL DEFAULT false,
    rtp_bp integer CHECK (rtp_bp BETWEEN 0 AND 10000),
    trial_allowed boolean NOT NULL DEFAULT false,
    enabled boolean NOT NULL DEFAULT true,
    sort_order integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (vendor_code, code)
  )`,
  `CREATE INDEX games_by_type ON games (game_type, sort_order) WHERE enabled`,
  `CREATE TABLE member_favorite_games (
    member_id bigint NOT NULL REFERENCES members (id),
    game_id bigint NOT NULL REFERENCES games (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (member_id, game_id)
  )`,
  `CREATE TABLE game_launches (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    member_id bigint NOT NULL REFERENCES members (id),
    game_id bigint NOT NULL REFERENCES games (id),
    launched_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX game_launches_recent ON game_launches (member_id, launched_at DESC)`,
  // What a vendor is given to open a game for a member: stored hashed, like sessions.
  `CREATE TABLE game_launch_tokens (
    token_hash text PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    member_id bigint NOT NULL REFERENCES members (id),
    vendor_code text NOT NULL REFERENCES vendors (code),
    game_id bigint REFERENCES games (id),
    currency text NOT NULL,
    language text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL
  )`,
  // One round at a vendor as our books see it: what was staked, won and refunded through the
  // seamless wallet; it feeds the betting record, profit and loss, points and agent salaries.
  `CREATE TABLE game_rounds (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    member_id bigint NOT NULL REFERENCES members (id),
    vendor_code text NOT NULL REFERENCES vendors (code),
    round_id text NOT NULL CHECK (length(round_id) BETWEEN 1 AND 64),
    game_id bigint REFERENCES games (id),
    game_code text NOT NULL,
    game_type text NOT NULL CHECK (game_type IN ${CATEGORIES}),
    currency text NOT NULL,
    stake bigint NOT NULL DEFAULT 0 CHECK (stake >= 0),
    valid_bet bigint NOT NULL DEFAULT 0 CHECK (valid_bet >= 0),
    win bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
    refunded bigint NOT NULL DEFAULT 0 CHECK (refunded >= 0),
    status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'rolled_back')),
    detail jsonb,
    verify_url text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    settled_at timestamptz,
    UNIQUE (vendor_code, round_id)
  )`,
  `CREATE INDEX game_rounds_member_time ON game_rounds (member_id, created_at DESC)`,
  `CREATE INDEX game_rounds_big_wins ON game_rounds (merchant_id, settled_at DESC) WHERE win > 0`,
  // Every seamless wallet call a vendor made, keyed by its transaction id: a repeat is answered
  // with the stored response; a rollback of an id never seen leaves a tombstone that refuses the
  // late debit.
  `CREATE TABLE seamless_transactions (
    vendor_code text NOT NULL REFERENCES vendors (code),
    transaction_id text NOT NULL CHECK (length(transaction_id) BETWEEN 1 AND 64),
    kind text NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback', 'tombstone')),
    member_id bigint REFERENCES members (id),
    round_pk bigint REFERENCES game_rounds (id),
    amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
    ref_transaction_id text,
    rolled_back boolean NOT NULL DEFAULT false,
    request_hash text NOT NULL,
    response_status integer NOT NULL,
    response_body text NOT NULL,
    ledger_transaction_id bigint,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (vendor_code, transaction_id)
  )`,
  `CREATE INDEX seamless_transactions_round ON seamless_transactions (round_pk) WHERE round_pk IS NOT NULL`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
