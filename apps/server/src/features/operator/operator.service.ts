import { randomBytes } from 'node:crypto'
import { isOperatorRole, OPERATOR_ROLES, permissionsOf, type OperatorRole } from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { dummyVerify, hashPassword, verifyPassword } from '../../lib/password'
import { seal, unseal } from '../../lib/secret'
import { generateTotpSecret, totpUri, verifyTotp } from '../../lib/totp'
import { newToken, sha256 } from '../../lib/tokens'
import { freezeMember, unfreezeMember } from '../member/member.service'
import { countFailures, recordAttempt } from '../session/login-attempts.service'
import * as repo from './operator.repository'

// Operators hold the keys to money: shorter sessions and a hard stop after few failures.
const SESSION_HOURS = 12
const IDLE_MINUTES = 30
const MAX_FAILURES_PER_HOUR = 10
/** Operator tokens carry a prefix, so the resolver knows which table to ask. */
export const OPERATOR_TOKEN_PREFIX = 'op_'
// Operators have no merchant of their own in the attempts table; 0 names no merchant.
const ATTEMPTS_SCOPE = 0

export interface OperatorDeps {
  db: Db
  /** Seals authenticator secrets at rest. */
  sealingKey: Buffer
}

/**
 * Creates an operator with its roles (at least one, named by the caller: no power is granted by
 * default) and a generated password and authenticator secret, shown once.
 */
export async function createOperator(
  deps: OperatorDeps,
  username: string,
  merchantId: number | null,
  roles: readonly OperatorRole[],
  issuer: string,
) {
  const unknown = roles.filter((role) => !isOperatorRole(role))
  if (roles.length === 0 || unknown.length > 0) {
    throw new AppError('validation_failed', `Name one or more roles of: ${OPERATOR_ROLES.join(', ')}`)
  }
  const password = randomBytes(12).toString('base64url')
  const secret = generateTotpSecret()
  await repo.insertOperator(
    deps.db,
    {
      username,
      usernameKey: username.trim().toLowerCase(),
      passwordHash: await hashPassword(password),
      totpSecretSealed: seal(deps.sealingKey, secret),
      merchantId,
    },
    [...new Set(roles)],
  )
  return { password, secret, otpauthUri: totpUri({ secret, account: username, issuer }) }
}

export async function operatorLogin(
  deps: OperatorDeps,
  input: { username: string; password: string; totpCode?: string | undefined },
  ip: string,
): Promise<{ token: string; expiresAt: string }> {
  const key = `operator:${input.username.trim().toLowerCase()}`
  const failures = await countFailures(deps.db, ATTEMPTS_SCOPE, key, ip, new Date(Date.now() - 3_600_000))
  if (failures.account >= MAX_FAILURES_PER_HOUR) throw new AppError('too_many_attempts', 'Too many failed logins')
  const operator = await repo.findOperator(deps.db, key.slice('operator:'.length))
  const passwordOk = operator
    ? await verifyPassword(operator.passwordHash, input.password)
    : await dummyVerify(input.password)
  const last =
    operator?.totpLastStep === null || operator?.totpLastStep === undefined ? null : Number(operator.totpLastStep)
  const totp =
    operator && passwordOk
      ? verifyTotp(unseal(deps.sealingKey, operator.totpSecretSealed), input.totpCode ?? '', Date.now(), last)
      : null
  const ok =
    operator &&
    passwordOk &&
    totp?.ok &&
    operator.status === 'active' &&
    (await repo.claimTotpStep(deps.db, operator.id, totp.step))
  if (!ok) {
    await recordAttempt(deps.db, ATTEMPTS_SCOPE, key, ip, false)
    throw new AppError('invalid_credentials', 'Wrong username, password or authenticator code')
  }
  await recordAttempt(deps.db, ATTEMPTS_SCOPE, key, ip, true)
  const token = OPERATOR_TOKEN_PREFIX + newToken()
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 3_600_000)
  await repo.insertSession(deps.db, operator.id, sha256(token), ip, expiresAt)
  return { token, expiresAt: expiresAt.toISOString() }
}

export async function principalForOperatorToken(db: Db, token: string): Promise<Principal> {
  const session = await repo.findLiveSession(db, sha256(token), IDLE_MINUTES)
  if (!session || session.status !== 'active') return { role: 'visitor', staleToken: true }
  if (Date.now() - session.lastSeenAt.getTime() > 60_000) await repo.touchSession(db, session.sessionId)
  return {
    role: 'operator',
    operatorId: session.operatorId,
    operatorMerchantId: session.merchantId,
    sessionId: session.sessionId,
    permissions: permissionsOf(session.roles.filter(isOperatorRole)),
  }
}

export async function operatorLogout(db: Db, sessionId: bigint): Promise<void> {
  await repo.revokeSession(db, sessionId)
}

/** Operators of one merchant see that merchant only; installation-wide operators see all. */
export function scopeOf(principal: Principal): number | null {
  if (principal.role !== 'operator' || principal.operatorId === undefined)
    throw new AppError('forbidden', 'Operators only')
  return principal.operatorMerchantId ?? null
}

/**
 * The brands an operator may see, for new code (decision 052): null for an installation-wide
 * operator, else the list it serves. A query narrows to `merchantId in brands` when not null.
 */
export function brandsOf(principal: Principal): readonly number[] | null {
  const scope = scopeOf(principal)
  return scope === null ? null : [scope]
}

/** Whether one brand lies within the operator's scope; outside it answers not found, never forbidden. */
export function canSee(principal: Principal, merchantId: number): boolean {
  const brands = brandsOf(principal)
  return brands === null || brands.includes(merchantId)
}

/**
 * The merchant an operator's write goes to: a merchant's own operator writes to it (naming
 * another answers not found, as for anything outside the scope); an installation-wide one names it.
 */
export async function merchantToWrite(db: Db, principal: Principal, requested: number | undefined): Promise<number> {
  const scope = scopeOf(principal)
  if (scope !== null) {
    if (requested !== undefined && requested !== scope) throw new AppError('not_found', 'No such merchant')
    return scope
  }
  if (requested === undefined) {
    throw new AppError('validation_failed', 'Name the merchant', [
      { path: '/body/merchantId', message: 'required of an installation-wide operator' },
    ])
  }
  if (!(await repo.merchantExists(db, requested))) throw new AppError('not_found', 'No such merchant')
  return requested
}

/**
 * The outbox as staff see it. Where it is the only channel its messages hold live codes and reset
 * links, so every read is audited with the messages it showed (docs/decisions/039).
 */
export async function readOutbox(
  db: Db,
  principal: Principal,
  query: { destination?: string | undefined; limit: number },
  ip: string,
) {
  const scope = scopeOf(principal)
  const rows = await repo.listOutbox(db, scope, query.destination, query.limit)
  await recordAudit(db, {
    actorKind: 'operator',
    actorId: String(principal.operatorId),
    merchantId: scope,
    ip,
    action: 'outbox.read',
    target: query.destination === undefined ? 'outbox' : `outbox:${query.destination}`,
    before: null,
    after: {
      messages: rows.map((row) => String(row.id)),
      readable: rows.filter((row) => row.status === 'kept').map((row) => String(row.id)),
    },
  })
  return rows.map((row) => ({ ...row, id: String(row.id), createdAt: row.createdAt.toISOString() }))
}

export async function setMemberFrozen(
  db: Db,
  principal: Principal,
  memberId: bigint,
  frozen: boolean,
  ip: string,
): Promise<void> {
  const scope = scopeOf(principal)
  const member = await repo.findMemberStatus(db, memberId)
  if (!member || (scope !== null && scope !== member.merchantId)) throw new AppError('not_found', 'No such member')
  // The change and its audit row commit together: a crash never leaves a freeze nobody recorded.
  await db.transaction().execute(async (trx) => {
    if (frozen) await freezeMember(trx, memberId)
    else await unfreezeMember(trx, memberId)
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(principal.operatorId),
      merchantId: member.merchantId,
      ip,
      action: frozen ? 'member.freeze' : 'member.unfreeze',
      target: `member:${memberId}`,
      before: { status: member.status },
      after: { status: frozen ? 'frozen' : 'active' },
    })
  })
}
