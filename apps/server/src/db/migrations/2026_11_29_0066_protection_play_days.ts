import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Running totals for loss and wager limits (decision 056, "Counters"). Summing a heavy player's
// ledger entries of the month for every stake grew with their history; instead a trigger on
// ledger_entries adds each counted entry of a watched wallet to the member's brand-local day, and
// the room check sums at most a month of day rows. A wallet is watched from its member's first
// loss or wager limit, when the current month and week are backfilled from the ledger.
const statements = [
  // The main wallets counted, with their member and the brand's time zone the days are cut in.
  `CREATE TABLE protection_play_wallets (
    account_id bigint PRIMARY KEY REFERENCES ledger_accounts (id),
    member_id bigint NOT NULL REFERENCES members (id),
    timezone text NOT NULL
  )`,
  // Per member and brand-local day, as protection_play_used counts them: wagered is stakes less
  // stakes given back, lost is everything the play kinds took less everything they brought back.
  `CREATE TABLE protection_play_days (
    member_id bigint NOT NULL REFERENCES members (id),
    day date NOT NULL,
    wagered bigint NOT NULL,
    lost bigint NOT NULL,
    PRIMARY KEY (member_id, day)
  )`,
  // One primary-key lookup for an unwatched wallet; every writer of an entry has locked its
  // account first (ledger_post), so one wallet's day rows are only ever written one at a time.
  `CREATE FUNCTION protection_play_count() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    v_member bigint;
    v_timezone text;
    v_kind text;
  BEGIN
    SELECT w.member_id, w.timezone INTO v_member, v_timezone FROM protection_play_wallets w WHERE w.account_id = NEW.account_id;
    IF NOT FOUND THEN
      RETURN NULL;
    END IF;
    SELECT t.kind INTO v_kind FROM ledger_transactions t WHERE t.id = NEW.transaction_id;
    IF v_kind NOT IN ('bet', 'bet_payout', 'bet_refund', 'vendor_transfer_in', 'vendor_transfer_out', 'vendor_transfer_refund') THEN
      RETURN NULL;
    END IF;
    INSERT INTO protection_play_days AS d (member_id, day, wagered, lost)
    VALUES (v_member, (NEW.created_at AT TIME ZONE v_timezone)::date,
      CASE WHEN v_kind IN ('bet', 'bet_refund', 'vendor_transfer_in', 'vendor_transfer_refund') THEN -NEW.amount ELSE 0 END,
      -NEW.amount)
    ON CONFLICT (member_id, day) DO UPDATE SET wagered = d.wagered + excluded.wagered, lost = d.lost + excluded.lost;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER protection_play_count AFTER INSERT ON ledger_entries FOR EACH ROW EXECUTE FUNCTION protection_play_count()`,
  // Members who already have a loss or wager limit: watched from now. The trigger above exists in
  // this transaction and holds off every new entry until it commits, so the backfill below sees
  // every entry written before and the trigger counts every one written after.
  `INSERT INTO protection_play_wallets (account_id, member_id, timezone)
    SELECT DISTINCT a.id, mb.id, m.timezone
    FROM protection_limits l
    JOIN members mb ON mb.id = l.member_id
    JOIN merchants m ON m.id = mb.merchant_id
    JOIN ledger_accounts a ON a.owner_member_id = mb.id AND a.kind = 'member_main'
      AND a.merchant_id = m.id AND a.currency = m.currency
    WHERE l.kind IN ('loss', 'wager')`,
  // From the start of the earlier of this month and this week, brand-local: every period in force.
  `INSERT INTO protection_play_days (member_id, day, wagered, lost)
    SELECT w.member_id, (e.created_at AT TIME ZONE w.timezone)::date,
      coalesce(-sum(e.amount) FILTER (WHERE t.kind IN ('bet', 'bet_refund', 'vendor_transfer_in', 'vendor_transfer_refund')), 0),
      -sum(e.amount)
    FROM protection_play_wallets w
    JOIN ledger_entries e ON e.account_id = w.account_id
      AND e.created_at >= least(date_trunc('month', now() AT TIME ZONE w.timezone),
        date_trunc('week', now() AT TIME ZONE w.timezone)) AT TIME ZONE w.timezone
    JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE t.kind IN ('bet', 'bet_payout', 'bet_refund', 'vendor_transfer_in', 'vendor_transfer_out', 'vendor_transfer_refund')
    GROUP BY 1, 2`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
