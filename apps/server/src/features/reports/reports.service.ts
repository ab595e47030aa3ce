import {
  AgentCommissionRowSchema,
  CashierRowSchema,
  InterventionSchema,
  type InterventionCategory,
  MemberActivityRowSchema,
  ProfitLossRowSchema,
  REPORT_CSV_MAX_ROWS,
  REPORT_MAX_DAYS,
  type ReportName,
} from '@sea/contract'
import { addDays, dayIn, utcMidnight } from '@sea/rules'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { toCsv } from '../../lib/csv'
import { fromMinor } from '../../lib/money'
import { brandsOf, canSee } from '../operator/operator.service'
import { interventionCounts, interventionRows } from './interventions.service'
import * as repo from './report.repository'

/**
 * The reports (decision 052, "Reports from rollups"): one brand or every brand in the operator's
 * scope, over brand-local days, each as a page of JSON or the whole selection as CSV.
 */

/** The brands a call covers: the one named (outside the scope: not found) or every one in scope. */
export async function brandsInScope(
  db: Db,
  principal: Principal,
  merchantId: number | undefined,
): Promise<repo.Brand[]> {
  if (merchantId !== undefined) {
    const found = canSee(principal, merchantId) ? await repo.brands(db, [merchantId]) : []
    if (found.length === 0) throw new AppError('not_found', 'No such merchant')
    return found
  }
  return repo.brands(db, brandsOf(principal))
}

/** [from, to] checked: real dates, in order, at most REPORT_MAX_DAYS days. */
export function checkedRange(from: string, to: string): { from: string; to: string } {
  const start = utcMidnight(from)
  const end = utcMidnight(to)
  const bad = (path: string, message: string) =>
    new AppError('validation_failed', message, [{ path: `/querystring/${path}`, message }])
  if (start === null) throw bad('from', 'from is not a date')
  if (end === null) throw bad('to', 'to is not a date')
  if (end < start) throw bad('to', 'to is before from')
  if ((end - start) / 86_400_000 + 1 > REPORT_MAX_DAYS) throw bad('to', `more than ${REPORT_MAX_DAYS} days`)
  return { from, to }
}

export interface ReportQuery {
  merchantId?: number
  from: string
  to: string
  groupBy?: repo.GameLevel
  category?: InterventionCategory
  pageNum?: number
  pageSize?: number
}

const money = (minor: bigint) => fromMinor(minor)
const game = (level: string) => (level === '' ? null : level)

const read = {
  profitLoss: async (db: Db, list: repo.BrandRange[], query: ReportQuery, slice: repo.Slice) => {
    const page = await repo.profitLoss(db, list, query.groupBy ?? 'brand', slice)
    return {
      total: page.total,
      rows: page.rows.map((r) => ({
        day: r.day,
        merchantId: r.merchantId,
        product: game(r.product),
        vendorCode: game(r.vendorCode),
        gameCode: game(r.gameCode),
        players: r.players,
        betCount: r.betCount,
        stake: money(r.stake),
        validBet: money(r.validBet),
        wins: money(r.win),
        ggr: money(r.stake - r.win),
      })),
    }
  },
  cashier: async (db: Db, list: repo.BrandRange[], _query: ReportQuery, slice: repo.Slice) => {
    const page = await repo.cashier(db, list, slice)
    return { total: page.total, rows: page.rows.map(({ sum, ...r }) => ({ ...r, amount: money(sum) })) }
  },
  memberActivity: async (db: Db, list: repo.BrandRange[], _query: ReportQuery, slice: repo.Slice) => {
    const page = await repo.memberActivity(db, list, slice)
    return {
      total: page.total,
      rows: page.rows.map((r) => ({
        merchantId: r.merchantId,
        memberId: String(r.memberId),
        username: r.username,
        betCount: r.betCount,
        stake: money(r.stake),
        validBet: money(r.validBet),
        wins: money(r.win),
        ggr: money(r.stake - r.win),
        depositCount: r.depositCount,
        deposits: money(r.depositSum),
        withdrawalCount: r.withdrawalCount,
        withdrawals: money(r.withdrawalSum),
      })),
    }
  },
  agentCommissions: async (db: Db, list: repo.BrandRange[], _query: ReportQuery, slice: repo.Slice) => {
    const page = await repo.agentCommissions(db, list, slice)
    return {
      total: page.total,
      rows: page.rows.map((r) => ({
        billId: String(r.billId),
        merchantId: r.merchantId,
        agentId: String(r.agentId),
        agentUsername: r.agentUsername,
        kind: r.kind,
        periodStart: r.periodStart.toISOString(),
        periodEnd: r.periodEnd.toISOString(),
        amount: money(r.amount),
        status: r.status,
        paidAt: r.paidAt ? r.paidAt.toISOString() : null,
      })),
    }
  },
  interventions: (db: Db, list: repo.BrandRange[], query: ReportQuery, slice: repo.Slice) =>
    interventionRows(db, list, query.category, slice),
} satisfies Record<ReportName, unknown>

/** The CSV columns: the JSON rows' fields, in the contract's order. */
const COLUMNS: Record<ReportName, string[]> = {
  profitLoss: Object.keys(ProfitLossRowSchema.properties),
  cashier: Object.keys(CashierRowSchema.properties),
  memberActivity: Object.keys(MemberActivityRowSchema.properties),
  agentCommissions: Object.keys(AgentCommissionRowSchema.properties),
  interventions: Object.keys(InterventionSchema.properties),
}

/** The query's days, checked, for each brand it covers. */
async function brandRanges(db: Db, principal: Principal, query: { merchantId?: number; from: string; to: string }) {
  const { from, to } = checkedRange(query.from, query.to)
  return (await brandsInScope(db, principal, query.merchantId)).map((b) => ({ merchantId: b.id, from, to }))
}

/** How many interventions of each action the range holds (decision 060). */
export async function interventionSummary(
  db: Db,
  principal: Principal,
  query: { merchantId?: number; from: string; to: string },
) {
  return interventionCounts(db, await brandRanges(db, principal, query))
}

type Rows<N extends ReportName> = Awaited<ReturnType<(typeof read)[N]>>['rows']

async function selection<N extends ReportName>(
  db: Db,
  principal: Principal,
  name: N,
  query: ReportQuery,
  slice: repo.Slice,
) {
  const list = await brandRanges(db, principal, query)
  return (read[name] as (...args: unknown[]) => Promise<{ total: number; rows: Rows<N> }>)(db, list, query, slice)
}

/** One page of a report. */
export async function reportPage<N extends ReportName>(db: Db, principal: Principal, name: N, query: ReportQuery) {
  const pageNum = query.pageNum ?? 1
  const pageSize = query.pageSize ?? 50
  const { total, rows } = await selection(db, principal, name, query, {
    limit: pageSize,
    offset: (pageNum - 1) * pageSize,
  })
  return { content: rows, pageNum, totalPages: Math.ceil(total / pageSize), totalElements: total }
}

/** The whole selection as CSV with its file name; more than REPORT_CSV_MAX_ROWS rows asks for a narrower range. */
export async function reportCsv<N extends ReportName>(db: Db, principal: Principal, name: N, query: ReportQuery) {
  const { total, rows } = await selection(db, principal, name, query, { limit: REPORT_CSV_MAX_ROWS, offset: 0 })
  if (total > REPORT_CSV_MAX_ROWS) {
    throw new AppError('validation_failed', `More than ${REPORT_CSV_MAX_ROWS} rows: narrow the range`, [
      { path: '/querystring/to', message: `more than ${REPORT_CSV_MAX_ROWS} rows` },
    ])
  }
  return {
    fileName: `${name}_${query.from}_${query.to}.csv`,
    body: toCsv(COLUMNS[name], rows as unknown as Record<string, string | number | null>[]),
  }
}

/** A brand's last n local days up to today, in its own time zone. */
export function lastDays(timezone: string, n: number, now: Date): { from: string; to: string } {
  const to = dayIn(now, timezone)
  return { from: addDays(to, 1 - n), to }
}
