import type { ClaimKind } from '@sea/contract'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { fromMinor } from '../../lib/money'
import * as repo from './cashier.repository'
import * as claims from './claim.repository'
import { claimView } from './claim.service'
import { queueFilter, totalsView } from './queue-filter'

/** The dashboard's counters within the caller's brands, or the one brand asked for. */
export async function cashierSummary(db: Db, principal: Principal, query: { merchantId?: number | undefined }) {
  const rows = await repo.queueCounters(db, queueFilter(principal, query).merchantIds)
  const of = (queue: repo.CounterRow['queue']) => totalsView(rows.filter((row) => row.queue === queue))
  return { pendingDeposits: of('deposits'), pendingWithdrawals: of('withdrawals'), disputes: of('disputes') }
}

export type RiskHints = ReturnType<typeof riskView>

/** Risk hints of a page of withdrawals, by withdrawal id. */
export async function withdrawalRisks(db: Db, withdrawalIds: readonly bigint[]): Promise<Map<bigint, RiskHints>> {
  const rows = await repo.riskHints(db, withdrawalIds)
  return new Map(rows.map((row) => [BigInt(row.id), riskView(row)]))
}

/** The live claims on items of one kind, as queue rows show them, by item id. */
export async function liveClaims(db: Db, kind: ClaimKind, itemIds: readonly bigint[]) {
  const rows = await claims.liveOf(db, kind, itemIds)
  return new Map(rows.map((row) => [row.itemId, claimView(row)]))
}

/** The live claim on one item, or null. */
export async function liveClaim(db: Db, kind: ClaimKind, itemId: bigint) {
  const row = await claims.live(db, kind, itemId)
  return row ? claimView(row) : null
}

function riskView(row: repo.RiskRow) {
  const outstanding = BigInt(row.turnoverOutstanding)
  const deposited = BigInt(row.deposited)
  const withdrawn = BigInt(row.withdrawn)
  return {
    firstWithdrawal: row.firstWithdrawal,
    turnoverOutstanding: fromMinor(outstanding),
    turnoverMet: outstanding === 0n,
    sharedBankAccountMembers: Number(row.sharedBankAccountMembers),
    sharedIpMembers: Number(row.sharedIpMembers),
    deposited: fromMinor(deposited),
    withdrawn: fromMinor(withdrawn),
    net: fromMinor(deposited - withdrawn),
  }
}
