import { isOperatorRole, PERMISSIONS, permissionsOf } from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { dummyVerify, verifyPassword } from '../../lib/password'
import { seal, unseal } from '../../lib/secret'
import { generateTotpSecret, totpUri, verifyTotp } from '../../lib/totp'
import { newToken, sha256 } from '../../lib/tokens'
import { countFailures, recordAttempt } from '../session/login-attempts.service'
import * as repo from './operator.repository'
import { brandsOf, operatorIdOf } from './operator.service'

// Operators hold the keys to money: shorter sessions and a hard stop after few failures.
const SESSION_HOURS = 12
export const IDLE_MINUTES = 30
const MAX_FAILURES_PER_HOUR = 10
// An office shares one address: room for a few colleagues' typos, not for guessing.
const MAX_ADDRESS_FAILURES_PER_HOUR = 30
const ENROLMENT_MINUTES = 10
/** Operator tokens carry a prefix, so the resolver knows which table to ask. */
export const OPERATOR_TOKEN_PREFIX = 'op_'
/** The name authenticator apps show next to an operator's codes. */
export const AUTHENTICATOR_ISSUER = 'Back office'
// Operators have no merchant of their own in the attempts table; 0 names no merchant.
const ATTEMPTS_SCOPE = 0
// Failed confirmations of a token that names nobody still count against the address.
const UNKNOWN_ENROLMENT_KEY = 'operator-enrolment:unknown'

export interface OperatorDeps {
  db: Db
  /** Seals authenticator secrets at rest. */
  sealingKey: Buffer
}

type Session = { token: string; expiresAt: string; passwordChangeRequired: boolean }
type Enrolment = { enrolment: { enrolmentToken: string; secret: string; otpauthUri: string; expiresAt: string } }

/** What operator login failures are counted under: password, code and password-change alike. */
export const attemptKey = (usernameKey: string) => `operator:${usernameKey}`

/**
 * Refuses before any secret is checked once the account (when there is one) or the address
 * failed too often this hour.
 */
export async function refuseWhenThrottled(db: Db, key: string, ip: string): Promise<void> {
  const failures = await countFailures(db, ATTEMPTS_SCOPE, key, ip, new Date(Date.now() - 3_600_000))
  const account = key === UNKNOWN_ENROLMENT_KEY ? 0 : failures.account
  if (account >= MAX_FAILURES_PER_HOUR || failures.address >= MAX_ADDRESS_FAILURES_PER_HOUR) {
    throw new AppError('too_many_attempts', 'Too many failed logins')
  }
}

async function refuse(db: Db, key: string, ip: string): Promise<never> {
  await recordFailure(db, key, ip)
  throw new AppError('invalid_credentials', 'Wrong username, password or authenticator code')
}

/** Counts one failed attempt of the account (and address) without refusing yet. */
export async function recordFailure(db: Db, key: string, ip: string): Promise<void> {
  await recordAttempt(db, ATTEMPTS_SCOPE, key, ip, false)
}

async function startSession(
  db: Db,
  operator: { id: number; passwordChangeRequired: boolean },
  key: string,
  ip: string,
): Promise<Session> {
  await recordAttempt(db, ATTEMPTS_SCOPE, key, ip, true)
  const token = OPERATOR_TOKEN_PREFIX + newToken()
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 3_600_000)
  await repo.insertSession(db, operator.id, sha256(token), ip, expiresAt)
  return { token, expiresAt: expiresAt.toISOString(), passwordChangeRequired: operator.passwordChangeRequired }
}

/**
 * Password and authenticator code start a session. An operator with no authenticator yet (new,
 * or reset) needs the password alone, and gets a freshly drawn secret to confirm instead.
 */
export async function operatorLogin(
  deps: OperatorDeps,
  input: { username: string; password: string; totpCode?: string | undefined },
  ip: string,
): Promise<Session | Enrolment> {
  const usernameKey = input.username.trim().toLowerCase()
  const key = attemptKey(usernameKey)
  await refuseWhenThrottled(deps.db, key, ip)
  const operator = await repo.findOperator(deps.db, usernameKey)
  const passwordOk = operator
    ? await verifyPassword(operator.passwordHash, input.password)
    : await dummyVerify(input.password)
  if (!operator || !passwordOk || operator.status !== 'active') return refuse(deps.db, key, ip)
  if (operator.totpSecretSealed === null) return beginEnrolment(deps, operator)
  const last = operator.totpLastStep === null ? null : Number(operator.totpLastStep)
  const totp = verifyTotp(unseal(deps.sealingKey, operator.totpSecretSealed), input.totpCode ?? '', Date.now(), last)
  if (!totp.ok || !(await repo.claimTotpStep(deps.db, operator.id, totp.step))) return refuse(deps.db, key, ip)
  return startSession(deps.db, operator, key, ip)
}

async function beginEnrolment(deps: OperatorDeps, operator: { id: number; username: string }): Promise<Enrolment> {
  const secret = generateTotpSecret()
  const enrolmentToken = newToken()
  const expiresAt = new Date(Date.now() + ENROLMENT_MINUTES * 60_000)
  await repo.saveEnrolment(deps.db, {
    operatorId: operator.id,
    tokenHash: sha256(enrolmentToken),
    secretSealed: seal(deps.sealingKey, secret),
    expiresAt,
  })
  const otpauthUri = totpUri({ secret, account: operator.username, issuer: AUTHENTICATOR_ISSUER })
  return { enrolment: { enrolmentToken, secret, otpauthUri, expiresAt: expiresAt.toISOString() } }
}

/**
 * Confirms a pending enrolment with a first code from the new authenticator: the secret becomes
 * the operator's and a session starts. Wrong codes count as failed logins of the account.
 */
export async function enrolOperator(
  deps: OperatorDeps,
  input: { enrolmentToken: string; totpCode: string },
  ip: string,
): Promise<Session> {
  const pending = await repo.findEnrolment(deps.db, sha256(input.enrolmentToken))
  const key = pending ? attemptKey(pending.usernameKey) : UNKNOWN_ENROLMENT_KEY
  await refuseWhenThrottled(deps.db, key, ip)
  if (
    !pending ||
    pending.expiresAt.getTime() <= Date.now() ||
    pending.status !== 'active' ||
    pending.totpSecretSealed !== null
  ) {
    return refuse(deps.db, key, ip)
  }
  const totp = verifyTotp(unseal(deps.sealingKey, pending.secretSealed), input.totpCode, Date.now(), null)
  if (!totp.ok) return refuse(deps.db, key, ip)
  // The secret, its audit row and the end of the enrolment commit together.
  const enrolled = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.completeEnrolment(trx, pending.operatorId, pending.secretSealed, totp.step))) return false
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(pending.operatorId),
      merchantId: null,
      ip,
      action: 'operator.enrol',
      target: `operator:${pending.operatorId}`,
      before: { enrolled: false },
      after: { enrolled: true },
    })
    return true
  })
  if (!enrolled) return refuse(deps.db, key, ip)
  return startSession(
    deps.db,
    { id: pending.operatorId, passwordChangeRequired: pending.passwordChangeRequired },
    key,
    ip,
  )
}

export async function principalForOperatorToken(db: Db, token: string): Promise<Principal> {
  const session = await repo.findLiveSession(db, sha256(token), IDLE_MINUTES)
  if (!session || session.status !== 'active') return { role: 'visitor', staleToken: true }
  if (Date.now() - session.lastSeenAt.getTime() > 60_000) await repo.touchSession(db, session.sessionId)
  return {
    role: 'operator',
    operatorId: session.operatorId,
    // No brand rows: the operator serves every brand of the installation.
    operatorMerchantIds: session.merchantIds.length === 0 ? null : session.merchantIds.map(Number),
    sessionId: session.sessionId,
    // A one-time password: the access check admits only the routes the change needs.
    mustChangePassword: session.passwordChangeRequired,
    permissions: permissionsOf(session.roles.filter(isOperatorRole)),
  }
}

function sessionOf(principal: Principal): bigint {
  if (principal.sessionId === undefined) throw new AppError('unauthorized', 'Log in first')
  return principal.sessionId
}

export async function operatorLogout(db: Db, principal: Principal): Promise<void> {
  await repo.revokeSession(db, sessionOf(principal))
}

/** Ends every session of the caller, this one included, with its audit row. */
export async function logoutEverywhere(db: Db, principal: Principal, ip: string): Promise<{ revoked: number }> {
  const operatorId = operatorIdOf(principal)
  return db.transaction().execute(async (trx) => {
    const revoked = await repo.revokeAllSessions(trx, operatorId)
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(operatorId),
      merchantId: null,
      ip,
      action: 'operator.logout_everywhere',
      target: `operator:${operatorId}`,
      before: null,
      after: { revoked },
    })
    return { revoked }
  })
}

/** Who the caller is, what it may do and which brands it sees: what the console starts from. */
export async function whoAmI(db: Db, principal: Principal) {
  const operatorId = operatorIdOf(principal)
  const brands = brandsOf(principal)
  const session = await repo.findSession(db, sessionOf(principal))
  const roles = session.roles.filter(isOperatorRole)
  const allowed = permissionsOf(roles)
  return {
    id: operatorId,
    username: session.username,
    roles,
    permissions: PERMISSIONS.filter((permission) => allowed.has(permission)),
    installationWide: brands === null,
    brands: await repo.brandsIn(db, brands),
    sessionExpiresAt: session.expiresAt.toISOString(),
    idleMinutes: IDLE_MINUTES,
  }
}
