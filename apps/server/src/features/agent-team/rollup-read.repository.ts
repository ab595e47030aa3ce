import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { LOTTERY_AT, LOTTERY_COUNTS, LOTTERY_REFUNDED, LOTTERY_VALID, LOTTERY_WIN } from './bet-source.repository'

export interface RolledUpDay {
  day: string
  betCount: number
  activeMembers: number
  stake: bigint
  validBet: bigint
  payout: bigint
  newMembers: number
}

export interface RolledUp {
  teamSize: number
  directMembers: number
  /** Members of the team (the agent included) with a settled bet on a day of the range. */
  activeMembers: number
  days: RolledUpDay[]
  /** A move changed the agent's subtree after the last fold: these figures are not to be used. */
  dirty: boolean
}

interface Row extends Omit<RolledUpDay, 'day'> {
  day: string | null
  teamSize: number
  directMembers: number
  rangeActive: number
  dirty: boolean
}

/**
 * The team overview's figures for the whole local days [firstDay, lastDay] from the rollup plus
 * its live tail, in one statement (one snapshot, so a fold committing meanwhile is seen entirely
 * or not at all). The tail is everything not folded yet: captured changes and the bets of lottery
 * draws settled since the last fold. The rollup covers the agent's strict subtree, so the agent's own
 * days come from its member days. Members with tail changes in the range are looked at once
 * more, by index probes of their member days: active on a tail day, or over the range, as folded
 * plus tail, against what the rollup counted.
 */
export async function rolledUpFigures(db: Db, agentId: bigint, firstDay: string, lastDay: string): Promise<RolledUp> {
  const inRange = (column: string) => sql`${sql.raw(column)} BETWEEN ${firstDay}::date AND ${lastDay}::date`
  // Probes per tail row, LIMIT 1 keeping each a lateral index lookup: the queue's statistics swing
  // between empty and a bulk load, and a plan guessed from them must not scan the whole team.
  const team = (member: string) =>
    sql`CROSS JOIN LATERAL (SELECT depth FROM member_tree WHERE ancestor_id = ${agentId} AND descendant_id = ${sql.raw(member)} LIMIT 1) t`
  const lotteryTail = sql`(${LOTTERY_AT} AT TIME ZONE m.timezone)::date, 1, b.cost, ${LOTTERY_VALID}, ${LOTTERY_WIN} + ${LOTTERY_REFUNDED}, 0`
  const query = sql<Row>`
    WITH tail AS (
      SELECT c.member_id, t.depth, c.day, c.bet_count, c.stake, c.valid_bet, c.payout, c.new_members
      FROM agent_rollup_changes c ${team('c.member_id')}
      UNION ALL
      SELECT b.member_id, t.depth, ${lotteryTail}
      FROM agent_rollup_draws p JOIN lottery_draws d ON d.id = p.draw_id JOIN lottery_bets b ON b.draw_id = d.id
        ${team('b.member_id')} JOIN merchants m ON m.id = b.merchant_id
      WHERE ${LOTTERY_COUNTS}
    ), tail_days AS (
      SELECT member_id, depth, day, sum(bet_count)::bigint AS bet_count, sum(stake)::bigint AS stake, sum(valid_bet)::bigint AS valid_bet,
        sum(payout)::bigint AS payout, sum(new_members)::bigint AS new_members
      FROM tail GROUP BY 1, 2, 3
    ), x_pairs AS (
      SELECT td.member_id, td.depth, td.day, td.bet_count AS delta, coalesce(md.bet_count, 0) AS folded
      FROM tail_days td
      LEFT JOIN LATERAL (SELECT bet_count FROM agent_member_days WHERE member_id = td.member_id AND day = td.day LIMIT 1) md ON true
      WHERE td.bet_count <> 0 AND ${inRange('td.day')}
    ), x_members AS (
      SELECT member_id, depth, bool_or(folded + delta > 0) AS tail_active, count(*) FILTER (WHERE folded > 0) AS folded_tail_days
      FROM x_pairs GROUP BY 1, 2
      UNION ALL
      SELECT ${agentId}::bigint, 0, false, 0 WHERE NOT EXISTS (SELECT 1 FROM x_pairs WHERE member_id = ${agentId})
    ), x_range AS (
      -- OR stops at the first true: a member active on a tail day needs no probe for "after", one
      -- with folded activity on a tail day none for "before".
      SELECT (x.tail_active OR (
          SELECT count(*) FROM agent_member_days md WHERE md.member_id = x.member_id AND ${inRange('md.day')}) > x.folded_tail_days)::int AS after,
        (x.depth > 0 AND (x.folded_tail_days > 0 OR EXISTS (
          SELECT 1 FROM agent_member_days md WHERE md.member_id = x.member_id AND ${inRange('md.day')})))::int AS before
      FROM x_members x
    ), days AS (
      SELECT day, sum(bet_count)::int AS bet_count, sum(active)::int AS active_members, sum(stake)::bigint AS stake,
        sum(valid_bet)::bigint AS valid_bet, sum(payout)::bigint AS payout, sum(new_members)::int AS new_members
      FROM (
        SELECT day, bet_count, active_members AS active, stake, valid_bet, payout, new_members
        FROM agent_team_days WHERE ancestor_id = ${agentId} AND ${inRange('day')}
        UNION ALL
        SELECT md.day, md.bet_count, (NOT EXISTS (SELECT 1 FROM x_pairs p WHERE p.member_id = md.member_id AND p.day = md.day))::int,
          md.stake, md.valid_bet, md.payout, 0
        FROM agent_member_days md WHERE md.member_id = ${agentId} AND ${inRange('md.day')}
        UNION ALL
        SELECT day, bet_count, 0, stake, valid_bet, payout, CASE WHEN depth > 0 THEN new_members ELSE 0 END FROM tail_days WHERE ${inRange('day')}
        UNION ALL
        SELECT day, 0, (folded + delta > 0)::int - (depth > 0 AND folded > 0)::int, 0, 0, 0, 0 FROM x_pairs
      ) u GROUP BY day
    ), summary AS (
      SELECT
        (coalesce((SELECT team_size FROM agent_team_sizes WHERE ancestor_id = ${agentId}), 0)
          + coalesce((SELECT sum(new_members) FROM tail_days WHERE depth > 0), 0))::int AS team_size,
        (coalesce((SELECT direct_members FROM agent_team_sizes WHERE ancestor_id = ${agentId}), 0)
          + coalesce((SELECT sum(new_members) FROM tail_days WHERE depth = 1), 0))::int AS direct_members,
        (coalesce((SELECT sum(members) FROM agent_team_firsts WHERE ancestor_id = ${agentId} AND ${inRange('day')} AND prev_day < ${firstDay}::date), 0)
          + coalesce((SELECT sum(after - before) FROM x_range), 0))::int AS range_active,
        EXISTS (SELECT 1 FROM agent_rollup_dirty WHERE ancestor_id = ${agentId}) AS dirty
    )
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.bet_count, d.active_members, d.stake, d.valid_bet, d.payout, d.new_members,
      s.team_size, s.direct_members, s.range_active, s.dirty
    FROM summary s LEFT JOIN days d ON true ORDER BY d.day`
  // The planner prices the tail from the queue tables' statistics, which swing between empty and a
  // bulk load; priced high, PostgreSQL compiles the statement with JIT (about 90 ms on the bench
  // machine) to run it in one. The statement reads tens of rows: JIT is off for it.
  const { rows } = await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL jit = off`.execute(trx)
    return query.execute(trx)
  })
  const first = rows[0]
  if (!first) throw new Error('rolledUpFigures: the summary row is missing')
  return {
    teamSize: first.teamSize,
    directMembers: first.directMembers,
    activeMembers: first.rangeActive,
    dirty: first.dirty,
    days: rows.flatMap((r) =>
      r.day === null
        ? []
        : [
            {
              day: r.day,
              betCount: r.betCount,
              activeMembers: r.activeMembers,
              stake: r.stake,
              validBet: r.validBet,
              payout: r.payout,
              newMembers: r.newMembers,
            },
          ],
    ),
  }
}
