import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../db/database'

/**
 * A lottery bet's figures (decision 028), as one row shape with game rounds. A bet counts once its
 * draw is settled, at the draw's settlement time, whatever its own row says meanwhile: winners are
 * written while the draw settles, losers marked after it, each with its own time, and reading the
 * draw's keeps a closed period's figures the same before and after (decision 027). Like a
 * rolled-back game round, a bet that was never played does not count: a cancelled chase bet, a bet
 * of a voided draw. A tie refund (void on a settled draw) counts as a round refunded in full: stake
 * = cost, valid bet 0, refunded = cost. Otherwise stake = valid bet = cost, win = the payout of a
 * won bet. `b` is the bet, `d` its draw.
 */
export const LOTTERY_COUNTS = sql`(d.state = 'settled' AND b.status IN ('open', 'won', 'lost', 'void'))`
export const LOTTERY_AT = sql`d.settled_at`
export const LOTTERY_VALID = sql`(CASE WHEN b.status = 'void' THEN 0 ELSE b.cost END)`
export const LOTTERY_WIN = sql`(CASE WHEN b.status = 'won' THEN b.payout ELSE 0 END)`
export const LOTTERY_REFUNDED = sql`(CASE WHEN b.status = 'void' THEN b.cost ELSE 0 END)`

/**
 * The one source of settled bets for every agent figure (team reports, salaries, dividends):
 * one row per settled bet with its member, settlement time and amounts in minor units, from game
 * rounds and lottery bets (decision 027). PostgreSQL pushes the callers' member and time
 * predicates into each branch: the covering index of migration 0016 serves the rounds, the
 * member index the lottery bets.
 */
export function settledBets(): RawBuilder<unknown> {
  return sql`(SELECT member_id, settled_at, stake, valid_bet, win, refunded
    FROM game_rounds WHERE status = 'settled'
    UNION ALL
    SELECT b.member_id, ${LOTTERY_AT}, b.cost, ${LOTTERY_VALID}, ${LOTTERY_WIN}, ${LOTTERY_REFUNDED}
    FROM lottery_bets b JOIN lottery_draws d ON d.id = b.draw_id WHERE ${LOTTERY_COUNTS})`
}

export interface BetTotals {
  betCount: number
  activeMembers: number
  stake: bigint
  validBet: bigint
  /** Paid back to the players: wins and refunds. */
  payout: bigint
}

interface TotalsRow {
  betCount: number
  activeMembers: number
  stake: bigint
  validBet: bigint
  payout: bigint
}

/** Totals of the settled bets of an agent and its whole subtree in [from, to). */
export async function teamBetTotals(db: Db, agentId: bigint, from: Date, to: Date): Promise<BetTotals> {
  const { rows } = await sql<TotalsRow>`
    SELECT count(*)::int AS bet_count, count(DISTINCT b.member_id)::int AS active_members,
      coalesce(sum(b.stake), 0)::bigint AS stake, coalesce(sum(b.valid_bet), 0)::bigint AS valid_bet,
      coalesce(sum(b.win + b.refunded), 0)::bigint AS payout
    FROM member_tree t JOIN ${settledBets()} b ON b.member_id = t.descendant_id
    WHERE t.ancestor_id = ${agentId} AND b.settled_at >= ${from} AND b.settled_at < ${to}`.execute(db)
  const row = rows[0]
  return row ?? { betCount: 0, activeMembers: 0, stake: 0n, validBet: 0n, payout: 0n }
}

export interface DayTotals {
  day: string
  betCount: number
  activeMembers: number
  validBet: bigint
  stake: bigint
  payout: bigint
}

/**
 * The team overview's bets in one pass: per day in the merchant's time zone and, in the same
 * scan, the whole range (grouping sets), since active members over the range are not the sum of
 * the days'.
 */
export async function teamBetSummary(
  db: Db,
  agentId: bigint,
  from: Date,
  to: Date,
  timezone: string,
): Promise<{ total: BetTotals; days: DayTotals[] }> {
  const { rows } = await sql<DayTotals & { day: string | null }>`
    SELECT to_char(b.day, 'YYYY-MM-DD') AS day,
      count(*)::int AS bet_count, count(DISTINCT b.member_id)::int AS active_members, coalesce(sum(b.valid_bet), 0)::bigint AS valid_bet,
      coalesce(sum(b.stake), 0)::bigint AS stake, coalesce(sum(b.win + b.refunded), 0)::bigint AS payout
    FROM (
      SELECT (s.settled_at AT TIME ZONE ${timezone})::date AS day, s.member_id, s.stake, s.valid_bet, s.win, s.refunded
      FROM member_tree t JOIN ${settledBets()} s ON s.member_id = t.descendant_id
      WHERE t.ancestor_id = ${agentId} AND s.settled_at >= ${from} AND s.settled_at < ${to}
    ) b
    GROUP BY GROUPING SETS ((b.day), ())`.execute(db)
  const total = rows.find((r) => r.day === null)
  return {
    total: total ?? { betCount: 0, activeMembers: 0, stake: 0n, validBet: 0n, payout: 0n },
    days: rows.filter((r): r is DayTotals => r.day !== null),
  }
}

export interface BandTotals {
  /** 0 below the first threshold, i for bets of at least thresholds[i-1] and below thresholds[i]. */
  band: number
  /** Valid bet of the bets the players won (payout above stake) and of the others. */
  wonValidBet: bigint
  lostValidBet: bigint
}

/** Real-time salary's input: the team's valid bet per single-bet band, won and lost apart. */
export async function teamBetBands(
  db: Db,
  agentId: bigint,
  from: Date,
  to: Date,
  thresholds: readonly bigint[],
): Promise<BandTotals[]> {
  const bounds = `{${thresholds.map(String).join(',')}}`
  const { rows } = await sql<BandTotals>`
    SELECT width_bucket(b.valid_bet, ${bounds}::bigint[]) AS band,
      coalesce(sum(b.valid_bet) FILTER (WHERE b.win + b.refunded > b.stake), 0)::bigint AS won_valid_bet,
      coalesce(sum(b.valid_bet) FILTER (WHERE b.win + b.refunded <= b.stake), 0)::bigint AS lost_valid_bet
    FROM member_tree t JOIN ${settledBets()} b ON b.member_id = t.descendant_id
    WHERE t.ancestor_id = ${agentId} AND b.settled_at >= ${from} AND b.settled_at < ${to}
    GROUP BY 1 ORDER BY 1`.execute(db)
  return rows
}

export interface MemberBetTotals extends BetTotals {
  memberId: bigint
  total: number
}

/**
 * Per-account totals of the team's accounts with settled bets in the range, largest valid bet
 * first, one page (user profit and loss); `total` is the number of such accounts.
 */
export async function teamMemberBetTotals(
  db: Db,
  agentId: bigint,
  range: { from: Date; to: Date },
  filter: { memberId?: bigint | undefined; maxDepth?: number | undefined; limit: number; offset: number },
): Promise<MemberBetTotals[]> {
  const member = filter.memberId === undefined ? sql`` : sql`AND t.descendant_id = ${filter.memberId}`
  const depth = filter.maxDepth === undefined ? sql`` : sql`AND t.depth <= ${filter.maxDepth}`
  const { rows } = await sql<MemberBetTotals>`
    SELECT b.member_id, count(*)::int AS bet_count, 1 AS active_members,
      coalesce(sum(b.stake), 0)::bigint AS stake, coalesce(sum(b.valid_bet), 0)::bigint AS valid_bet,
      coalesce(sum(b.win + b.refunded), 0)::bigint AS payout, (count(*) OVER ())::int AS total
    FROM member_tree t JOIN ${settledBets()} b ON b.member_id = t.descendant_id
    WHERE t.ancestor_id = ${agentId} ${member} ${depth} AND b.settled_at >= ${range.from} AND b.settled_at < ${range.to}
    GROUP BY b.member_id ORDER BY valid_bet DESC, b.member_id LIMIT ${filter.limit} OFFSET ${filter.offset}`.execute(db)
  return rows
}

/**
 * A lottery bet's game category, as the reports file it (features/reports): Vietnam and 4D draws
 * are LOTT, the electronic lotteries ELOTT. `g` is the draw's lottery game.
 */
export const LOTTERY_CATEGORY = sql`(CASE WHEN g.engine IN ('vietnam', 'fourd') THEN 'LOTT' ELSE 'ELOTT' END)`

export interface MemberCategoryBets {
  memberId: bigint
  category: string
  stake: bigint
  validBet: bigint
  /** Paid back to the player: wins and refunds. */
  payout: bigint
}

/**
 * The settled bets of the given members in [from, to), totalled per member and game category
 * in one statement (docs/domain/promotions.md#cashback-and-rebate-periods): the same facts and
 * rules as settledBets(), with each fact's category.
 */
export async function memberCategoryBets(
  db: Db,
  memberIds: readonly bigint[],
  from: Date,
  to: Date,
): Promise<MemberCategoryBets[]> {
  if (memberIds.length === 0) return []
  const ids = `{${memberIds.join(',')}}`
  const { rows } = await sql<MemberCategoryBets>`
    SELECT f.member_id, f.category, sum(f.stake)::bigint AS stake, sum(f.valid_bet)::bigint AS valid_bet,
      sum(f.win + f.refunded)::bigint AS payout
    FROM (
      SELECT member_id, game_type::text AS category, stake, valid_bet, win, refunded
      FROM game_rounds WHERE status = 'settled' AND member_id = ANY(${ids}::bigint[])
        AND settled_at >= ${from} AND settled_at < ${to}
      UNION ALL
      SELECT b.member_id, ${LOTTERY_CATEGORY}, b.cost, ${LOTTERY_VALID}, ${LOTTERY_WIN}, ${LOTTERY_REFUNDED}
      FROM lottery_bets b JOIN lottery_draws d ON d.id = b.draw_id JOIN lottery_games g ON g.code = d.game_code
      WHERE ${LOTTERY_COUNTS} AND b.member_id = ANY(${ids}::bigint[]) AND ${LOTTERY_AT} >= ${from} AND ${LOTTERY_AT} < ${to}
    ) f
    GROUP BY f.member_id, f.category`.execute(db)
  return rows
}
