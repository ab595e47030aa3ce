import type { ContractKind, FieldError } from '@sea/contract'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { hashPassword } from '../../lib/password'
import { checkOffer, contractSeenBy, writeOffer, type OfferInput } from '../agent-contract/contract.service'
import * as members from '../member/member-records.service'
import { checkField } from '../member/register-rules'
import { newAffiliateCode, uniqueViolation } from '../member/registration.service'
import { usernameKey } from '../../lib/username'
import type { Caller } from '../agent-tree/agent-tree.service'

export interface RegisterCenterInput {
  username: string
  password: string
  type: 'member' | 'agent'
  contract?: (OfferInput & { kind: ContractKind }) | undefined
}

/**
 * registerCenter: an agent creates a direct downline with an initial password, which the
 * downline must change at its first login (the agent knows it). An agent downline may be
 * offered a contract in the same call; the account stays even if the offer is refused.
 */
export async function registerDownline(db: Db, caller: Caller, input: RegisterCenterInput, ip: string) {
  const rules = new Map(caller.merchant.registerRules.map((r) => [r.field, r]))
  const problems = (['username', 'password'] as const)
    .map((field) => {
      const rule = rules.get(field)
      return rule ? checkField(rule, input[field], new Map(), true) : null
    })
    .filter((p): p is FieldError => p !== null)
  if (problems.length > 0) throw new AppError('validation_failed', 'Some fields are not valid', problems)
  if (input.contract && input.type !== 'agent') throw new AppError('not_an_agent', 'Contracts are for agent accounts')
  // Check the offer before creating anything, so a bad offer leaves no account behind.
  if (input.contract)
    await checkOffer(
      db,
      caller.merchant.id,
      caller.agentId,
      input.contract.kind,
      input.contract,
      '/body/contract/tiers',
    )
  const username = input.username.trim()
  let id: bigint
  try {
    id = await members.insertMember(db, {
      merchantId: caller.merchant.id,
      username,
      usernameKey: usernameKey(username),
      passwordHash: await hashPassword(input.password.trim()),
      passwordIsDefault: true,
      isAgent: input.type === 'agent' ? 1 : 0,
      parentId: caller.agentId,
      affiliateCode: newAffiliateCode(),
      profile: JSON.stringify({}),
      memberLabels: JSON.stringify([]),
      registerIp: ip,
    })
  } catch (error) {
    throw uniqueViolation(error) ?? error
  }
  const created = await members.findById(db, id)
  if (!created) throw new AppError('internal', 'The new account vanished')
  let contract = null
  if (input.contract) {
    const contractId = await writeOffer(db, caller.merchant.id, caller.agentId, id, input.contract.kind, input.contract)
    contract = await contractSeenBy(db, contractId, caller.agentId)
  }
  return { username: created.username, isAgent: created.isAgent, affiliateCode: created.affiliateCode, contract }
}
