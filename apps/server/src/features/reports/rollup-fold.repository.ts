import { sql } from 'kysely'
import type { Db } from '../../db/database'

/**
 * The fold of the report rollups (migration 0038, decision 052 "Rollups"). Every function runs
 * inside the one transaction of `foldReportRollups`: the marks it takes and the brand days it
 * rewrites commit together or not at all. A marked brand day is recomputed whole from its facts,
 * never added to, so a fact counts once however many times its day is folded again. The work
 * tables are temporary and dropped at commit.
 */

/** Whether any mark waits: idle runs open no transaction. */
export async function hasMarks(db: Db): Promise<boolean> {
  const { rows } = await sql<{ work: boolean }>`SELECT EXISTS (SELECT 1 FROM report_changes) AS work`.execute(db)
  return rows[0]?.work ?? false
}

/**
 * Two folds rewriting the same day at once would each delete what the other had not committed yet
 * and then insert the same keys: folds take turns (the transaction's first statement); readers
 * are never blocked.
 */
export async function lockFold(trx: Db): Promise<void> {
  await sql`LOCK TABLE report_brand_days IN EXCLUSIVE MODE`.execute(trx)
}

/**
 * Takes the marks written so far into `report_fold_days`: the distinct brand days they fall on in
 * each brand's time zone, with the day's bounds as instants. A mark written after this statement
 * stays for the next fold. Answers how many brand days.
 */
export async function takeMarks(trx: Db): Promise<number> {
  await sql`CREATE TEMP TABLE report_fold_marks (merchant_id integer, at timestamptz) ON COMMIT DROP`.execute(trx)
  await sql`
    WITH taken AS (DELETE FROM report_changes RETURNING merchant_id, at)
    INSERT INTO report_fold_marks SELECT merchant_id, at FROM taken`.execute(trx)
  return daysOf(
    trx,
    sql`SELECT DISTINCT k.merchant_id, (k.at AT TIME ZONE m.timezone)::date AS day
    FROM report_fold_marks k JOIN merchants m ON m.id = k.merchant_id`,
  )
}

/** Every day of every brand in [from, to] (brand-local dates), for a rebuild. */
export async function takeRange(trx: Db, from: string, to: string): Promise<number> {
  return daysOf(
    trx,
    sql`SELECT m.id AS merchant_id, g.day::date AS day
    FROM merchants m CROSS JOIN generate_series(${from}::date, ${to}::date, interval '1 day') AS g(day)`,
  )
}

async function daysOf(trx: Db, days: ReturnType<typeof sql>): Promise<number> {
  await sql`
    CREATE TEMP TABLE report_fold_days ON COMMIT DROP AS
    SELECT d.merchant_id, d.day, (d.day::timestamp AT TIME ZONE m.timezone) AS day_start,
      ((d.day + 1)::timestamp AT TIME ZONE m.timezone) AS day_end
    FROM (${days}) d JOIN merchants m ON m.id = d.merchant_id`.execute(trx)
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM report_fold_days`.execute(trx)
  return rows[0]?.n ?? 0
}

/**
 * The settled bets of the taken days, one row each with its product, vendor and game: game rounds
 * at their settlement (wins include refunds: what went back to the player), lottery bets at their
 * draw's settlement with the agent figures' rules (bet-source.repository.ts, decision 027).
 */
async function collectBets(trx: Db): Promise<void> {
  await sql`
    CREATE TEMP TABLE report_fold_bets ON COMMIT DROP AS
    SELECT d.merchant_id, d.day, r.member_id, r.game_type::text AS product, r.vendor_code, r.game_code,
      r.stake, r.valid_bet, r.win + r.refunded AS win
    FROM report_fold_days d JOIN game_rounds r ON r.merchant_id = d.merchant_id AND r.status = 'settled'
      AND r.settled_at >= d.day_start AND r.settled_at < d.day_end
    UNION ALL
    SELECT d.merchant_id, d.day, b.member_id, CASE WHEN g.engine IN ('vietnam', 'fourd') THEN 'LOTT' ELSE 'ELOTT' END,
      'lottery', ld.game_code, b.cost, CASE WHEN b.status = 'void' THEN 0 ELSE b.cost END,
      CASE WHEN b.status = 'won' THEN b.payout WHEN b.status = 'void' THEN b.cost ELSE 0 END
    FROM report_fold_days d JOIN lottery_draws ld ON ld.state = 'settled' AND ld.settled_at >= d.day_start AND ld.settled_at < d.day_end
      JOIN lottery_games g ON g.code = ld.game_code
      JOIN lottery_bets b ON b.draw_id = ld.id AND b.merchant_id = d.merchant_id AND b.status IN ('open', 'won', 'lost', 'void')`.execute(
    trx,
  )
}

/** Approved deposits by their decision, paid-out withdrawals by their disbursement, with their channel. */
async function collectCashier(trx: Db): Promise<void> {
  await sql`
    CREATE TEMP TABLE report_fold_cash ON COMMIT DROP AS
    SELECT d.merchant_id, d.day, x.member_id, 'deposit'::text AS direction, c.code AS channel, x.amount, x.first_deposit
    FROM report_fold_days d JOIN deposits x ON x.merchant_id = d.merchant_id AND x.status = 'approved'
      AND x.decided_at >= d.day_start AND x.decided_at < d.day_end
    JOIN deposit_channels c ON c.id = x.channel_id
    UNION ALL
    SELECT d.merchant_id, d.day, w.member_id, 'withdrawal', w.bank_code, w.amount, false
    FROM report_fold_days d JOIN withdrawals w ON w.merchant_id = d.merchant_id AND w.disbursed_at IS NOT NULL
      AND w.disbursed_at >= d.day_start AND w.disbursed_at < d.day_end`.execute(trx)
}

const ROLLUPS = ['report_brand_days', 'report_game_days', 'report_member_days', 'report_cashier_days']

/**
 * Replaces the rows of every taken brand day with the ones its facts give now. The game days hold
 * every level of grouping ('' for the levels above: brand, product, vendor, game), so that each
 * level's distinct players are exact.
 */
export async function rewriteDays(trx: Db): Promise<void> {
  await collectBets(trx)
  await collectCashier(trx)
  // Whose last active day may move: members with rows on the taken days before or after the fold.
  await sql`
    CREATE TEMP TABLE report_fold_members ON COMMIT DROP AS
    SELECT md.merchant_id, md.member_id FROM report_member_days md
      JOIN report_fold_days d ON d.merchant_id = md.merchant_id AND d.day = md.day
    UNION SELECT merchant_id, member_id FROM report_fold_bets
    UNION SELECT merchant_id, member_id FROM report_fold_cash`.execute(trx)
  for (const table of ROLLUPS) {
    await sql`DELETE FROM ${sql.table(table)} t USING report_fold_days d WHERE t.merchant_id = d.merchant_id AND t.day = d.day`.execute(
      trx,
    )
  }
  await sql`
    INSERT INTO report_game_days (merchant_id, day, product, vendor_code, game_code, bet_count, players, stake, valid_bet, win)
    SELECT merchant_id, day, coalesce(product, ''), coalesce(vendor_code, ''), coalesce(game_code, ''), count(*),
      count(DISTINCT member_id), sum(stake), sum(valid_bet), sum(win)
    FROM report_fold_bets
    GROUP BY merchant_id, day, GROUPING SETS ((), (product), (product, vendor_code), (product, vendor_code, game_code))`.execute(
    trx,
  )
  await sql`
    INSERT INTO report_cashier_days (merchant_id, day, direction, channel, count, sum)
    SELECT merchant_id, day, direction, channel, count(*), sum(amount) FROM report_fold_cash GROUP BY 1, 2, 3, 4`.execute(
    trx,
  )
  await sql`
    INSERT INTO report_member_days (merchant_id, day, member_id, bet_count, stake, valid_bet, win,
      deposit_count, deposit_sum, withdrawal_count, withdrawal_sum)
    SELECT merchant_id, day, member_id, sum(bet_count), sum(stake), sum(valid_bet), sum(win),
      sum(deposit_count), sum(deposit_sum), sum(withdrawal_count), sum(withdrawal_sum)
    FROM (SELECT merchant_id, day, member_id, 1 AS bet_count, stake, valid_bet, win, 0 AS deposit_count, 0 AS deposit_sum,
            0 AS withdrawal_count, 0 AS withdrawal_sum FROM report_fold_bets
          UNION ALL
          SELECT merchant_id, day, member_id, 0, 0, 0, 0, (direction = 'deposit')::int, CASE WHEN direction = 'deposit' THEN amount ELSE 0 END,
            (direction = 'withdrawal')::int, CASE WHEN direction = 'withdrawal' THEN amount ELSE 0 END FROM report_fold_cash) f
    GROUP BY 1, 2, 3`.execute(trx)
  // A day's active players are its member days with a bet or a deposit, written just above.
  await sql`
    INSERT INTO report_brand_days (merchant_id, day, deposit_count, deposit_sum, first_depositors, withdrawal_count, withdrawal_sum,
      registrations, bonus, active_players)
    SELECT merchant_id, day, deposit_count, deposit_sum, first_depositors, withdrawal_count, withdrawal_sum, registrations, bonus,
      (SELECT count(*) FROM report_member_days md WHERE md.merchant_id = x.merchant_id AND md.day = x.day
        AND (md.bet_count > 0 OR md.deposit_count > 0))
    FROM (
      SELECT d.merchant_id, d.day,
        count(c.*) FILTER (WHERE c.direction = 'deposit') AS deposit_count,
        coalesce(sum(c.amount) FILTER (WHERE c.direction = 'deposit'), 0) AS deposit_sum,
        count(c.*) FILTER (WHERE c.first_deposit) AS first_depositors,
        count(c.*) FILTER (WHERE c.direction = 'withdrawal') AS withdrawal_count,
        coalesce(sum(c.amount) FILTER (WHERE c.direction = 'withdrawal'), 0) AS withdrawal_sum,
        (SELECT count(*) FROM members u WHERE u.merchant_id = d.merchant_id AND u.created_at >= d.day_start AND u.created_at < d.day_end)
          AS registrations,
        (SELECT coalesce(-sum(e.amount), 0) FROM ledger_accounts a
          JOIN ledger_entries e ON e.account_id = a.id AND e.created_at >= d.day_start AND e.created_at < d.day_end
          JOIN ledger_transactions t ON t.id = e.transaction_id AND t.kind IN ('bonus', 'bonus_forfeit')
          WHERE a.merchant_id = d.merchant_id AND a.kind = 'promotions') AS bonus,
        EXISTS (SELECT 1 FROM report_fold_bets f WHERE f.merchant_id = d.merchant_id AND f.day = d.day) AS has_bets
      FROM report_fold_days d LEFT JOIN report_fold_cash c ON c.merchant_id = d.merchant_id AND c.day = d.day
      GROUP BY d.merchant_id, d.day, d.day_start, d.day_end) x
    -- A day with nothing keeps no row: a rebuild of an idle range writes what a fold would.
    WHERE deposit_count > 0 OR withdrawal_count > 0 OR registrations > 0 OR bonus <> 0 OR has_bets`.execute(trx)
  await sql`
    DELETE FROM report_member_last_days l USING report_fold_members f
    WHERE l.merchant_id = f.merchant_id AND l.member_id = f.member_id`.execute(trx)
  await sql`
    INSERT INTO report_member_last_days (merchant_id, member_id, day)
    -- One join and one grouping, not a lookup per member: a rebuild folds every member at once.
    SELECT md.merchant_id, md.member_id, max(md.day) FROM report_member_days md
    JOIN report_fold_members f ON f.merchant_id = md.merchant_id AND f.member_id = md.member_id
    WHERE md.bet_count > 0 OR md.deposit_count > 0
    GROUP BY md.merchant_id, md.member_id`.execute(trx)
}
