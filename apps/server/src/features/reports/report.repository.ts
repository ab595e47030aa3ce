import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../db/database'

/**
 * The reads of the dashboard and the reports: the rollups of migration 0038 and, for the pending
 * work, indexed counts on the live tables. Every query is narrowed to a list of brands the caller
 * may see, each with its own range of local days.
 */

export interface Brand {
  id: number
  currency: string
  timezone: string
}

export interface BrandRange {
  merchantId: number
  from: string
  to: string
}

/** The brands of the list (null: every brand), by id. */
export async function brands(db: Db, ids: readonly number[] | null): Promise<Brand[]> {
  let query = db.selectFrom('merchants').select(['id', 'currency', 'timezone']).orderBy('id')
  if (ids !== null) query = query.where('id', 'in', ids.length > 0 ? [...ids] : [0])
  return query.execute()
}

/** The ranges as a relation r(merchant_id, from_day, to_day). */
export function ranges(list: readonly BrandRange[]): RawBuilder<unknown> {
  const rows = list.map((r) => sql`(${r.merchantId}::int, ${r.from}::date, ${r.to}::date)`)
  return sql`(VALUES ${sql.join(rows.length > 0 ? rows : [sql`(0, '2000-01-01'::date, '2000-01-01'::date)`])}) AS r(merchant_id, from_day, to_day)`
}

export interface BrandDayRow {
  merchantId: number
  day: string
  depositCount: number
  depositSum: bigint
  firstDepositors: number
  withdrawalCount: number
  withdrawalSum: bigint
  registrations: number
  bonus: bigint
  betCount: number
  stake: bigint
  validBet: bigint
  win: bigint
  activePlayers: number
}

/** Each brand day of the ranges that has a rollup row: cashier, members, the bets' totals and the day's active players. */
export async function brandDays(db: Db, list: readonly BrandRange[]): Promise<BrandDayRow[]> {
  const { rows } = await sql<BrandDayRow>`
    SELECT bd.merchant_id, to_char(bd.day, 'YYYY-MM-DD') AS day, bd.deposit_count, bd.deposit_sum, bd.first_depositors,
      bd.withdrawal_count, bd.withdrawal_sum, bd.registrations, bd.bonus,
      coalesce(g.bet_count, 0)::int AS bet_count, coalesce(g.stake, 0)::bigint AS stake,
      coalesce(g.valid_bet, 0)::bigint AS valid_bet, coalesce(g.win, 0)::bigint AS win, bd.active_players
    FROM ${ranges(list)}
    JOIN report_brand_days bd ON bd.merchant_id = r.merchant_id AND bd.day BETWEEN r.from_day AND r.to_day
    LEFT JOIN report_game_days g ON g.merchant_id = bd.merchant_id AND g.day = bd.day AND g.product = '' AND g.vendor_code = '' AND g.game_code = ''
    ORDER BY bd.day, bd.merchant_id`.execute(db)
  return rows
}

/**
 * Distinct members who bet or deposited in the ranges, per currency, for ranges that end on the
 * brand's today (the dashboard's): nobody has a later day, so they are the members whose last
 * active day is in the range, one index-only count per brand (a member has one brand, so the
 * brands' counts add up) instead of a distinct over every member day.
 */
export async function activePlayers(
  db: Db,
  list: readonly BrandRange[],
): Promise<{ currency: string; players: number }[]> {
  const { rows } = await sql<{ currency: string; players: number }>`
    SELECT m.currency, sum((SELECT count(*) FROM report_member_last_days l
      WHERE l.merchant_id = r.merchant_id AND l.day BETWEEN r.from_day AND r.to_day))::int AS players
    FROM ${ranges(list)}
    JOIN merchants m ON m.id = r.merchant_id
    GROUP BY m.currency`.execute(db)
  return rows
}

export interface ProductRow {
  currency: string
  product: string
  betCount: number
  stake: bigint
  validBet: bigint
  win: bigint
}

/** The bets per currency and product over the ranges. */
export async function products(db: Db, list: readonly BrandRange[]): Promise<ProductRow[]> {
  const { rows } = await sql<ProductRow>`
    SELECT m.currency, g.product, sum(g.bet_count)::int AS bet_count, sum(g.stake)::bigint AS stake,
      sum(g.valid_bet)::bigint AS valid_bet, sum(g.win)::bigint AS win
    FROM ${ranges(list)}
    JOIN report_game_days g ON g.merchant_id = r.merchant_id AND g.day BETWEEN r.from_day AND r.to_day
      AND g.product <> '' AND g.vendor_code = '' AND g.game_code = ''
    JOIN merchants m ON m.id = r.merchant_id
    GROUP BY 1, 2 ORDER BY 1, 2`.execute(db)
  return rows
}

export interface PendingRow {
  deposits: number
  withdrawals: number
  disputes: number
  adjustments: number
  lotteryResults: number
}

/** The live queues, each an indexed count (merchant, status). */
export async function pending(db: Db, merchantIds: readonly number[]): Promise<PendingRow> {
  const ids = sql.join(merchantIds.length > 0 ? merchantIds : [0])
  const { rows } = await sql<PendingRow>`
    SELECT (SELECT count(*) FROM deposits WHERE merchant_id IN (${ids}) AND status = 'pending')::int AS deposits,
      (SELECT count(*) FROM withdrawals WHERE merchant_id IN (${ids}) AND status = 'pending')::int AS withdrawals,
      (SELECT count(*) FROM withdrawals WHERE merchant_id IN (${ids}) AND status = 'disputed')::int AS disputes,
      (SELECT count(*) FROM money_requests WHERE merchant_id IN (${ids}) AND status = 'pending')::int AS adjustments,
      (SELECT count(*) FROM lottery_draws WHERE state = 'entered')::int AS lottery_results`.execute(db)
  return rows[0]!
}

export interface Slice {
  limit: number
  offset: number
}

/** Paged rows with the total of the whole selection (window count: one statement). */
export interface Paged<T> {
  rows: T[]
  total: number
}

export function paged<T>(rows: (T & { total: number })[]): Paged<T> {
  return { rows: rows.map(({ total: _total, ...row }) => row as T), total: rows[0]?.total ?? 0 }
}

export type GameLevel = 'brand' | 'product' | 'vendor' | 'game'

const LEVEL: Record<GameLevel, RawBuilder<unknown>> = {
  brand: sql`g.product = '' AND g.vendor_code = '' AND g.game_code = ''`,
  product: sql`g.product <> '' AND g.vendor_code = '' AND g.game_code = ''`,
  vendor: sql`g.vendor_code <> '' AND g.game_code = ''`,
  game: sql`g.game_code <> ''`,
}

export interface ProfitLossRow {
  day: string
  merchantId: number
  product: string
  vendorCode: string
  gameCode: string
  players: number
  betCount: number
  stake: bigint
  validBet: bigint
  win: bigint
}

/** The game days at one level of grouping ('' for the levels above it). */
export async function profitLoss(db: Db, list: readonly BrandRange[], level: GameLevel, slice: Slice) {
  const { rows } = await sql<ProfitLossRow & { total: number }>`
    SELECT to_char(g.day, 'YYYY-MM-DD') AS day, g.merchant_id, g.product, g.vendor_code, g.game_code, g.players, g.bet_count,
      g.stake, g.valid_bet, g.win, count(*) OVER ()::int AS total
    FROM ${ranges(list)}
    JOIN report_game_days g ON g.merchant_id = r.merchant_id AND g.day BETWEEN r.from_day AND r.to_day AND ${LEVEL[level]}
    ORDER BY g.day, g.merchant_id, g.product, g.vendor_code, g.game_code
    LIMIT ${slice.limit} OFFSET ${slice.offset}`.execute(db)
  return paged(rows)
}

export interface CashierRow {
  day: string
  merchantId: number
  direction: 'deposit' | 'withdrawal'
  channel: string
  count: number
  sum: bigint
}

export async function cashier(db: Db, list: readonly BrandRange[], slice: Slice) {
  const { rows } = await sql<CashierRow & { total: number }>`
    SELECT to_char(c.day, 'YYYY-MM-DD') AS day, c.merchant_id, c.direction, c.channel, c.count, c.sum, count(*) OVER ()::int AS total
    FROM ${ranges(list)}
    JOIN report_cashier_days c ON c.merchant_id = r.merchant_id AND c.day BETWEEN r.from_day AND r.to_day
    ORDER BY c.day, c.merchant_id, c.direction, c.channel
    LIMIT ${slice.limit} OFFSET ${slice.offset}`.execute(db)
  return paged(rows)
}

export interface MemberActivityRow {
  merchantId: number
  memberId: bigint
  username: string
  betCount: number
  stake: bigint
  validBet: bigint
  win: bigint
  depositCount: number
  depositSum: bigint
  withdrawalCount: number
  withdrawalSum: bigint
}

/** Per member over the ranges, from the member days; biggest stake first. */
export async function memberActivity(db: Db, list: readonly BrandRange[], slice: Slice) {
  const { rows } = await sql<MemberActivityRow & { total: number }>`
    SELECT a.*, u.username, count(*) OVER ()::int AS total
    FROM (SELECT md.merchant_id, md.member_id, sum(md.bet_count)::int AS bet_count, sum(md.stake)::bigint AS stake,
            sum(md.valid_bet)::bigint AS valid_bet, sum(md.win)::bigint AS win, sum(md.deposit_count)::int AS deposit_count,
            sum(md.deposit_sum)::bigint AS deposit_sum, sum(md.withdrawal_count)::int AS withdrawal_count,
            sum(md.withdrawal_sum)::bigint AS withdrawal_sum
          FROM ${ranges(list)}
          JOIN report_member_days md ON md.merchant_id = r.merchant_id AND md.day BETWEEN r.from_day AND r.to_day
          GROUP BY 1, 2) a
    JOIN members u ON u.id = a.member_id
    ORDER BY a.stake DESC, a.member_id
    LIMIT ${slice.limit} OFFSET ${slice.offset}`.execute(db)
  return paged(rows)
}

export interface CommissionRow {
  billId: bigint
  merchantId: number
  agentId: bigint
  agentUsername: string
  kind: string
  periodStart: Date
  periodEnd: Date
  amount: bigint
  status: string
  paidAt: Date | null
}

/** Agent bills whose period starts within the ranges' days, in each brand's time zone. */
export async function agentCommissions(db: Db, list: readonly BrandRange[], slice: Slice) {
  const { rows } = await sql<CommissionRow & { total: number }>`
    SELECT b.id AS bill_id, b.merchant_id, b.agent_id, u.username AS agent_username, b.kind, b.period_start, b.period_end,
      b.amount, b.status, b.paid_at, count(*) OVER ()::int AS total
    FROM ${ranges(list)}
    JOIN merchants m ON m.id = r.merchant_id
    JOIN agent_bills b ON b.merchant_id = r.merchant_id AND b.period_start >= (r.from_day::timestamp AT TIME ZONE m.timezone)
      AND b.period_start < ((r.to_day + 1)::timestamp AT TIME ZONE m.timezone)
    JOIN members u ON u.id = b.agent_id
    ORDER BY b.period_start, b.id
    LIMIT ${slice.limit} OFFSET ${slice.offset}`.execute(db)
  return paged(rows)
}
