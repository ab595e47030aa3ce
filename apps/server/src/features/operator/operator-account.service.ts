import { randomBytes } from 'node:crypto'
import { isOperatorRole, OPERATOR_ROLES, type OperatorRole } from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { hashPassword } from '../../lib/password'
import * as repo from './operator-account.repository'
import { brandsOf, operatorIdOf } from './operator.service'

export interface NewOperator {
  username: string
  roles: readonly OperatorRole[]
  /** The brands it serves; null: every brand of the installation. */
  merchantIds: readonly number[] | null
}

export const oneTimePassword = () => randomBytes(12).toString('base64url')

export function accountView(row: repo.AccountRow) {
  return {
    id: row.id,
    username: row.username,
    status: row.status,
    roles: row.roles.filter(isOperatorRole),
    merchantIds: row.merchantIds.length === 0 ? null : row.merchantIds.map(Number),
    enrolled: row.enrolled,
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  }
}
export type Account = ReturnType<typeof accountView>

/**
 * Inserts an operator with its roles (at least one, named by the caller: no power is granted by
 * default), its brands and a one-time password. It has no authenticator: its first login enrols one,
 * then replaces the password before anything else.
 */
export async function insertNewOperator(db: Db, input: NewOperator): Promise<{ operatorId: number; password: string }> {
  const unknown = input.roles.filter((role) => !isOperatorRole(role))
  if (input.roles.length === 0 || unknown.length > 0) {
    throw new AppError('validation_failed', `Name one or more roles of: ${OPERATOR_ROLES.join(', ')}`)
  }
  const merchantIds = input.merchantIds === null ? null : [...new Set(input.merchantIds)]
  if (merchantIds !== null && (await repo.countMerchants(db, merchantIds)) !== merchantIds.length) {
    throw new AppError('not_found', 'No such merchant')
  }
  const password = oneTimePassword()
  const operatorId = await repo.insertOperator(
    db,
    {
      username: input.username,
      usernameKey: input.username.trim().toLowerCase(),
      passwordHash: await hashPassword(password),
      passwordChangeRequired: true,
    },
    [...new Set(input.roles)],
    merchantIds,
  )
  if (operatorId === undefined) throw new AppError('username_taken', 'An operator with this username exists')
  return { operatorId, password }
}

/** The command line's way in: one transaction, so an operator never exists without its roles. */
export async function createOperator(db: Db, input: NewOperator) {
  return db.transaction().execute((trx) => insertNewOperator(trx, input))
}

/**
 * Whether the caller may see an operator: every brand it serves lies in the caller's scope, and
 * an installation-wide operator only to an installation-wide caller.
 */
export function mayManage(principal: Principal, merchantIds: readonly number[] | null): boolean {
  const brands = brandsOf(principal)
  if (brands === null) return true
  return merchantIds !== null && merchantIds.every((id) => brands.includes(id))
}

/** Granting, removing or touching `owner` is for holders of operators.owners (decision 052). */
export function requireOwnersPermission(principal: Principal, ...roleLists: (readonly OperatorRole[])[]): void {
  if (roleLists.some((roles) => roles.includes('owner')) && !principal.permissions?.has('operators.owners')) {
    throw new AppError('forbidden', "Only an owner manages owners' accounts")
  }
}

export async function listOperators(db: Db, principal: Principal, status: 'active' | 'disabled' | undefined) {
  const rows = (await repo.listAccounts(db, status)).map(accountView)
  return rows.filter((row) => mayManage(principal, row.merchantIds))
}

export async function auditAccount(
  db: Db,
  action: { principal: Principal; ip: string },
  what: string,
  before: Account | null,
  after: Account,
): Promise<void> {
  const state = (a: Account) => ({ roles: a.roles, merchantIds: a.merchantIds, status: a.status, enrolled: a.enrolled })
  const brands = after.merchantIds
  await recordAudit(db, {
    actorKind: 'operator',
    actorId: String(operatorIdOf(action.principal)),
    merchantId: brands?.length === 1 ? (brands[0] ?? null) : null,
    ip: action.ip,
    action: what,
    target: `operator:${after.id}`,
    before: before === null ? null : state(before),
    after: state(after),
  })
}

/** Creates an operator from the console: roles and brands within the caller's own reach. */
export async function createAccount(db: Db, action: { principal: Principal; ip: string }, input: NewOperator) {
  requireOwnersPermission(action.principal, input.roles)
  if (input.merchantIds === null && brandsOf(action.principal) !== null) {
    throw new AppError('forbidden', 'Only an installation-wide operator creates installation-wide operators')
  }
  if (!mayManage(action.principal, input.merchantIds)) throw new AppError('not_found', 'No such merchant')
  return db.transaction().execute(async (trx) => {
    const created = await insertNewOperator(trx, input)
    const operator = accountView((await repo.findAccount(trx, created.operatorId))!)
    await auditAccount(trx, action, 'operator.create', null, operator)
    return { operator, password: created.password }
  })
}
