import type { OperatorRole } from '@sea/contract'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { hashPassword } from '../../lib/password'
import {
  accountView,
  auditAccount,
  mayManage,
  oneTimePassword,
  requireOwnersPermission,
  type Account,
} from './operator-account.service'
import * as repo from './operator-account.repository'
import { revokeAllSessions } from './operator.repository'
import { brandsOf, operatorIdOf } from './operator.service'

// The console's changes to another operator's account (decision 052). Each runs in one
// transaction with the target's row locked, and commits with its audit row.

type Action = { principal: Principal; ip: string }
type Step = (trx: Db, before: Account) => Promise<{ password?: string } | void>

const isWideOwner = (a: Pick<Account, 'status' | 'roles' | 'merchantIds'>) =>
  a.status === 'active' && a.roles.includes('owner') && a.merchantIds === null

/**
 * The last active installation-wide owner stays one: whoever would end that (disabling it, taking
 * its owner role or narrowing it to brands) is refused while no other such owner is left.
 */
async function keepAnOwner(trx: Db, before: Account, after: Pick<Account, 'status' | 'roles' | 'merchantIds'>) {
  if (!isWideOwner(before) || isWideOwner(after)) return
  const owners = await repo.wideOwners(trx)
  if (owners.every((id) => id === before.id)) {
    throw new AppError('last_owner', 'The last active installation-wide owner must stay one')
  }
}

/**
 * Loads the target (locked) as the caller may see it, refuses what the caller may not do to it,
 * runs the step and audits the result. Outside the caller's scope the operator does not exist.
 */
async function change(db: Db, action: Action, id: number, what: string, step: Step) {
  const self = operatorIdOf(action.principal)
  return db.transaction().execute(async (trx) => {
    await repo.takeManagementTurn(trx)
    const row = await repo.findAccount(trx, id, true)
    const before = row && accountView(row)
    if (!before || !mayManage(action.principal, before.merchantIds)) {
      throw new AppError('not_found', 'No such operator')
    }
    if (before.id === self) throw new AppError('validation_failed', 'Another operator must change your own account')
    requireOwnersPermission(action.principal, before.roles)
    const done = await step(trx, before)
    const after = accountView((await repo.findAccount(trx, id))!)
    await auditAccount(trx, action, what, before, after)
    return { operator: after, ...(done ?? {}) }
  })
}

export async function updateOperator(
  db: Db,
  action: Action,
  id: number,
  input: { roles: readonly OperatorRole[]; merchantIds: readonly number[] | null },
) {
  requireOwnersPermission(action.principal, input.roles)
  if (input.merchantIds === null && brandsOf(action.principal) !== null) {
    throw new AppError('forbidden', 'Only an installation-wide operator makes an operator installation-wide')
  }
  if (!mayManage(action.principal, input.merchantIds)) throw new AppError('not_found', 'No such merchant')
  const merchantIds = input.merchantIds === null ? null : [...new Set(input.merchantIds)].sort((a, b) => a - b)
  return change(db, action, id, 'operator.update', async (trx, before) => {
    if (merchantIds !== null && (await repo.countMerchants(trx, merchantIds)) !== merchantIds.length) {
      throw new AppError('not_found', 'No such merchant')
    }
    await keepAnOwner(trx, before, { status: before.status, roles: [...input.roles], merchantIds })
    await repo.setRolesAndBrands(trx, id, [...new Set(input.roles)], merchantIds)
    // Its sessions carry the old roles and brands: it logs in again under the new ones.
    await revokeAllSessions(trx, id)
  })
}

export async function disableOperator(db: Db, action: Action, id: number) {
  return change(db, action, id, 'operator.disable', async (trx, before) => {
    await keepAnOwner(trx, before, { ...before, status: 'disabled' })
    await repo.setStatus(trx, id, 'disabled')
    await revokeAllSessions(trx, id)
  })
}

export async function enableOperator(db: Db, action: Action, id: number) {
  return change(db, action, id, 'operator.enable', async (trx) => {
    await repo.setStatus(trx, id, 'active')
  })
}

export async function resetAuthenticator(db: Db, action: Action, id: number) {
  return change(db, action, id, 'operator.reset_authenticator', async (trx) => {
    await repo.clearAuthenticator(trx, id)
    await revokeAllSessions(trx, id)
  })
}

export async function resetPassword(db: Db, action: Action, id: number) {
  const password = oneTimePassword()
  const passwordHash = await hashPassword(password)
  const result = await change(db, action, id, 'operator.reset_password', async (trx) => {
    await repo.setOneTimePassword(trx, id, passwordHash)
    await revokeAllSessions(trx, id)
    return { password }
  })
  return { operator: result.operator, password }
}
