import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// The back office's daily rollups (decision 052, "Rollups"): per brand and brand-local day. Each
// write that changes a counted fact leaves a (brand, instant) mark in report_changes, appended
// with no shared row to queue on; the fold job takes the marks and recomputes each marked brand
// day from the facts in one transaction, so a fact counts once however often the fold runs.
const statements = [
  `CREATE TABLE report_changes (
    merchant_id integer NOT NULL,
    at timestamptz NOT NULL
  )`,
  // Per brand day: the cashier, the members and the bets' totals.
  `CREATE TABLE report_brand_days (
    merchant_id integer NOT NULL REFERENCES merchants (id),
    day date NOT NULL,
    deposit_count integer NOT NULL,
    deposit_sum bigint NOT NULL,
    first_depositors integer NOT NULL,
    withdrawal_count integer NOT NULL,
    withdrawal_sum bigint NOT NULL,
    registrations integer NOT NULL,
    bonus bigint NOT NULL,
    PRIMARY KEY (merchant_id, day)
  )`,
  // Per brand day, product, vendor and game: the bets.
  `CREATE TABLE report_game_days (
    merchant_id integer NOT NULL REFERENCES merchants (id),
    day date NOT NULL,
    product text NOT NULL,
    vendor_code text NOT NULL,
    game_code text NOT NULL,
    bet_count integer NOT NULL,
    players integer NOT NULL,
    stake bigint NOT NULL,
    valid_bet bigint NOT NULL,
    win bigint NOT NULL,
    PRIMARY KEY (merchant_id, day, product, vendor_code, game_code)
  )`,
  // Per brand day and member who bet, deposited or withdrew: distinct players over any range.
  `CREATE TABLE report_member_days (
    merchant_id integer NOT NULL REFERENCES merchants (id),
    day date NOT NULL,
    member_id bigint NOT NULL,
    bet_count integer NOT NULL,
    stake bigint NOT NULL,
    valid_bet bigint NOT NULL,
    win bigint NOT NULL,
    deposit_count integer NOT NULL,
    deposit_sum bigint NOT NULL,
    withdrawal_count integer NOT NULL,
    withdrawal_sum bigint NOT NULL,
    PRIMARY KEY (merchant_id, day, member_id)
  )`,
  // Active players (bet or deposited) over a range: an index-only count of at most its days.
  `CREATE INDEX report_member_days_active ON report_member_days (merchant_id, day, member_id)
    WHERE bet_count > 0 OR deposit_count > 0`,
  `CREATE INDEX report_member_days_member ON report_member_days (member_id, day)`,
  // Per brand day and channel: deposits by deposit channel, withdrawals by the payee's bank.
  `CREATE TABLE report_cashier_days (
    merchant_id integer NOT NULL REFERENCES merchants (id),
    day date NOT NULL,
    direction text NOT NULL CHECK (direction IN ('deposit', 'withdrawal')),
    channel text NOT NULL,
    count integer NOT NULL,
    sum bigint NOT NULL,
    PRIMARY KEY (merchant_id, day, direction, channel)
  )`,
  // What the fold reads per brand day, by time.
  `CREATE INDEX deposits_approved_time ON deposits (merchant_id, decided_at) WHERE status = 'approved'`,
  `CREATE INDEX withdrawals_disbursed_time ON withdrawals (merchant_id, disbursed_at) WHERE disbursed_at IS NOT NULL`,
  `CREATE INDEX lottery_draws_settled_time ON lottery_draws (settled_at) WHERE state = 'settled'`,
  `CREATE INDEX agent_bills_merchant_period ON agent_bills (merchant_id, period_start)`,
  `CREATE FUNCTION report_round_change() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND (OLD.status, OLD.settled_at, OLD.stake, OLD.valid_bet, OLD.win, OLD.refunded, OLD.game_code)
        IS NOT DISTINCT FROM (NEW.status, NEW.settled_at, NEW.stake, NEW.valid_bet, NEW.win, NEW.refunded, NEW.game_code) THEN
      RETURN NULL;
    END IF;
    IF TG_OP = 'UPDATE' AND OLD.status = 'settled' AND OLD.settled_at IS NOT NULL THEN
      INSERT INTO report_changes VALUES (OLD.merchant_id, OLD.settled_at);
    END IF;
    IF NEW.status = 'settled' AND NEW.settled_at IS NOT NULL THEN
      INSERT INTO report_changes VALUES (NEW.merchant_id, NEW.settled_at);
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER report_round_change AFTER INSERT OR UPDATE ON game_rounds FOR EACH ROW EXECUTE FUNCTION report_round_change()`,
  // Lottery bets count at their draw's settlement (decision 027): one mark per brand with bets in the draw.
  `CREATE FUNCTION report_draw_change() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF (OLD.state = 'settled') IS NOT DISTINCT FROM (NEW.state = 'settled') AND OLD.settled_at IS NOT DISTINCT FROM NEW.settled_at THEN
      RETURN NULL;
    END IF;
    INSERT INTO report_changes
      SELECT DISTINCT b.merchant_id, t.at FROM lottery_bets b
      CROSS JOIN (SELECT OLD.settled_at AS at UNION SELECT NEW.settled_at) t
      WHERE b.draw_id = NEW.id AND t.at IS NOT NULL;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER report_draw_change AFTER UPDATE ON lottery_draws FOR EACH ROW EXECUTE FUNCTION report_draw_change()`,
  `CREATE FUNCTION report_deposit_change() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND OLD.status = 'approved' AND OLD.decided_at IS NOT NULL THEN INSERT INTO report_changes VALUES (OLD.merchant_id, OLD.decided_at); END IF;
    IF NEW.status = 'approved' AND NEW.decided_at IS NOT NULL THEN INSERT INTO report_changes VALUES (NEW.merchant_id, NEW.decided_at); END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER report_deposit_insert AFTER INSERT ON deposits FOR EACH ROW WHEN (NEW.status = 'approved')
    EXECUTE FUNCTION report_deposit_change()`,
  `CREATE TRIGGER report_deposit_change AFTER UPDATE OF status, decided_at, amount ON deposits FOR EACH ROW
    WHEN ((OLD.status, OLD.decided_at, OLD.amount) IS DISTINCT FROM (NEW.status, NEW.decided_at, NEW.amount))
    EXECUTE FUNCTION report_deposit_change()`,
  `CREATE FUNCTION report_withdrawal_change() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND OLD.disbursed_at IS NOT NULL THEN INSERT INTO report_changes VALUES (OLD.merchant_id, OLD.disbursed_at); END IF;
    IF NEW.disbursed_at IS NOT NULL THEN INSERT INTO report_changes VALUES (NEW.merchant_id, NEW.disbursed_at); END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER report_withdrawal_insert AFTER INSERT ON withdrawals FOR EACH ROW WHEN (NEW.disbursed_at IS NOT NULL)
    EXECUTE FUNCTION report_withdrawal_change()`,
  `CREATE TRIGGER report_withdrawal_change AFTER UPDATE OF status, disbursed_at, amount ON withdrawals FOR EACH ROW
    WHEN ((OLD.status, OLD.disbursed_at, OLD.amount) IS DISTINCT FROM (NEW.status, NEW.disbursed_at, NEW.amount))
    EXECUTE FUNCTION report_withdrawal_change()`,
  `CREATE FUNCTION report_member_change() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO report_changes VALUES (NEW.merchant_id, NEW.created_at);
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER report_member_change AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION report_member_change()`,
  // Bonuses: ledger transactions of kind bonus (never updated), at their effective time.
  `CREATE FUNCTION report_bonus_change() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO report_changes VALUES (NEW.merchant_id, coalesce(NEW.effective_at, NEW.created_at));
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER report_bonus_change AFTER INSERT ON ledger_transactions FOR EACH ROW
    WHEN (NEW.kind = 'bonus') EXECUTE FUNCTION report_bonus_change()`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
