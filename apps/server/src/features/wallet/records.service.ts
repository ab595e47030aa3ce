import { AppError } from '../../lib/app-error'
import { fromMinor } from '../../lib/money'
import type { Db } from '../../db/database'
import * as repo from './wallet.repository'

const DAY_MS = 86_400_000
/** One query never spans more than this: older history is read a quarter at a time. */
const MAX_RANGE_DAYS = 92

export interface RecordQuery {
  type?: string | undefined
  from?: string | undefined
  to?: string | undefined
  pageNum?: number | undefined
  pageSize?: number | undefined
}

/** The account record (ODSFE2_MemTransDet): wallet movements in a range, paged. */
export async function transactionRecords(db: Db, memberId: bigint, query: RecordQuery) {
  const to = query.to ? new Date(query.to) : new Date()
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - 7 * DAY_MS)
  if (Number.isNaN(to.getTime()) || Number.isNaN(from.getTime()) || from >= to) {
    throw new AppError('validation_failed', 'The range is not valid', [{ path: '/querystring/from', message: 'before to' }])
  }
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) {
    throw new AppError('validation_failed', `At most ${MAX_RANGE_DAYS} days at a time`, [{ path: '/querystring/from', message: 'range too long' }])
  }
  const pageNum = query.pageNum ?? 1
  const pageSize = query.pageSize ?? 20
  const { rows, total } = await repo.memberEntries(db, { memberId, type: query.type, from, to, limit: pageSize, offset: (pageNum - 1) * pageSize })
  return {
    content: rows.map((row) => ({
      id: String(row.id),
      time: row.createdAt.toISOString(),
      type: row.kind,
      wallet: row.walletKind === 'member_main' ? ('MAIN' as const) : ('VENDOR' as const),
      amount: fromMinor(row.amount),
      balanceAfter: fromMinor(row.balanceAfter),
    })),
    pageNum,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    totalElements: total,
  }
}
