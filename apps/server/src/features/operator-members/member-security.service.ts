import { TRIAL } from '@sea/rules'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import type { MessageSender } from '../../providers/messaging'
import { deliverResetLink, issueResetToken } from '../member/password.service'
import { phoneDestination } from '../verification/verification.service'
import { actorOf } from './member-staff.service'
import * as repo from './operator-members.repository'
import { memberInScope } from './operator-members.service'

// Security actions on a member (decision 052, members.security). Each change commits with its audit row.

type Member = Awaited<ReturnType<typeof memberInScope>>

function audit(trx: Db, principal: Principal, ip: string, member: Member, action: string, after: object) {
  return recordAudit(trx, {
    ...actorOf(principal, ip),
    merchantId: member.merchantId,
    action,
    target: `member:${member.id}`,
    before: null,
    after: { ...after },
  })
}

/** A trial account has no password of its own: nothing to change or reset. */
function refuseTrial(member: Member) {
  if (member.isAgent === TRIAL) throw new AppError('conflict', 'A trial account has no password')
}

/** Ends one session of the member (a session of another member is not found); revoked counts 0 or 1. */
export async function revokeSession(db: Db, principal: Principal, memberId: bigint, sessionId: bigint, ip: string) {
  const member = await memberInScope(db, principal, memberId)
  if (!(await repo.sessionExists(db, member.id, sessionId))) throw new AppError('not_found', 'No such session')
  return db.transaction().execute(async (trx) => {
    const revoked = await repo.revokeSessions(trx, member.id, sessionId)
    if (revoked > 0) await audit(trx, principal, ip, member, 'member.session.revoke', { sessionId: String(sessionId) })
    return { revoked }
  })
}

export async function revokeAllSessions(db: Db, principal: Principal, memberId: bigint, ip: string) {
  const member = await memberInScope(db, principal, memberId)
  return db.transaction().execute(async (trx) => {
    const revoked = await repo.revokeSessions(trx, member.id)
    if (revoked > 0) await audit(trx, principal, ip, member, 'member.sessions.revoke', { revoked })
    return { revoked }
  })
}

/**
 * The member's sessions end and the next password login opens a session that may only change the
 * password (the site's forced-change screen); the flag clears once a new password is set.
 */
export async function forcePasswordChange(db: Db, principal: Principal, memberId: bigint, ip: string) {
  const member = await memberInScope(db, principal, memberId)
  refuseTrial(member)
  return db.transaction().execute(async (trx) => {
    await repo.requirePasswordChange(trx, member.id)
    const revoked = await repo.revokeSessions(trx, member.id)
    await audit(trx, principal, ip, member, 'member.password.force_change', { revoked })
    return { passwordChangeRequired: true as const, revoked }
  })
}

/** Where a link reaches the member: its email, else its mobile. */
function contactOf(member: Member): { channel: 'email' | 'sms'; destination: string } {
  if (member.email) return { channel: 'email', destination: member.email }
  if (member.mobileNum && member.countryDialingCode) {
    return { channel: 'sms', destination: phoneDestination(member.countryDialingCode, member.mobileNum) }
  }
  throw new AppError('conflict', 'The member has no email or mobile to send a link to')
}

/**
 * The member's own reset flow, started by an operator: the link is built on the brand's primary
 * domain (never on the operator's request) and goes out on the member's channel after the token and
 * its audit row commit. The token is never shown to the operator nor written in the audit.
 */
export async function sendResetLink(
  deps: { db: Db; sender: MessageSender },
  principal: Principal,
  memberId: bigint,
  ip: string,
) {
  const member = await memberInScope(deps.db, principal, memberId)
  refuseTrial(member)
  const contact = contactOf(member)
  const domain = await repo.linkDomain(deps.db, member.merchantId)
  if (domain === null) throw new AppError('conflict', 'The brand has no domain to link to')
  // Configured domains are served over TLS; only a development host answers plain HTTP.
  const origin = `${domain === 'localhost' ? 'http' : 'https'}://${domain}`
  const token = await deps.db.transaction().execute(async (trx) => {
    const issued = await issueResetToken(trx, member.id)
    await audit(trx, principal, ip, member, 'member.password.reset_link', contact)
    return issued
  })
  await deliverResetLink(deps.sender, {
    merchantId: member.merchantId,
    brandName: member.brandName,
    origin,
    token,
    ...contact,
  })
  return contact
}
