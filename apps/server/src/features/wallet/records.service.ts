import { RECORD_RANGE_MAX_DAYS, type Language } from '@sea/contract'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { fromMinor } from '../../lib/money'
import { pageOf } from '../../lib/paging'
import { profitLossOf } from './record-categories'
import * as records from './records.repository'
import * as repo from './wallet.repository'

const DAY_MS = 86_400_000
const DEFAULT_RANGE_DAYS = 7

export interface RangeQuery {
  from?: string | undefined
  to?: string | undefined
}

export interface PageQuery {
  pageNum?: number | undefined
  pageSize?: number | undefined
}

export interface RecordQuery extends RangeQuery, PageQuery {
  type?: string | undefined
}

/**
 * Every records call reads the same kind of range (docs/decisions/013): `from` inclusive, `to`
 * exclusive; `to` defaults to now and `from` to seven days before `to`; from <= to (an empty
 * range reads nothing) and at most RECORD_RANGE_MAX_DAYS apart.
 */
export function parseRange(query: RangeQuery, now = new Date()): { from: Date; to: Date } {
  const to = query.to ? new Date(query.to) : now
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - DEFAULT_RANGE_DAYS * DAY_MS)
  if (Number.isNaN(to.getTime()))
    throw new AppError('validation_failed', 'The range is not valid', [
      { path: '/querystring/to', message: 'a date-time' },
    ])
  if (Number.isNaN(from.getTime()))
    throw new AppError('validation_failed', 'The range is not valid', [
      { path: '/querystring/from', message: 'a date-time' },
    ])
  if (from > to)
    throw new AppError('validation_failed', 'The range is not valid', [
      { path: '/querystring/from', message: 'not after to' },
    ])
  if (to.getTime() - from.getTime() > RECORD_RANGE_MAX_DAYS * DAY_MS) {
    throw new AppError('validation_failed', `At most ${RECORD_RANGE_MAX_DAYS} days at a time`, [
      { path: '/querystring/from', message: `at most ${RECORD_RANGE_MAX_DAYS} days before to` },
    ])
  }
  return { from, to }
}

/** One page of a range: what the repositories read (`bounds`) and the numbers the page answers with. */
function rangedPage(query: RangeQuery & PageQuery) {
  const pageNum = query.pageNum ?? 1
  const pageSize = query.pageSize ?? 20
  return { pageNum, pageSize, bounds: { ...parseRange(query), limit: pageSize, offset: (pageNum - 1) * pageSize } }
}

/** The account record (ODSFE2_MemTransDet): wallet movements in a range, paged. */
export async function transactionRecords(db: Db, memberId: bigint, query: RecordQuery) {
  const page = rangedPage(query)
  const { rows, total } = await repo.memberEntries(db, { memberId, type: query.type, ...page.bounds })
  const content = rows.map((row) => ({
    id: String(row.id),
    time: row.createdAt.toISOString(),
    type: row.kind,
    wallet: row.walletKind === 'member_main' ? ('MAIN' as const) : ('VENDOR' as const),
    amount: fromMinor(row.amount),
    balanceAfter: fromMinor(row.balanceAfter),
  }))
  return pageOf(content, page.pageNum, page.pageSize, total)
}

/** Personal profit and loss: the member's ledger movements in a range, by category. */
export async function profitLoss(db: Db, memberId: bigint, currency: string, query: RangeQuery) {
  const { from, to } = parseRange(query)
  const totals = profitLossOf(await records.kindTotals(db, { memberId, currency, from, to }))
  const amounts = Object.fromEntries(Object.entries(totals).map(([category, amount]) => [category, fromMinor(amount)]))
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    currency,
    ...(amounts as Record<keyof typeof totals, string>),
  }
}

/** A promotion's title in the language asked, else English, else any it has. */
function titleIn(titles: Record<string, string> | null, language: Language | undefined): string {
  if (!titles) return ''
  return (language && titles[language]) || titles.EN || Object.values(titles)[0] || ''
}

/** Bonus details: each bonus credited in a range, with the reason and the paying promotion's title. */
export async function bonusRecords(
  db: Db,
  memberId: bigint,
  currency: string,
  query: RangeQuery & PageQuery & { language?: Language | undefined },
) {
  const page = rangedPage(query)
  const { rows, total } = await records.bonusEntries(db, { memberId, currency, ...page.bounds })
  const content = rows.map((row) => ({
    id: String(row.id),
    time: row.createdAt.toISOString(),
    amount: fromMinor(row.amount),
    type: typeof row.metadata.bonusType === 'string' ? row.metadata.bonusType : 'bonus',
    reason: typeof row.metadata.reason === 'string' ? row.metadata.reason : '',
    promotion:
      row.promotionId === null ? null : { id: String(row.promotionId), title: titleIn(row.titles, query.language) },
    balanceAfter: fromMinor(row.balanceAfter),
  }))
  return pageOf(content, page.pageNum, page.pageSize, total)
}
