import type { Contract, ContractKind, RateCeilings } from '@sea/contract'
import { isAgentType } from '@sea/rules'
import { recordAudit } from '../../audit/audit'
import type { AgentRateCeilings } from '../../db/agents-schema'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { pageOf } from '../../lib/paging'
import { merchantToWrite, brandsOf } from '../operator/operator.service'
import { usernameKey } from '../../lib/username'
import { bpsToRate, rateToBps } from './contract-tiers'
import * as contracts from './contract.service'
import { merchantCeilings, type ContractRow } from './contract.repository'
import * as repo from './platform-contract.repository'

/**
 * The platform's side of the contracts of top-level agents (decision 027), for operators: the
 * platform offers, the agent accepts or rejects through its relay as from any upline, either side
 * asks to end and the other confirms. Every change is audited in its own transaction; an operator
 * of a merchant reaches that merchant's agents only, anything else answers not_found.
 */

export interface OperatorAction {
  principal: Principal
  ip: string
}

const PLATFORM: contracts.Party = { side: 'upline', memberId: null }
const show = (row: ContractRow): Contract => contracts.showContract(row, null)
const audit = (
  trx: Db,
  action: OperatorAction,
  merchantId: number,
  what: { action: string; target: string; before: Record<string, unknown> | null; after: Record<string, unknown> },
) =>
  recordAudit(trx, {
    actorKind: 'operator',
    actorId: String(action.principal.operatorId),
    merchantId,
    ip: action.ip,
    ...what,
  })

/** A top-level agent of the operator's scope: an agent with no agent above it. */
async function topAgent(db: Db, principal: Principal, memberId: bigint) {
  const agent = await repo.findAgent(db, memberId, brandsOf(principal))
  if (!agent) throw new AppError('not_found', 'No such member')
  if (!isAgentType(agent.isAgent)) throw new AppError('not_an_agent', 'Contracts are for agent accounts')
  if (agent.uplineIsAgent !== null && isAgentType(agent.uplineIsAgent)) {
    throw new AppError('not_direct_downline', 'This agent has an agent above it, who gives its contracts')
  }
  return agent
}

export interface TopAgentQuery {
  merchantId?: number | undefined
  username?: string | undefined
  pageNum?: number | undefined
  pageSize?: number | undefined
}

export async function listTopAgents(db: Db, principal: Principal, query: TopAgentQuery) {
  const merchantId = await merchantToWrite(db, principal, query.merchantId)
  const pageNum = query.pageNum ?? 1
  const pageSize = query.pageSize ?? 20
  const { rows, total } = await repo.topAgents(db, {
    merchantId,
    usernameKey: query.username === undefined ? undefined : usernameKey(query.username),
    limit: pageSize,
    offset: (pageNum - 1) * pageSize,
  })
  const live = await repo.platformContracts(
    db,
    rows.map((r) => r.id),
    { history: false },
  )
  return pageOf(
    rows.map((r) => ({
      memberId: String(r.id),
      username: r.username,
      isAgent: r.isAgent,
      status: r.status,
      registeredAt: r.createdAt.toISOString(),
      teamSize: r.teamSize ?? 0,
      contracts: live
        .filter((c) => c.agentId === r.id)
        .sort((a, b) => a.kind.localeCompare(b.kind))
        .map(show),
    })),
    pageNum,
    pageSize,
    total,
  )
}

export async function agentContracts(
  db: Db,
  principal: Principal,
  memberId: bigint,
  query: { kind?: ContractKind | undefined; history?: boolean | undefined },
) {
  const agent = await topAgent(db, principal, memberId)
  const rows = await repo.platformContracts(db, [agent.id], { kind: query.kind, history: query.history ?? false })
  return { contracts: rows.map(show) }
}

export interface PlatformOffer {
  kind: ContractKind
  tiers: Record<string, unknown>[]
  period?: 'daily' | 'weekly' | 'semimonthly' | 'monthly' | undefined
}

/** The platform's offer to a top-level agent, within the merchant's ceiling; it replaces a pending one. */
export async function offerContract(
  db: Db,
  action: OperatorAction,
  memberId: bigint,
  input: PlatformOffer,
  now = new Date(),
) {
  const agent = await topAgent(db, action.principal, memberId)
  return inTransaction(db, async (trx) => {
    const before = await repo.platformContracts(trx, [agent.id], { kind: input.kind, history: false })
    const id = await contracts.writeOffer(
      trx,
      agent.merchantId,
      null,
      agent.id,
      input.kind,
      { tiers: input.tiers, period: input.period },
      now,
    )
    const contract = show(await contracts.found(trx, id))
    await audit(trx, action, agent.merchantId, {
      action: 'agent_contract.offer',
      target: `member:${agent.id}`,
      before: {
        live: before.map((c) => ({
          contractId: String(c.id),
          status: c.status,
          version: c.version,
          maxRate: bpsToRate(c.maxRate),
        })),
      },
      after: {
        contractId: contract.id,
        kind: contract.kind,
        version: contract.version,
        period: contract.period,
        tiers: contract.tiers,
      },
    })
    return { contract }
  })
}

/**
 * Asks to end an active platform contract (`agree: false`), or confirms the agent's request
 * (`agree: true`). A request made already changes nothing and records nothing.
 */
export async function endContract(
  db: Db,
  action: OperatorAction,
  contractId: bigint,
  agree: boolean,
  now = new Date(),
) {
  return inTransaction(db, async (trx) => {
    const row = await repo.lockPlatformContract(trx, contractId, brandsOf(action.principal))
    if (!row) throw new AppError('not_found', 'No such contract')
    const before = show(row)
    if (agree) await contracts.agreeToEnd(trx, row, PLATFORM, now)
    else await contracts.askToEnd(trx, row, PLATFORM, now)
    const contract = show(await contracts.found(trx, contractId))
    if (before.terminationRequestedAt !== contract.terminationRequestedAt || before.status !== contract.status) {
      const state = (c: Contract) => ({
        status: c.status,
        terminationRequestedBy: c.terminationRequestedBy,
        endReason: c.endReason,
      })
      await audit(trx, action, row.merchantId, {
        action: agree ? 'agent_contract.confirm_termination' : 'agent_contract.request_termination',
        target: `agent_contract:${contractId}`,
        before: state(before),
        after: state(contract),
      })
    }
    return { contract }
  })
}

const showCeilings = (c: AgentRateCeilings): RateCeilings => ({
  dividend: bpsToRate(c.dividend),
  dailySalary: bpsToRate(c.dailySalary),
  hourlySalary: bpsToRate(c.hourlySalary),
  realtimeSalaryProfit: bpsToRate(c.realtimeSalaryProfit),
  realtimeSalaryLoss: bpsToRate(c.realtimeSalaryLoss),
})

export async function readCeilings(db: Db, principal: Principal, requested: number | undefined) {
  const merchantId = await merchantToWrite(db, principal, requested)
  return { merchantId, ceilings: showCeilings(await merchantCeilings(db, merchantId)) }
}

/**
 * Sets the ceilings: offers and acceptances are checked against them from now on. Contracts in
 * force are agreements and stay until ended by agreement; the answer lists the live platform
 * contracts above the new ceilings, so the operator can renegotiate them.
 */
export async function setCeilings(
  db: Db,
  action: OperatorAction,
  input: { merchantId?: number | undefined; ceilings: RateCeilings },
) {
  const merchantId = await merchantToWrite(db, action.principal, input.merchantId)
  const rate = (key: keyof RateCeilings) => rateToBps(input.ceilings[key], `/body/ceilings/${key}`, true)
  const next: AgentRateCeilings = {
    dividend: rate('dividend'),
    dailySalary: rate('dailySalary'),
    hourlySalary: rate('hourlySalary'),
    realtimeSalaryProfit: rate('realtimeSalaryProfit'),
    realtimeSalaryLoss: rate('realtimeSalaryLoss'),
  }
  return inTransaction(db, async (trx) => {
    const before = await repo.lockCeilings(trx, merchantId)
    await repo.writeCeilings(trx, merchantId, next)
    const ceilings = showCeilings(next)
    await audit(trx, action, merchantId, {
      action: 'merchant.agent_rate_ceilings',
      target: `merchant:${merchantId}`,
      before: showCeilings(before),
      after: ceilings,
    })
    return { merchantId, ceilings, above: (await repo.contractsAbove(trx, merchantId, next)).map(show) }
  })
}
