import { sql } from 'kysely'
import type { Db } from '../../db/database'

/**
 * Missions' progress from the loyalty pass (decision 055, docs/domain/loyalty.md#missions): each
 * statement reads the batch's sums in loyalty_batch, joined with the brand's live missions whose
 * run holds the facts, and upserts mission_progress for every member at once.
 */

/** The facts' period key for the mission `m`, from the brand day `b.day`. */
const PERIOD_KEY = sql`CASE m.period WHEN 'once' THEN ''
  WHEN 'daily' THEN to_char(b.day, 'YYYY-MM-DD')
  ELSE to_char(date_trunc('week', b.day::timestamp), 'YYYY-MM-DD') END`

/** A live mission of the fact's brand, running when the member's latest fact of the row happened. */
const LIVE_MISSION = sql`m.merchant_id = b.merchant_id AND m.state = 'live'
  AND m.starts_at <= b.last_at AND (m.ends_at IS NULL OR b.last_at < m.ends_at)`

/**
 * The summed events: deposit (amount of deposits), turnover (valid bets, of the category when
 * set), lottery_bets (bets of lottery draws), game_rounds (rounds of other games, of the game
 * when set). Progress stays at most the target; completed_at is written once, at the latest fact
 * that took the member there.
 */
export async function addSums(trx: Db): Promise<void> {
  // The pass holds the cursor's lock, so no other writer moves a value between this read and the upsert.
  await sql`
    WITH g AS (
      SELECT m.id AS mission_id, b.member_id, ${PERIOD_KEY} AS period_key, b.merchant_id, m.target,
        sum(CASE WHEN m.event IN ('deposit', 'turnover') THEN b.amount ELSE b.bets END)::bigint AS value,
        max(b.last_at) AS last_at
      FROM loyalty_batch b JOIN missions m ON ${LIVE_MISSION}
      WHERE (m.event = 'deposit' AND b.kind = 'deposit')
        OR (m.event = 'turnover' AND b.kind = 'bet' AND (m.category IS NULL OR m.category = b.category))
        OR (m.event = 'lottery_bets' AND b.kind = 'bet' AND b.category IN ('LOTT', 'ELOTT'))
        OR (m.event = 'game_rounds' AND b.kind = 'bet' AND coalesce(b.category, '') NOT IN ('LOTT', 'ELOTT')
          AND (m.game_code IS NULL OR m.game_code = b.game_code))
      GROUP BY m.id, b.member_id, 3, b.merchant_id, m.target
    ), totals AS (
      SELECT g.*, coalesce(p.value, 0) + g.value AS total, p.completed_at AS done
      FROM g LEFT JOIN mission_progress p
        ON p.mission_id = g.mission_id AND p.member_id = g.member_id AND p.period_key = g.period_key
      WHERE g.value > 0
    )
    INSERT INTO mission_progress AS p (mission_id, member_id, period_key, merchant_id, value, completed_at, updated_at)
    SELECT mission_id, member_id, period_key, merchant_id, least(total, target),
      CASE WHEN done IS NULL AND total >= target THEN last_at END, now()
    FROM totals
    ON CONFLICT (mission_id, member_id, period_key) DO UPDATE SET
      value = greatest(p.value, EXCLUDED.value),
      completed_at = coalesce(p.completed_at, EXCLUDED.completed_at),
      updated_at = EXCLUDED.updated_at`.execute(trx)
}

/**
 * login_days: the run of brand days in a row with a login, within the period. The batch's new
 * days (after the last one counted) are cut into islands of consecutive days; the first island
 * continues the stored run when it starts the day after it, each later one starts afresh, and
 * the mission is completed when any run reached the target. Once completed it stays at the target.
 */
export async function addLoginDays(trx: Db): Promise<void> {
  await sql`
    WITH days AS (
      SELECT m.id AS mission_id, b.member_id, ${PERIOD_KEY} AS period_key, b.merchant_id, m.target, b.day,
        max(b.last_at) AS last_at
      FROM loyalty_batch b JOIN missions m ON ${LIVE_MISSION}
      WHERE b.kind = 'login' AND m.event = 'login_days'
      GROUP BY m.id, b.member_id, 3, b.merchant_id, m.target, b.day
    ), fresh AS (
      SELECT d.*, p.value AS old_value, p.last_day AS old_last,
        d.day - (row_number() OVER (PARTITION BY d.mission_id, d.member_id, d.period_key ORDER BY d.day))::int AS island
      FROM days d LEFT JOIN mission_progress p
        ON p.mission_id = d.mission_id AND p.member_id = d.member_id AND p.period_key = d.period_key
      WHERE p.last_day IS NULL OR d.day > p.last_day
    ), runs AS (
      SELECT mission_id, member_id, period_key, merchant_id, target, max(day) AS last_day, max(last_at) AS last_at,
        count(*) + CASE WHEN min(old_last) = min(day) - 1 THEN min(old_value) ELSE 0 END AS run
      FROM fresh GROUP BY mission_id, member_id, period_key, merchant_id, target, island
    ), final AS (
      SELECT DISTINCT ON (mission_id, member_id, period_key) mission_id, member_id, period_key, merchant_id, target,
        last_day, run,
        min(last_at) FILTER (WHERE run >= target) OVER (PARTITION BY mission_id, member_id, period_key) AS completed_at
      FROM runs ORDER BY mission_id, member_id, period_key, last_day DESC
    )
    INSERT INTO mission_progress AS p (mission_id, member_id, period_key, merchant_id, value, last_day, completed_at,
      updated_at)
    SELECT mission_id, member_id, period_key, merchant_id,
      CASE WHEN completed_at IS NOT NULL THEN target ELSE run END, last_day, completed_at, now()
    FROM final
    ON CONFLICT (mission_id, member_id, period_key) DO UPDATE SET
      value = CASE WHEN p.completed_at IS NOT NULL THEN p.value ELSE EXCLUDED.value END,
      last_day = EXCLUDED.last_day,
      completed_at = coalesce(p.completed_at, EXCLUDED.completed_at),
      updated_at = EXCLUDED.updated_at`.execute(trx)
}
