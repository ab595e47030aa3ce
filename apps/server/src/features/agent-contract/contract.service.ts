import type { Contract, ContractKind } from '@sea/contract'
import { isAgentType } from '@sea/rules'
import type { ContractPeriod } from '../../db/agents-schema'
import type { Db } from '../../db/database'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import * as members from '../member/member-records.service'
import { downline, type Caller } from '../agent-tree/agent-tree.service'
import { bpsToRate, checkTiers, showTier } from './contract-tiers'
import * as repo from './contract.repository'

/**
 * Contracts between an upline and a direct downline agent (docs/domain/site.md; decision 027):
 * offered -> rejected, or offered -> active -> terminated. Every offer is a new version; rows are
 * never deleted. A downline's rate never exceeds its upline's own rate of the kind (the merchant's
 * ceiling for top-level agents).
 */

const PERIOD_OF: Record<Exclude<ContractKind, 'dividend'>, ContractPeriod> = {
  daily_salary: 'daily',
  hourly_salary: 'hourly',
  realtime_salary: 'five_minutes',
}

/** Joins the caller's transaction (an operator's call audits in it), or runs one of its own. */
const transaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : inTransaction(db, work)

export interface Ceiling {
  maxRate: number | null
  maxLossRate: number | null
  source: 'merchant' | 'own_contract' | 'none'
}

/**
 * The highest rates an agent may offer of a kind: those of its own active contract; without one,
 * a top-level agent (no agent above it) has the merchant's ceiling and any other agent none.
 */
export async function ceilingOf(db: Db, merchantId: number, agentId: bigint, kind: ContractKind): Promise<Ceiling> {
  const own = await repo.activeContract(db, agentId, kind)
  if (own)
    return {
      maxRate: own.maxRate,
      maxLossRate: kind === 'realtime_salary' ? own.maxLossRate : null,
      source: 'own_contract',
    }
  const agent = await members.findById(db, agentId)
  const parent = agent?.parentId ? await members.findById(db, agent.parentId) : undefined
  if (parent && isAgentType(parent.isAgent)) return { maxRate: null, maxLossRate: null, source: 'none' }
  return merchantCeiling(db, merchantId, kind)
}

/** The merchant's ceiling of a kind: the most the platform gives a top-level agent, and what one without a contract may offer. */
export async function merchantCeiling(db: Db, merchantId: number, kind: ContractKind): Promise<Ceiling> {
  const ceilings = await repo.merchantCeilings(db, merchantId)
  if (kind === 'realtime_salary')
    return { maxRate: ceilings.realtimeSalaryProfit, maxLossRate: ceilings.realtimeSalaryLoss, source: 'merchant' }
  const rate = {
    dividend: ceilings.dividend,
    daily_salary: ceilings.dailySalary,
    hourly_salary: ceilings.hourlySalary,
  }[kind]
  return { maxRate: rate, maxLossRate: null, source: 'merchant' }
}

/** What an offer from `uplineId` must stay within: the upline's own ceiling, or the merchant's for the platform (null). */
const offerCeiling = (db: Db, merchantId: number, uplineId: bigint | null, kind: ContractKind) =>
  uplineId === null ? merchantCeiling(db, merchantId, kind) : ceilingOf(db, merchantId, uplineId, kind)

function checkCeiling(ceiling: Ceiling, maxRate: number, maxLossRate: number): void {
  if (ceiling.maxRate === null || maxRate > ceiling.maxRate || maxLossRate > (ceiling.maxLossRate ?? 0)) {
    throw new AppError('rate_above_ceiling', 'A rate is above what the upline may give', [
      { path: '/body/tiers', message: `at most ${ceiling.maxRate === null ? 'none' : bpsToRate(ceiling.maxRate)}` },
    ])
  }
}

/** Who asked to end a contract: its agent, or the other side (the upline; the platform is recorded as no member). */
function requester(row: repo.ContractRow): 'agent' | 'upline' | null {
  if (row.terminationRequestedAt === null) return null
  return row.terminationRequestedBy === row.agentId ? 'agent' : 'upline'
}

/** A contract as the API shows it to `callerId` (null: the platform, which gave it). */
export function showContract(row: repo.ContractRow, callerId: bigint | null): Contract {
  return {
    id: String(row.id),
    kind: row.kind,
    version: row.version,
    status: row.status,
    period: row.period,
    upline: row.uplineName,
    agent: row.agentName,
    side: row.agentId === callerId ? 'own' : 'given',
    tiers: row.tiers.map((t) => showTier(row.kind, t)),
    offeredAt: row.offeredAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    terminationRequestedBy: requester(row),
    terminationRequestedAt: row.terminationRequestedAt?.toISOString() ?? null,
    terminatedAt: row.terminatedAt?.toISOString() ?? null,
    endReason: row.endReason,
  }
}

export interface OfferInput {
  tiers: readonly Record<string, unknown>[]
  period?: 'daily' | 'weekly' | 'semimonthly' | 'monthly' | undefined
}

/** An offer's tiers, checked in shape and against the upline's ceiling (the merchant's for the platform). */
export async function checkOffer(
  db: Db,
  merchantId: number,
  uplineId: bigint | null,
  kind: ContractKind,
  input: OfferInput,
  path = '/body/tiers',
) {
  const checked = checkTiers(kind, input.tiers, path)
  checkCeiling(await offerCeiling(db, merchantId, uplineId, kind), checked.maxRate, checked.maxLossRate)
  return checked
}

/**
 * Writes an offer of `uplineId` (null: the platform) to `agentId`, replacing a pending one. The
 * caller has checked the parties; the rates are checked here against the upline's ceiling.
 */
export async function writeOffer(
  db: Db,
  merchantId: number,
  uplineId: bigint | null,
  agentId: bigint,
  kind: ContractKind,
  input: OfferInput,
  now = new Date(),
) {
  const checked = await checkOffer(db, merchantId, uplineId, kind, input)
  const period: ContractPeriod = kind === 'dividend' ? (input.period ?? 'monthly') : PERIOD_OF[kind]
  const unique = (error: unknown) => {
    // Two offers racing for one downline: one wins the version, the other hears conflict.
    throw (error as { code?: string }).code === '23505'
      ? new AppError('conflict', 'Another offer was made at the same time')
      : error
  }
  return transaction(db, async (trx) => {
    // A pending offer of the same kind is superseded by the new one.
    await repo.endOthers(trx, agentId, kind, 0n, 'offered', now)
    return repo.insertContract(trx, {
      merchantId,
      kind,
      uplineId,
      agentId,
      version: await repo.nextVersion(trx, agentId, kind),
      status: 'offered',
      period,
      tiers: JSON.stringify(checked.tiers),
      maxRate: checked.maxRate,
      maxLossRate: checked.maxLossRate,
      offeredAt: now,
    })
  }).catch(unique)
}

/** The upline's offer to a direct downline agent. */
export async function offer(db: Db, caller: Caller, kind: ContractKind, username: string, input: OfferInput) {
  const target = await downline(db, caller, username)
  if (target.depth !== 1) throw new AppError('not_direct_downline', 'Contracts go to direct downlines only')
  if (!isAgentType(target.isAgent)) throw new AppError('not_an_agent', 'Contracts are for agent accounts')
  const id = await writeOffer(db, caller.merchant.id, caller.agentId, target.id, kind, input)
  return found(db, id)
}

/** A contract as `callerId` sees it; null when there is none. */
export async function contractSeenBy(db: Db, id: bigint, callerId: bigint): Promise<Contract | null> {
  const row = await repo.findContract(db, id)
  return row ? showContract(row, callerId) : null
}

// The team list shows each downline's latest contracts.
export { latestContractsOf } from './contract.repository'

export async function found(db: Db, id: bigint) {
  const row = await repo.findContract(db, id)
  if (!row) throw new AppError('not_found', 'No such contract')
  return row
}

/** A contract of the kind the caller is a party to, locked; anything else reads as not found. */
async function partyContract(trx: Db, callerId: bigint, kind: ContractKind, id: bigint) {
  const row = await repo.findContract(trx, id, true)
  if (!row || row.kind !== kind || (row.agentId !== callerId && row.uplineId !== callerId))
    throw new AppError('not_found', 'No such contract')
  return row
}

const invalid = (what: string) => new AppError('contract_state_invalid', what)

/**
 * The downline accepts: the offer becomes the active contract (the previous one ends, superseded),
 * and whatever it gave its own downlines above its new rates ends (upline_rate_lowered).
 */
export async function accept(db: Db, callerId: bigint, kind: ContractKind, id: bigint, now = new Date()) {
  return transaction(db, async (trx) => {
    const row = await partyContract(trx, callerId, kind, id)
    if (row.agentId !== callerId || row.status !== 'offered')
      throw invalid('Only a pending offer to you can be accepted')
    checkCeiling(await offerCeiling(trx, row.merchantId, row.uplineId, kind), row.maxRate, row.maxLossRate)
    await repo.endOthers(trx, callerId, kind, id, 'active', now)
    await repo.setStatus(trx, id, { status: 'active', now })
    const ended = await repo.endAboveCeiling(
      trx,
      callerId,
      kind,
      row.maxRate,
      kind === 'realtime_salary' ? row.maxLossRate : 10_000,
      now,
    )
    return { id, ended }
  })
}

export async function reject(db: Db, callerId: bigint, kind: ContractKind, id: bigint, now = new Date()) {
  await transaction(db, async (trx) => {
    const row = await partyContract(trx, callerId, kind, id)
    if (row.agentId !== callerId || row.status !== 'offered')
      throw invalid('Only a pending offer to you can be rejected')
    await repo.setStatus(trx, id, { status: 'rejected', now, endReason: 'rejected' })
  })
}

/** A side of a contract: its agent, or the upline (`memberId` null: the platform). */
export interface Party {
  side: 'agent' | 'upline'
  memberId: bigint | null
}

const partyOf = (row: repo.ContractRow, callerId: bigint): Party => ({
  side: row.agentId === callerId ? 'agent' : 'upline',
  memberId: callerId,
})

/** Either side asks to end an active contract; asking again is harmless. The row is locked by the caller. */
export async function askToEnd(trx: Db, row: repo.ContractRow, party: Party, now: Date): Promise<void> {
  if (row.status !== 'active') throw invalid('Only an active contract can be ended')
  const asked = requester(row)
  if (asked !== null && asked !== party.side) throw invalid('The other side asked already: confirm it')
  if (asked === null) await repo.requestTermination(trx, row.id, party.memberId, now)
}

/** The other side confirms the request: the contract ends by agreement. The row is locked by the caller. */
export async function agreeToEnd(trx: Db, row: repo.ContractRow, party: Party, now: Date): Promise<void> {
  const asked = requester(row)
  if (row.status !== 'active' || asked === null || asked === party.side)
    throw invalid('Only the other side’s termination request can be confirmed')
  await repo.setStatus(trx, row.id, { status: 'terminated', now, endReason: 'agreed' })
}

export async function requestTermination(db: Db, callerId: bigint, kind: ContractKind, id: bigint, now = new Date()) {
  await transaction(db, async (trx) => {
    const row = await partyContract(trx, callerId, kind, id)
    await askToEnd(trx, row, partyOf(row, callerId), now)
  })
}

export async function confirmTermination(db: Db, callerId: bigint, kind: ContractKind, id: bigint, now = new Date()) {
  await transaction(db, async (trx) => {
    const row = await partyContract(trx, callerId, kind, id)
    await agreeToEnd(trx, row, partyOf(row, callerId), now)
  })
}

export async function getContract(db: Db, callerId: bigint, kind: ContractKind, id: bigint) {
  const row = await repo.findContract(db, id)
  if (!row || row.kind !== kind || (row.agentId !== callerId && row.uplineId !== callerId))
    throw new AppError('not_found', 'No such contract')
  return row
}

/**
 * Consolidated contract flags: a kind applies when the agent has or gave a live contract of it, or
 * may offer it (a merchant ceiling of 0.00 closes the kind to top-level agents without a contract).
 */
export async function contractFlags(db: Db, merchantId: number, agentId: bigint) {
  const live = await repo.liveKinds(db, agentId)
  const applies = async (kind: ContractKind) =>
    live.has(kind) || ((await ceilingOf(db, merchantId, agentId, kind)).maxRate ?? 0) > 0
  const [dividend, dailySalary, hourSalary, realTimeSalary] = await Promise.all([
    applies('dividend'),
    applies('daily_salary'),
    applies('hourly_salary'),
    applies('realtime_salary'),
  ])
  return { dividend, dailySalary, hourSalary, realTimeSalary }
}
