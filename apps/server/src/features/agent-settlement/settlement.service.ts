import type { ContractKind } from '@sea/contract'
import type { StoredTier } from '../../db/agents-schema'
import type { Db } from '../../db/database'
import { ensureAccount, inTransaction, postTransfer } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { applyRate, matchTier } from '../agent-contract/contract-tiers'
import { teamBetBands, teamBetTotals } from '../agent-team/team.service'
import { periodOf, type Period } from '@sea/rules'
import * as repo from './settlement.repository'

/**
 * Salary and dividend settlement (docs/domain/site.md; decision 027). A period is billed once it
 * has been closed for GRACE_MS (bets settling at its very end have committed by then): each contract
 * in force at its end gets one bill, computed only from that closed period's bets, stored with its
 * computation under the unique (agent, kind, period start) key. Paying is separate: the upline's
 * wallet (the platform's commission account for top-level agents) pays each bill through the
 * ledger under the bill's own idempotency key, so it is paid exactly once; a payer short of funds
 * leaves the bill `insufficient_funds`, retried on every run.
 */

export const GRACE_MS = 60_000
/** Periods billed per (merchant, kind, period) and run at most: a long outage catches up over runs. */
const MAX_PERIODS_PER_RUN = 300
const MAX_PAYMENTS_PER_RUN = 500

export const LEDGER_KIND: Record<ContractKind, string> = {
  dividend: 'agent_dividend',
  daily_salary: 'agent_salary',
  hourly_salary: 'agent_salary',
  realtime_salary: 'agent_salary',
}

export interface Computation {
  amount: bigint
  /** Stored as JSON on the bill: amounts in minor units as strings, rates in basis points. */
  detail: Record<string, unknown>
}

/** One contract's bill for one closed period: the same inputs always give the same amount. */
export async function computeBill(
  db: Db,
  kind: ContractKind,
  agentId: bigint,
  tiers: readonly StoredTier[],
  period: Period,
): Promise<Computation> {
  const totals = await teamBetTotals(db, agentId, period.start, period.end)
  const base = {
    validBet: String(totals.validBet),
    stake: String(totals.stake),
    profitLoss: String(totals.payout - totals.stake),
    activeMembers: totals.activeMembers,
    betCount: totals.betCount,
  }
  if (kind === 'realtime_salary') {
    const thresholds = tiers.map((t) => BigInt(t.singleBetAmount as string))
    const bands = (await teamBetBands(db, agentId, period.start, period.end, thresholds)).filter((b) => b.band > 0)
    const lines = bands.map((b) => {
      const tier = tiers[b.band - 1] as StoredTier
      const amount =
        applyRate(b.wonValidBet, Number(tier.profitWageRate)) + applyRate(b.lostValidBet, Number(tier.lossWageRate))
      return {
        singleBetAmount: String(tier.singleBetAmount),
        wonValidBet: String(b.wonValidBet),
        lostValidBet: String(b.lostValidBet),
        amount: String(amount),
      }
    })
    const amount = lines.reduce((sum, l) => sum + BigInt(l.amount), 0n)
    const banded = bands.reduce((sum, b) => sum + b.wonValidBet + b.lostValidBet, 0n)
    return { amount, detail: { ...base, base: String(banded), tier: null, rate: null, bands: lines } }
  }
  const teamLoss = totals.stake - totals.payout
  const tier = matchTier(kind, tiers, { validBet: totals.validBet, teamLoss, activeMembers: totals.activeMembers })
  // Salaries pay on the valid bet; a dividend shares the team's loss (nothing when the team won).
  const on = kind === 'dividend' ? teamLoss : totals.validBet
  const amount = tier ? applyRate(on, Number(tier.rate)) : 0n
  return { amount, detail: { ...base, base: String(on > 0n ? on : 0n), tier, rate: tier ? Number(tier.rate) : null } }
}

/** Bills every contract in force for one closed period. */
async function billPeriod(
  db: Db,
  scope: { merchantId: number },
  kind: ContractKind,
  periodName: repo.Scope['period'],
  period: Period,
) {
  const contracts = await repo.contractsInForce(db, scope.merchantId, kind, periodName, period.end)
  for (const c of contracts) {
    const { amount, detail } = await computeBill(db, kind, c.agentId, c.tiers, period)
    if (amount <= 0n) continue
    await repo.insertBill(db, {
      merchantId: scope.merchantId,
      contractId: c.id,
      kind,
      agentId: c.agentId,
      payerId: c.uplineId,
      periodStart: period.start,
      periodEnd: period.end,
      amount,
      computation: JSON.stringify({ ...detail, contractVersion: c.version }),
    })
  }
}

export interface SettleOptions {
  /**
   * A replay of the past at `now` (the demo seed's history): payments take `now` as their
   * effective time in the ledger (decision 031). The jobs never set it.
   */
  history?: boolean
}

/** Bills the closed periods of a kind not billed yet, then pays what is unpaid. One job per kind runs this. */
export async function settleKind(
  db: Db,
  kind: ContractKind,
  now: Date,
  options: SettleOptions = {},
): Promise<{ periods: number; paid: number; unfunded: number }> {
  let periods = 0
  for (const scope of await repo.settlementScopes(db, kind)) {
    let cursor =
      (await repo.cursorOf(db, scope.merchantId, kind, scope.period)) ??
      periodOf(scope.period, scope.timezone, scope.firstDecided).start
    for (let i = 0; i < MAX_PERIODS_PER_RUN; i++) {
      const period = periodOf(scope.period, scope.timezone, cursor)
      if (period.end.getTime() + GRACE_MS > now.getTime()) break
      await billPeriod(db, scope, kind, scope.period, period)
      await repo.advanceCursor(db, scope.merchantId, kind, scope.period, period.end)
      cursor = period.end
      periods++
    }
  }
  let paid = 0
  let unfunded = 0
  for (const id of await repo.unpaidBillIds(db, kind, MAX_PAYMENTS_PER_RUN)) {
    if ((await payBill(db, id, now, options)) === 'paid') paid++
    else unfunded++
  }
  return { periods, paid, unfunded }
}

/**
 * Pays one bill under its row lock: a bill already paid is left alone, and the ledger's
 * idempotency key (`agent-bill:<id>`) would refuse a second posting even without the lock.
 */
export async function payBill(
  db: Db,
  id: bigint,
  now = new Date(),
  options: SettleOptions = {},
): Promise<'paid' | 'insufficient_funds'> {
  return inTransaction(db, async (trx) => {
    const bill = await repo.lockBill(trx, id)
    if (!bill) throw new AppError('not_found', 'No such bill')
    if (bill.status === 'paid') return 'paid'
    const key = { merchantId: bill.merchantId, currency: bill.currency }
    const [payer, payee] = await Promise.all([
      bill.payerId === null
        ? ensureAccount(trx, { ...key, kind: 'agent_commission' })
        : ensureAccount(trx, { ...key, kind: 'member_main', ownerMemberId: bill.payerId }),
      ensureAccount(trx, { ...key, kind: 'member_main', ownerMemberId: bill.agentId }),
    ])
    try {
      const result = await postTransfer(trx, {
        idempotencyKey: `agent-bill:${bill.id}`,
        ...key,
        kind: LEDGER_KIND[bill.kind],
        externalRef: `agent-bill:${bill.id}`,
        entries: [
          { accountId: payer, amount: -bill.amount },
          { accountId: payee, amount: bill.amount },
        ],
        metadata: { billId: String(bill.id), contractKind: bill.kind, periodStart: bill.periodStart.toISOString() },
        ...(options.history ? { effectiveAt: now } : {}),
      })
      await repo.markPaid(trx, bill.id, result.transactionId, now)
      return 'paid'
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'insufficient_funds') throw error
      await repo.markUnfunded(trx, bill.id, now)
      return 'insufficient_funds'
    }
  })
}
