import type { Contract, ContractKind } from '@sea/contract'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { downline, type Caller } from '../agent-tree/agent-tree.service'
import { findById } from '../member/member-records.service'
import { usernameKey } from '../../lib/username'
import * as repo from './contract.repository'
import * as contracts from './contract.service'

/** The relay body: one action per call (decision 027); the contract's schema has checked its shape. */
export type ContractBody =
  | {
      action: 'offer'
      username: string
      tiers: Record<string, unknown>[]
      period?: 'daily' | 'weekly' | 'semimonthly' | 'monthly'
    }
  | { action: 'accept' | 'reject' | 'request_termination' | 'confirm_termination' | 'get'; contractId: string }
  | { action: 'list'; side?: 'own' | 'given' | 'all'; username?: string; history?: boolean }

export interface ContractActionResult {
  contract: Contract | null
  contracts: Contract[]
  ceiling: contracts.Ceiling
}

/** Runs one relay action and answers the contract it touched, the list or what it ended, and the ceiling. */
export async function runContractAction(
  db: Db,
  caller: Caller,
  kind: ContractKind,
  body: ContractBody,
): Promise<ContractActionResult> {
  const me = caller.agentId
  const show = (row: repo.ContractRow) => contracts.showContract(row, me)
  const load = async (id: bigint) => {
    const row = await repo.findContract(db, id)
    if (!row) throw new AppError('not_found', 'No such contract')
    return show(row)
  }
  let contract: Contract | null = null
  let list: Contract[] = []
  switch (body.action) {
    case 'offer':
      contract = show(
        await contracts.offer(db, caller, kind, body.username, { tiers: body.tiers, period: body.period }),
      )
      break
    case 'list': {
      const other = body.username ? await downlineOrUpline(db, caller, body.username) : undefined
      const rows = await repo.listContracts(db, {
        callerId: me,
        kind,
        side: body.side ?? 'all',
        counterpartId: other,
        history: body.history ?? false,
      })
      list = rows.map(show)
      break
    }
    default: {
      const id = BigInt(body.contractId)
      if (body.action === 'get') contract = show(await contracts.getContract(db, me, kind, id))
      if (body.action === 'accept') {
        const { ended } = await contracts.accept(db, me, kind, id)
        list = await Promise.all(ended.map(load))
      }
      if (body.action === 'reject') await contracts.reject(db, me, kind, id)
      if (body.action === 'request_termination') await contracts.requestTermination(db, me, kind, id)
      if (body.action === 'confirm_termination') await contracts.confirmTermination(db, me, kind, id)
      contract ??= await load(id)
    }
  }
  return { contract, contracts: list, ceiling: await contracts.ceilingOf(db, caller.merchant.id, me, kind) }
}

/** A list filter names a downline, or the caller's own upline. */
async function downlineOrUpline(db: Db, caller: Caller, username: string): Promise<bigint> {
  const self = await findById(db, caller.agentId)
  const upline = self?.parentId ? await findById(db, self.parentId) : undefined
  if (upline && upline.usernameKey === usernameKey(username)) return upline.id
  return (await downline(db, caller, username)).id
}
