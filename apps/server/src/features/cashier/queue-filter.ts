import type { Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { fromMinor, toMinor } from '../../lib/money'
import { brandsOf, canSee } from '../operator/operator.service'

/** The queue filters as the contract takes them (QueueFilters). */
export interface QueueQuery {
  merchantId?: number | undefined
  from?: string | undefined
  to?: string | undefined
  minAmount?: string | undefined
  maxAmount?: string | undefined
  username?: string | undefined
}

/** The same, checked and in the database's terms; merchantIds null: every brand. */
export interface QueueFilter {
  merchantIds: readonly number[] | null
  from?: Date
  to?: Date
  minAmount?: bigint
  maxAmount?: bigint
  usernameKey?: string
}

/**
 * Narrows the caller's brands to the one asked for (a brand outside them does not exist for the
 * caller) and turns amounts and times into the columns' terms.
 */
export function queueFilter(principal: Principal, query: QueueQuery): QueueFilter {
  let merchantIds = brandsOf(principal)
  if (query.merchantId !== undefined) {
    if (!canSee(principal, query.merchantId)) throw new AppError('not_found', 'No such merchant')
    merchantIds = [query.merchantId]
  }
  const filter: QueueFilter = { merchantIds }
  if (query.from !== undefined) filter.from = new Date(query.from)
  if (query.to !== undefined) filter.to = new Date(query.to)
  if (query.minAmount !== undefined) filter.minAmount = toMinor(query.minAmount)
  if (query.maxAmount !== undefined) filter.maxAmount = toMinor(query.maxAmount)
  if (query.username !== undefined) filter.usernameKey = query.username.trim().toLowerCase()
  return filter
}

/** Count and sum per brand and currency, as the contract's QueueTotalsSchema. */
export function totalsView(
  rows: { merchantId: number; currency: string; n: bigint | number; amount: bigint | string }[],
) {
  return rows.map((row) => ({
    merchantId: row.merchantId,
    currency: row.currency,
    count: Number(row.n),
    amount: fromMinor(BigInt(row.amount)),
  }))
}
