import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
const statements = [
  // A lottery game: which engine settles it, how its issues are scheduled, its limits.
  // schedule: in-house games { everySeconds }; official ones { time: 'HH:MM', utcOffsetMinutes, weekdays }.
  `CREATE TABLE lottery_games (
    code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{2,32}$'),
    engine text NOT NULL CHECK (engine IN ('vietnam', 'fourd', 'pk10', 'ssc', 'k3', 'x11x5', 'keno')),
    region text CHECK (region IN ('north', 'central', 'south')),
    prize_mode text NOT NULL CHECK (prize_mode IN ('Lott', 'ZY', 'Elott', 'SEA')),
    group_code text NOT NULL,
    names jsonb NOT NULL,
    in_house boolean NOT NULL,
    schedule jsonb NOT NULL,
    close_seconds integer NOT NULL CHECK (close_seconds >= 0),
    default_play_type text NOT NULL,
    limits jsonb NOT NULL,
    is_hot boolean NOT NULL DEFAULT false,
    enabled boolean NOT NULL DEFAULT true,
    sort_order integer NOT NULL DEFAULT 0
  )`,
  // Vietnam stations by region and weekday (0 = Sunday); position 1 is the main station.
  `CREATE TABLE lottery_stations (
    region text NOT NULL CHECK (region IN ('north', 'central', 'south')),
    weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
    position smallint NOT NULL CHECK (position >= 1),
    code text NOT NULL,
    name text NOT NULL,
    PRIMARY KEY (region, weekday, position)
  )`,
  // One issue (period) of a game. In-house draws carry their seed from creation (seed_hash public,
  // server_seed revealed once drawn); official ones an entered result waiting for a second operator.
  `CREATE TABLE lottery_draws (
    id bigserial PRIMARY KEY,
    game_code text NOT NULL REFERENCES lottery_games (code),
    issue_no text NOT NULL,
    close_at timestamptz NOT NULL,
    draw_at timestamptz NOT NULL,
    state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'entered', 'drawn', 'settled', 'void')),
    stations jsonb NOT NULL DEFAULT '[]',
    server_seed text,
    seed_hash text,
    client_seed text,
    nonce integer NOT NULL DEFAULT 0,
    result jsonb,
    entered_result jsonb,
    entered_by integer REFERENCES operators (id),
    confirmed_by integer REFERENCES operators (id),
    void_reason text,
    drawn_at timestamptz,
    settled_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (close_at <= draw_at),
    UNIQUE (game_code, issue_no)
  )`,
  `CREATE INDEX lottery_draws_game_time ON lottery_draws (game_code, draw_at DESC)`,
  `CREATE INDEX lottery_draws_pending ON lottery_draws (draw_at) WHERE state IN ('open', 'entered', 'drawn')`,
  // Totals per draw, per merchant and currency (a draw serves every merchant; money never mixes currencies).
  `CREATE TABLE lottery_draw_totals (
    draw_id bigint NOT NULL REFERENCES lottery_draws (id),
    merchant_id integer NOT NULL REFERENCES merchants (id),
    currency text NOT NULL,
    bet_count bigint NOT NULL,
    stakes bigint NOT NULL,
    payouts bigint NOT NULL,
    house_result bigint NOT NULL,
    PRIMARY KEY (draw_id, merchant_id, currency)
  )`,
  `CREATE TABLE lottery_chases (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    member_id bigint NOT NULL REFERENCES members (id),
    game_code text NOT NULL REFERENCES lottery_games (code),
    stop_on_win boolean NOT NULL,
    stopped_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE lottery_slips (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    member_id bigint NOT NULL REFERENCES members (id),
    currency text NOT NULL,
    game_code text NOT NULL REFERENCES lottery_games (code),
    request_id text,
    chase_id bigint REFERENCES lottery_chases (id),
    total_cost bigint NOT NULL CHECK (total_cost > 0),
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (member_id, request_id)
  )`,
  // One bet on one draw. unit: points (northern points model) or minor units; odds, price and
  // terms (4D prize table, keno paytable) as accepted; payout set once, with the final status.
  `CREATE TABLE lottery_bets (
    id bigserial PRIMARY KEY,
    draw_id bigint NOT NULL REFERENCES lottery_draws (id),
    slip_id bigint NOT NULL REFERENCES lottery_slips (id),
    chase_id bigint REFERENCES lottery_chases (id),
    merchant_id integer NOT NULL REFERENCES merchants (id),
    member_id bigint NOT NULL REFERENCES members (id),
    currency text NOT NULL,
    play_type text NOT NULL,
    numbers text NOT NULL,
    stations text NOT NULL DEFAULT '',
    position smallint,
    form text,
    unit bigint NOT NULL CHECK (unit > 0),
    points boolean NOT NULL DEFAULT false,
    odds text NOT NULL,
    price text NOT NULL,
    terms text,
    cost bigint NOT NULL CHECK (cost > 0),
    payout bigint CHECK (payout >= 0),
    status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost', 'void', 'cancelled')),
    detail text,
    created_at timestamptz NOT NULL DEFAULT now(),
    settled_at timestamptz,
    CHECK ((status = 'open') = (payout IS NULL))
  )`,
  `CREATE INDEX lottery_bets_draw ON lottery_bets (draw_id, id)`,
  `CREATE INDEX lottery_bets_member ON lottery_bets (member_id, id DESC)`,
  `CREATE INDEX lottery_bets_chase ON lottery_bets (chase_id) WHERE chase_id IS NOT NULL`,
  // Running sums per draw and key, checked against their caps as bets are placed: liability per
  // number ('lo2:24'), stake per member ('member:7').
  `CREATE TABLE lottery_exposure (
    draw_id bigint NOT NULL REFERENCES lottery_draws (id),
    key text NOT NULL,
    amount bigint NOT NULL CHECK (amount >= 0),
    PRIMARY KEY (draw_id, key)
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
