import { CONTRACT_KINDS, type ContractKind } from '@sea/contract'
import type { BillStatus, StoredTier } from '../../db/agents-schema'
import type { Db } from '../../db/database'
import { fromMinor } from '../../lib/money'
import { pageOf } from '../../lib/paging'
import { bpsToRate, showTier } from '../agent-contract/contract-tiers'
import { paging, type Caller } from '../agent-tree/agent-tree.service'
import { parseRange, type PageQuery, type RangeQuery } from '../wallet/records.service'
import * as repo from './bills.repository'

export interface BillQuery extends RangeQuery, PageQuery {
  side?: 'received' | 'paid' | undefined
  kind?: ContractKind | undefined
  status?: BillStatus | undefined
}

const amount = (minor: unknown) => fromMinor(BigInt(typeof minor === 'string' || typeof minor === 'number' ? minor : 0))

/** A bill's stored computation as the API shows it (decimals and percentages). */
export function showComputation(kind: ContractKind, c: Record<string, unknown>) {
  const bands = Array.isArray(c.bands) ? (c.bands as Record<string, string>[]) : undefined
  return {
    validBet: amount(c.validBet),
    stake: amount(c.stake),
    profitLoss: amount(c.profitLoss),
    activeMembers: Number(c.activeMembers ?? 0),
    betCount: Number(c.betCount ?? 0),
    base: amount(c.base),
    tier: c.tier ? showTier(kind, c.tier as StoredTier) : null,
    rate: typeof c.rate === 'number' ? bpsToRate(c.rate) : null,
    ...(bands
      ? {
          bands: bands.map((b) => ({
            singleBetAmount: amount(b.singleBetAmount),
            wonValidBet: amount(b.wonValidBet),
            lostValidBet: amount(b.lostValidBet),
            amount: amount(b.amount),
          })),
        }
      : {}),
  }
}

/** A bill as the API shows it, to the agent and to the back office alike. */
export function showBill(r: repo.BillRow) {
  return {
    id: String(r.id),
    kind: r.kind,
    contractId: String(r.contractId),
    contractVersion: r.version,
    agent: r.agent,
    payer: r.payer,
    periodStart: r.periodStart.toISOString(),
    periodEnd: r.periodEnd.toISOString(),
    amount: fromMinor(r.amount),
    status: r.status,
    attempts: r.attempts,
    paidAt: r.paidAt?.toISOString() ?? null,
    computation: showComputation(r.kind, r.computation),
  }
}

/** One page of the bills in scope, and the totals over the whole filter: paid, unpaid, by kind, and their count. */
export async function billPage(db: Db, scope: repo.BillScope, query: BillQuery) {
  const { from, to } = parseRange(query)
  const page = paging(query)
  const [rows, totals] = await repo.billsPage(db, scope, { ...query, from, to }, page)
  const byKind = Object.fromEntries(CONTRACT_KINDS.map((k) => [k, 0n])) as Record<ContractKind, bigint>
  let paid = 0n
  let unpaid = 0n
  let count = 0
  for (const t of totals) {
    const total = BigInt(t.total)
    byKind[t.kind] += total
    if (t.paid) paid += total
    else unpaid += total
    count += t.n
  }
  return {
    rows,
    page,
    count,
    totals: {
      paid: fromMinor(paid),
      unpaid: fromMinor(unpaid),
      byKind: Object.fromEntries(CONTRACT_KINDS.map((k) => [k, fromMinor(byKind[k])])) as Record<ContractKind, string>,
    },
  }
}

/** My income (bills paid to the caller) or what the caller pays its downlines, with totals over the filter. */
export async function listBills(db: Db, caller: Caller, query: BillQuery) {
  const { rows, page, count, totals } = await billPage(db, { agentId: caller.agentId }, query)
  return { ...pageOf(rows.map(showBill), page.pageNum, page.pageSize, count), totals }
}
