import type { SessionValue } from '@sea/contract'
import type { Selectable } from 'kysely'
import { isAgentType, TRIAL } from '@sea/rules'
import type { Db } from '../../db/database'
import type { MemberTable } from '../../db/schema'
import type { Principal } from '../../http/access'
import type { Client } from '../../http/client'
import { newToken, sha256 } from '../../lib/tokens'
import type { MerchantDirectory, MerchantSettings } from '../merchant/merchant.service'
import { refuseExcluded } from '../protection/protection-checks.service'
import * as repo from './session.repository'

// The idle clock moves at most once a minute: one write per session a minute, not per request.
const TOUCH_EVERY_MS = 60_000

export function roleOf(isAgent: number): Principal['role'] {
  if (isAgent === TRIAL) return 'trial'
  return isAgentType(isAgent) ? 'agent' : 'member'
}

export interface SessionRequest {
  memberId: bigint
  loginType: string
  mustChangePassword: boolean
  ip: string
  userAgent: string | null
  maxHours: number
}

/** Opens a session and returns its bearer token; only the token's hash is stored. */
export async function openSession(db: Db, request: SessionRequest): Promise<string> {
  const token = newToken()
  await repo.insertSession(db, {
    memberId: request.memberId,
    tokenHash: sha256(token),
    loginType: request.loginType,
    mustChangePassword: request.mustChangePassword,
    ip: request.ip,
    userAgent: request.userAgent?.slice(0, 300) ?? null,
    expiresAt: new Date(Date.now() + request.maxHours * 3_600_000),
  })
  return token
}

/**
 * The caller behind a bearer token: a live session of an active member, else a visitor
 * marked as having sent a token that no longer works (so the site can say the session expired).
 */
export async function principalForToken(db: Db, token: string): Promise<Principal> {
  const session = await repo.findLiveSession(db, sha256(token), 60)
  if (!session || session.status !== 'active') return { role: 'visitor', staleToken: true }
  // The member's own session limit (decision 059): the session ends at the first call past it.
  if (session.pastSessionLimit) {
    await repo.revokeSession(db, session.sessionId)
    return { role: 'visitor', staleToken: true, sessionLimitReached: true }
  }
  if (Date.now() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repo.touchSession(db, session.sessionId)
  return {
    role: roleOf(session.isAgent),
    memberId: session.memberId,
    merchantId: session.merchantId,
    sessionId: session.sessionId,
    mustChangePassword: session.mustChangePassword,
  }
}

/**
 * The caller behind a bearer token on a host: a session answers only on its own brand's domains.
 * Elsewhere its token is no session (routes for signed-in callers say session_expired, public
 * ones answer a visitor), so one brand's wallet never meets another brand's terms
 * (docs/security.md, brand isolation).
 */
export async function principalOnHost(
  db: Db,
  merchants: MerchantDirectory,
  token: string,
  host: string,
): Promise<Principal> {
  const principal = await principalForToken(db, token)
  if (principal.merchantId === undefined || (await merchants.forHost(host)).id === principal.merchantId)
    return principal
  return { role: 'visitor', staleToken: true }
}

export async function closeSession(db: Db, sessionId: bigint): Promise<void> {
  await repo.revokeSession(db, sessionId)
}

/** Password change, reset or freeze: the member's sessions end, except the one kept, if any. */
export async function endMemberSessions(db: Db, memberId: bigint, keepSessionId?: bigint): Promise<void> {
  await repo.revokeMemberSessions(db, memberId, keepSessionId)
  if (keepSessionId !== undefined) await repo.clearPasswordChange(db, memberId)
}

type Member = Pick<
  Selectable<MemberTable>,
  'id' | 'isAgent' | 'lastLoginAt' | 'passwordChangedAt' | 'passwordIsDefault' | 'passwordChangeRequired'
>

/** Password state at login: expired by age, or the default one an upline set. */
export function passwordState(
  merchant: MerchantSettings,
  member: Pick<Member, 'passwordChangedAt' | 'passwordIsDefault'>,
) {
  const maxAgeMs = merchant.passwordMaxAgeDays * 86_400_000
  const expired = maxAgeMs > 0 && Date.now() - member.passwordChangedAt.getTime() > maxAgeMs
  return { expired, isDefault: member.passwordIsDefault }
}

/** Opens the session and shapes the answer the site expects. */
export async function startSession(
  db: Db,
  merchant: MerchantSettings,
  member: Member,
  loginType: 'username' | 'sms' | 'third-party' | 'register' | 'freeplay',
  client: Client,
): Promise<SessionValue> {
  const state = passwordState(merchant, member)
  // SMS and third-party logins never prove the password, so they are not asked to change it. An
  // operator's demand (decision 052, members) holds whatever the brand's flag says.
  const forced =
    (loginType === 'username' || loginType === 'register') &&
    ((merchant.flags.FORCE_CHANGE_PASSWORD && (state.expired || state.isDefault)) || member.passwordChangeRequired)
  // Every way in ends here (password, SMS code, social login, registration, a reset by phone).
  await refuseExcluded(db, member.id)
  const token = await openSession(db, {
    memberId: member.id,
    loginType,
    mustChangePassword: forced,
    ip: client.ip,
    userAgent: client.userAgent,
    maxHours: merchant.sessionMaxHours,
  })
  await repo.recordLogin(db, member.id, client.ip)
  await repo.rememberIp(db, member.id, client.ip)
  return {
    token,
    verification: null,
    firstTimeLogin: member.lastLoginAt === null,
    passwordExpired: forced,
    captcha: false,
    isAgent: member.isAgent,
    lastLoginTime: member.lastLoginAt?.toISOString() ?? null,
  }
}
