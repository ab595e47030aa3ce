import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Loyalty (decision 055): one stream of settled facts (bets, deposits, logins) written by triggers
// in the transaction that settles them, read once by the loyalty pass; the point ledger; the point
// mall; missions and their progress; VIP tiers and the daily figures their rolling windows sum.
const statements = [
  // Bonuses that loyalty pays (mall items, missions, VIP perks) ride on a promotion of kind
  // loyalty: its budget, eligibility and wagering apply, its grants are once per occasion.
  `ALTER TABLE promotions DROP CONSTRAINT promotions_kind_check`,
  `ALTER TABLE promotions ADD CONSTRAINT promotions_kind_check CHECK (kind IN
    ('deposit_bonus', 'signup', 'cashback', 'rebate', 'raffle', 'referral', 'birthday', 'loyalty'))`,
  // The stream. tx is the writing transaction's id: the pass reads only facts of transactions older
  // than every one still running (pg_snapshot_xmin), in (tx, id) order, so a fact committed late is
  // never passed over by the cursor. source is unique: a trigger firing twice writes one fact.
  `CREATE TABLE loyalty_facts (
    id bigserial PRIMARY KEY,
    tx xid8 NOT NULL DEFAULT pg_current_xact_id(),
    merchant_id integer NOT NULL,
    member_id bigint NOT NULL,
    kind text NOT NULL CHECK (kind IN ('bet', 'deposit', 'login')),
    category text,
    game_code text,
    amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
    stake bigint NOT NULL DEFAULT 0 CHECK (stake >= 0),
    bets integer NOT NULL DEFAULT 0 CHECK (bets >= 0),
    occurred_at timestamptz NOT NULL,
    source text NOT NULL UNIQUE
  )`,
  `CREATE INDEX loyalty_facts_stream ON loyalty_facts (tx, id)`,
  `CREATE TABLE loyalty_cursor (
    id boolean PRIMARY KEY DEFAULT true CHECK (id),
    tx xid8 NOT NULL DEFAULT '0',
    fact_id bigint NOT NULL DEFAULT 0,
    facts bigint NOT NULL DEFAULT 0,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `INSERT INTO loyalty_cursor (id) VALUES (true)`,
  // Only real accounts earn: trial (free play) accounts (is_agent 4) write no facts.
  `CREATE FUNCTION loyalty_round_fact() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.status = 'settled' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'settled')
      AND EXISTS (SELECT 1 FROM members m WHERE m.id = NEW.member_id AND m.is_agent <> 4) THEN
      INSERT INTO loyalty_facts (merchant_id, member_id, kind, category, game_code, amount, stake, bets, occurred_at, source)
      VALUES (NEW.merchant_id, NEW.member_id, 'bet', NEW.game_type, NEW.game_code, NEW.valid_bet, NEW.stake, 1,
        coalesce(NEW.settled_at, now()), 'round:' || NEW.id)
      ON CONFLICT (source) DO NOTHING;
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER loyalty_round_fact AFTER INSERT OR UPDATE OF status ON game_rounds
    FOR EACH ROW EXECUTE FUNCTION loyalty_round_fact()`,
  // A lottery bet counts when its draw settles (decision 028): winners and tie refunds are written
  // by then, the open bets left are the losers. One fact per member and draw, with the bet count.
  `CREATE FUNCTION loyalty_draw_facts() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.state = 'settled' AND OLD.state IS DISTINCT FROM 'settled' THEN
      INSERT INTO loyalty_facts (merchant_id, member_id, kind, category, game_code, amount, stake, bets, occurred_at, source)
      SELECT b.merchant_id, b.member_id, 'bet',
        CASE WHEN g.engine IN ('vietnam', 'fourd') THEN 'LOTT' ELSE 'ELOTT' END, NEW.game_code,
        sum(CASE WHEN b.status = 'void' THEN 0 ELSE b.cost END), sum(b.cost), count(*),
        coalesce(NEW.settled_at, now()), 'draw:' || NEW.id || ':' || b.member_id
      FROM lottery_bets b JOIN lottery_games g ON g.code = NEW.game_code
        JOIN members m ON m.id = b.member_id AND m.is_agent <> 4
      WHERE b.draw_id = NEW.id AND b.status IN ('open', 'won', 'lost', 'void')
      GROUP BY b.merchant_id, b.member_id, g.engine
      ON CONFLICT (source) DO NOTHING;
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER loyalty_draw_facts AFTER UPDATE OF state ON lottery_draws
    FOR EACH ROW EXECUTE FUNCTION loyalty_draw_facts()`,
  `CREATE FUNCTION loyalty_deposit_fact() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.status = 'approved' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'approved') THEN
      INSERT INTO loyalty_facts (merchant_id, member_id, kind, amount, occurred_at, source)
      VALUES (NEW.merchant_id, NEW.member_id, 'deposit', NEW.amount, coalesce(NEW.decided_at, now()), 'deposit:' || NEW.id)
      ON CONFLICT (source) DO NOTHING;
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER loyalty_deposit_fact AFTER INSERT OR UPDATE OF status ON deposits
    FOR EACH ROW EXECUTE FUNCTION loyalty_deposit_fact()`,
  `CREATE FUNCTION loyalty_login_fact() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO loyalty_facts (merchant_id, member_id, kind, occurred_at, source)
    SELECT m.merchant_id, m.id, 'login', NEW.created_at, 'login:' || NEW.id
    FROM members m WHERE m.id = NEW.member_id AND m.is_agent <> 4
    ON CONFLICT (source) DO NOTHING;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER loyalty_login_fact AFTER INSERT ON sessions FOR EACH ROW EXECUTE FUNCTION loyalty_login_fact()`,

  // A brand's loyalty policy; a brand without a row earns nothing.
  `CREATE TABLE loyalty_settings (
    merchant_id integer PRIMARY KEY REFERENCES merchants (id),
    enabled boolean NOT NULL DEFAULT true,
    earn_rate integer NOT NULL DEFAULT 100 CHECK (earn_rate BETWEEN 0 AND 1000000),
    multipliers jsonb NOT NULL CHECK (jsonb_typeof(multipliers) = 'object'),
    convert_rate integer NOT NULL DEFAULT 100 CHECK (convert_rate BETWEEN 1 AND 1000000),
    min_convert bigint NOT NULL DEFAULT 100 CHECK (min_convert > 0),
    expiry_days integer CHECK (expiry_days BETWEEN 1 AND 3650),
    vip_window_days integer NOT NULL DEFAULT 30 CHECK (vip_window_days BETWEEN 1 AND 365),
    vip_review text NOT NULL DEFAULT 'monthly' CHECK (vip_review IN ('weekly', 'monthly')),
    vip_promotion_id bigint REFERENCES promotions (id),
    updated_by integer REFERENCES operators (id),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  // earned_scaled carries the fractions of points earned: points earned to date are
  // floor(earned_scaled / 10^8), so accrual in batches rounds exactly as accrual in one go.
  `CREATE TABLE member_points (
    member_id bigint PRIMARY KEY REFERENCES members (id),
    merchant_id integer NOT NULL REFERENCES merchants (id),
    balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
    earned_scaled numeric NOT NULL DEFAULT 0 CHECK (earned_scaled >= 0),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE point_entries (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    member_id bigint NOT NULL REFERENCES members (id),
    kind text NOT NULL CHECK (kind IN ('earn', 'mission', 'redeem', 'refund', 'convert', 'expire', 'adjust')),
    points bigint NOT NULL CHECK (points <> 0),
    balance_after bigint NOT NULL CHECK (balance_after >= 0),
    expires_at timestamptz,
    ref text NOT NULL,
    note text,
    operator_id integer REFERENCES operators (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (member_id, kind, ref)
  )`,
  `CREATE INDEX point_entries_member ON point_entries (member_id, id DESC)`,
  `CREATE INDEX point_entries_expiring ON point_entries (expires_at) WHERE expires_at IS NOT NULL`,
  `CREATE FUNCTION point_entries_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'point entries are never edited' USING ERRCODE = 'restrict_violation';
  END $$`,
  `CREATE TRIGGER point_entries_frozen BEFORE UPDATE OR DELETE ON point_entries
    FOR EACH ROW EXECUTE FUNCTION point_entries_frozen()`,

  `CREATE TABLE point_items (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    kind text NOT NULL CHECK (kind IN ('cash', 'bonus', 'free_rounds', 'goods')),
    state text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'live', 'hidden')),
    titles jsonb NOT NULL CHECK (jsonb_typeof(titles) = 'object'),
    descriptions jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(descriptions) = 'object'),
    image_url text,
    points bigint NOT NULL CHECK (points > 0),
    value bigint NOT NULL DEFAULT 0 CHECK (value >= 0),
    promotion_id bigint REFERENCES promotions (id),
    game_code text,
    rounds integer CHECK (rounds BETWEEN 1 AND 500),
    stock integer CHECK (stock >= 0),
    per_member_limit integer CHECK (per_member_limit > 0),
    redeemed integer NOT NULL DEFAULT 0 CHECK (redeemed >= 0),
    sort_order integer NOT NULL DEFAULT 0,
    created_by integer REFERENCES operators (id),
    updated_by integer REFERENCES operators (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (kind <> 'bonus' OR promotion_id IS NOT NULL),
    CHECK (kind <> 'free_rounds' OR (game_code IS NOT NULL AND rounds IS NOT NULL)),
    CHECK (kind NOT IN ('cash', 'bonus', 'free_rounds') OR value > 0)
  )`,
  `CREATE INDEX point_items_brand ON point_items (merchant_id, state, sort_order)`,
  `CREATE TABLE point_redemptions (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    member_id bigint NOT NULL REFERENCES members (id),
    item_id bigint NOT NULL REFERENCES point_items (id),
    quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
    points bigint NOT NULL CHECK (points > 0),
    status text NOT NULL DEFAULT 'in_process' CHECK (status IN ('in_process', 'approved', 'rejected')),
    request_key text NOT NULL,
    address jsonb,
    tracking text,
    reject_reason text,
    decided_by integer REFERENCES operators (id),
    decided_at timestamptz,
    ledger_transaction_id bigint REFERENCES ledger_transactions (id),
    grant_id bigint REFERENCES promotion_grants (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (member_id, request_key)
  )`,
  `CREATE INDEX point_redemptions_member ON point_redemptions (member_id, id DESC)`,
  `CREATE INDEX point_redemptions_open ON point_redemptions (merchant_id, id) WHERE status = 'in_process'`,

  `CREATE TABLE missions (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    code text NOT NULL CHECK (code ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
    state text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'live', 'paused', 'ended')),
    period text NOT NULL CHECK (period IN ('daily', 'weekly', 'once')),
    event text NOT NULL CHECK (event IN ('login_days', 'deposit', 'turnover', 'lottery_bets', 'game_rounds')),
    category text,
    game_code text,
    target bigint NOT NULL CHECK (target > 0),
    reward_points bigint NOT NULL DEFAULT 0 CHECK (reward_points >= 0),
    reward_bonus bigint NOT NULL DEFAULT 0 CHECK (reward_bonus >= 0),
    promotion_id bigint REFERENCES promotions (id),
    titles jsonb NOT NULL CHECK (jsonb_typeof(titles) = 'object'),
    starts_at timestamptz NOT NULL,
    ends_at timestamptz,
    sort_order integer NOT NULL DEFAULT 0,
    created_by integer REFERENCES operators (id),
    updated_by integer REFERENCES operators (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (merchant_id, code),
    CHECK (reward_points > 0 OR reward_bonus > 0),
    CHECK (reward_bonus = 0 OR promotion_id IS NOT NULL),
    CHECK (ends_at IS NULL OR ends_at > starts_at)
  )`,
  // period_key: '' for a one-off mission, the brand day (daily) or the Monday of its week (weekly).
  `CREATE TABLE mission_progress (
    mission_id bigint NOT NULL REFERENCES missions (id),
    member_id bigint NOT NULL REFERENCES members (id),
    period_key text NOT NULL,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    value bigint NOT NULL DEFAULT 0 CHECK (value >= 0),
    last_day date,
    completed_at timestamptz,
    claimed_at timestamptz,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (mission_id, member_id, period_key)
  )`,
  `CREATE INDEX mission_progress_member ON mission_progress (member_id, period_key)`,
  `CREATE INDEX mission_progress_board ON mission_progress (merchant_id, period_key, completed_at)
    WHERE completed_at IS NOT NULL`,

  `CREATE TABLE vip_tiers (
    merchant_id integer NOT NULL REFERENCES merchants (id),
    rank integer NOT NULL CHECK (rank BETWEEN 1 AND 20),
    names jsonb NOT NULL CHECK (jsonb_typeof(names) = 'object'),
    deposit_min bigint NOT NULL DEFAULT 0 CHECK (deposit_min >= 0),
    turnover_min bigint NOT NULL DEFAULT 0 CHECK (turnover_min >= 0),
    retain_deposit bigint NOT NULL DEFAULT 0 CHECK (retain_deposit >= 0),
    retain_turnover bigint NOT NULL DEFAULT 0 CHECK (retain_turnover >= 0),
    upgrade_bonus bigint NOT NULL DEFAULT 0 CHECK (upgrade_bonus >= 0),
    birthday_bonus bigint NOT NULL DEFAULT 0 CHECK (birthday_bonus >= 0),
    rebate_rate integer NOT NULL DEFAULT 0 CHECK (rebate_rate BETWEEN 0 AND 10000),
    withdraw_daily_limit bigint CHECK (withdraw_daily_limit > 0),
    withdraw_daily_count integer CHECK (withdraw_daily_count > 0),
    updated_by integer REFERENCES operators (id),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (merchant_id, rank)
  )`,
  // Every change of a member's tier, with why; members.vip_rank holds the current one.
  `CREATE TABLE vip_changes (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    member_id bigint NOT NULL REFERENCES members (id),
    from_rank integer NOT NULL,
    to_rank integer NOT NULL,
    reason text NOT NULL CHECK (reason IN ('upgrade', 'downgrade', 'retain', 'operator')),
    period_key text,
    operator_id integer REFERENCES operators (id),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX vip_changes_member ON vip_changes (member_id, id DESC)`,
  `CREATE UNIQUE INDEX vip_changes_one_review ON vip_changes (member_id, period_key)
    WHERE reason IN ('downgrade', 'retain')`,
  // A member's settled figures per brand day, summed over the VIP window.
  `CREATE TABLE loyalty_member_days (
    member_id bigint NOT NULL REFERENCES members (id),
    day date NOT NULL,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    deposit bigint NOT NULL DEFAULT 0,
    valid_bet bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (member_id, day)
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
