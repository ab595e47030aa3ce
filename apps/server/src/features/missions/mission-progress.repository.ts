import { type RawBuilder, sql } from 'kysely'
import type { Db } from '../../db/database'

/**
 * Missions' progress from the loyalty pass (decision 055, docs/domain/loyalty.md#missions): the
 * batch's sums in loyalty_batch, joined with the brand's live missions whose run holds the facts,
 * become each member's new progress, which one statement per kind of event writes: it updates the
 * rows that exist and inserts the others, for every member at once. The pass holds the cursor's
 * lock and claims only write claimed_at, so nothing else moves a value or adds a row meanwhile.
 */

/**
 * The first day of the period of mission `m` holding the brand day `b.day`, null for a one-off
 * mission. The batch's sums group on it as a date and write the key's text once per row.
 */
const PERIOD_START = sql`CASE m.period WHEN 'once' THEN NULL WHEN 'daily' THEN b.day
  ELSE date_trunc('week', b.day::timestamp)::date END`

/** A period key from its first day: '' for a one-off mission, else the day as YYYY-MM-DD. */
const keyOf = (start: RawBuilder<unknown>) => sql`coalesce(to_char(${start}, 'YYYY-MM-DD'), '')`

/** The facts' period key for the mission `m`, from the brand day `b.day`. */
const PERIOD_KEY = keyOf(PERIOD_START)

/** A live mission of the fact's brand, running when the member's latest fact of the row happened. */
const LIVE_MISSION = sql`m.merchant_id = b.merchant_id AND m.state = 'live'
  AND m.starts_at <= b.last_at AND (m.ends_at IS NULL OR b.last_at < m.ends_at)`

/**
 * Room to sort and hash a batch's rows in memory, for this transaction only: 500,000 progress
 * rows hash in about 130 MB, and spill to disk below that. One pass runs at a time (the cursor).
 */
export async function roomToSort(trx: Db): Promise<void> {
  await sql`SET LOCAL work_mem = '128MB'`.execute(trx)
}

/**
 * Writes the moves of the CTE \`moves\` (mission_id, member_id, period_key, merchant_id, value,
 * last_day, completed_at, existed): rows that exist are updated, the others inserted. Kept in the
 * statement rather than staged in a temporary table, whose writes cost as much as the update.
 * New rows go in by member, then mission: random keys split the key's pages all over (a third
 * more pages, about 30% slower), and member first sorts three times faster than mission first,
 * whose few values leave nearly every comparison to the later columns. The sums arrive in that
 * order already, so the sort here only checks it.
 */
const APPLY_MOVES = sql`, updated AS (
    UPDATE mission_progress p SET value = v.value, last_day = coalesce(v.last_day, p.last_day),
      completed_at = coalesce(p.completed_at, v.completed_at), updated_at = now()
    FROM moves v
    WHERE v.existed AND p.mission_id = v.mission_id AND p.member_id = v.member_id AND p.period_key = v.period_key
  )
  INSERT INTO mission_progress (mission_id, member_id, period_key, merchant_id, value, last_day, completed_at)
  SELECT mission_id, member_id, period_key, merchant_id, value, last_day, completed_at
  FROM moves WHERE NOT existed ORDER BY member_id, mission_id, period_key`

/**
 * The summed events: deposit (amount of deposits), turnover (valid bets, of the category when
 * set), lottery_bets (bets of lottery draws), game_rounds (rounds of other games, of the game
 * when set). Progress stays at most the target; completed_at is written once, at the latest fact
 * that took the member there. The joined rows are grouped in member order (sorted, not hashed):
 * bench/loyalty.ts, 100,000 members, this statement 3.4 s against 4.6 s hashed and sorted after.
 */
export async function moveSums(trx: Db): Promise<void> {
  await sql`
    WITH moves AS MATERIALIZED (
      SELECT g.mission_id, g.member_id, g.period_key, g.merchant_id,
        least(coalesce(p.value, 0) + g.value, g.target) AS value, NULL::date AS last_day,
        coalesce(p.completed_at, CASE WHEN coalesce(p.value, 0) + g.value >= g.target THEN g.last_at END) AS completed_at,
        p.mission_id IS NOT NULL AS existed
      FROM (
        SELECT j.mission_id, j.member_id, ${keyOf(sql`j.period_start`)} AS period_key, max(j.merchant_id) AS merchant_id,
          max(j.target) AS target, sum(j.value)::bigint AS value, max(j.last_at) AS last_at
        FROM (
          SELECT m.id AS mission_id, b.member_id, ${PERIOD_START} AS period_start, b.merchant_id, m.target, b.last_at,
            CASE WHEN m.event IN ('deposit', 'turnover') THEN b.amount ELSE b.bets END AS value
          FROM loyalty_batch b JOIN missions m ON ${LIVE_MISSION}
          WHERE (m.event = 'deposit' AND b.kind = 'deposit')
            OR (m.event = 'turnover' AND b.kind = 'bet' AND (m.category IS NULL OR m.category = b.category))
            OR (m.event = 'lottery_bets' AND b.kind = 'bet' AND b.category IN ('LOTT', 'ELOTT'))
            OR (m.event = 'game_rounds' AND b.kind = 'bet' AND coalesce(b.category, '') NOT IN ('LOTT', 'ELOTT')
              AND (m.game_code IS NULL OR m.game_code = b.game_code))
          ORDER BY b.member_id, m.id, 3
        ) j GROUP BY j.member_id, j.mission_id, j.period_start
      ) g LEFT JOIN mission_progress p
        ON p.mission_id = g.mission_id AND p.member_id = g.member_id AND p.period_key = g.period_key
      WHERE g.value > 0
    )${APPLY_MOVES}`.execute(trx)
}

/**
 * login_days: the run of brand days in a row with a login, within the period. The batch holds a
 * login row per member and brand day, so a (mission, member) has one row per day. A member with
 * one login day in the batch (every member, when the pass runs often) continues the stored run
 * when that day follows the last one counted and starts afresh otherwise: no sorting. A member
 * with several days has them cut into islands of consecutive days; the first island continues
 * the stored run when it starts the day after it, each later one starts afresh. The mission is
 * completed when any run reached the target, and once completed it stays at the target.
 */
export async function moveLoginDays(trx: Db): Promise<void> {
  await sql`
    WITH days AS (
      SELECT m.id AS mission_id, b.member_id, ${PERIOD_KEY} AS period_key, b.merchant_id, m.target, b.day, b.last_at,
        b.member_id IN (SELECT member_id FROM loyalty_batch WHERE kind = 'login' GROUP BY member_id HAVING count(*) > 1) AS several
      FROM loyalty_batch b JOIN missions m ON ${LIVE_MISSION}
      WHERE b.kind = 'login' AND m.event = 'login_days'
    ), fresh AS (
      SELECT d.*, p.value AS old_value, p.last_day AS old_last, p.completed_at AS done, p.mission_id IS NOT NULL AS existed
      FROM days d LEFT JOIN mission_progress p
        ON p.mission_id = d.mission_id AND p.member_id = d.member_id AND p.period_key = d.period_key
      WHERE p.last_day IS NULL OR d.day > p.last_day
    ), islands AS (
      SELECT *, day - (row_number() OVER (PARTITION BY mission_id, member_id, period_key ORDER BY day))::int AS island
      FROM fresh WHERE several
    ), runs AS (
      SELECT mission_id, member_id, period_key, merchant_id, target, done, existed, old_value,
        max(day) AS last_day, max(last_at) AS last_at,
        count(*) + CASE WHEN min(old_last) = min(day) - 1 THEN min(old_value) ELSE 0 END AS run
      FROM islands GROUP BY mission_id, member_id, period_key, merchant_id, target, done, existed, old_value, island
    ), final AS (
      SELECT DISTINCT ON (mission_id, member_id, period_key) *,
        min(last_at) FILTER (WHERE run >= target) OVER (PARTITION BY mission_id, member_id, period_key) AS reached
      FROM runs ORDER BY mission_id, member_id, period_key, last_day DESC
    ), single AS (
      SELECT mission_id, member_id, period_key, merchant_id, target, done, existed, old_value, day AS last_day,
        CASE WHEN old_last = day - 1 THEN old_value + 1 ELSE 1 END AS run, last_at
      FROM fresh WHERE NOT several
    ), moves AS MATERIALIZED (
      SELECT mission_id, member_id, period_key, merchant_id,
        CASE WHEN done IS NOT NULL THEN old_value WHEN reached IS NOT NULL THEN target ELSE run END AS value,
        last_day, coalesce(done, reached) AS completed_at, existed
      FROM final
      UNION ALL
      SELECT mission_id, member_id, period_key, merchant_id,
        CASE WHEN done IS NOT NULL THEN old_value WHEN run >= target THEN target ELSE run END AS value,
        last_day, coalesce(done, CASE WHEN run >= target THEN last_at END) AS completed_at, existed
      FROM single
    )${APPLY_MOVES}`.execute(trx)
}
