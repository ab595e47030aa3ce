import type { SessionValue } from '@sea/contract'
import { TRIAL } from '@sea/rules'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { hashPassword, verifyPassword } from '../../lib/password'
import { newToken, sha256 } from '../../lib/tokens'
import type { MessageSender } from '../../providers/messaging'
import type { MerchantSettings } from '../merchant/merchant.service'
import { usernameKey } from '../../lib/username'
import { startSession } from '../session/session.service'
import type { Client } from '../../http/client'
import { endMemberSessions } from '../session/session.service'
import { checkCode, phoneDestination, type CodeDeps } from '../verification/verification.service'
import * as repo from './member.repository'
import { checkLoginPassword } from './secret-attempts.service'
import { checkField } from './register-rules'

const RESET_TTL_MS = 30 * 60_000

interface NewPassword {
  newPassword: string
  confirmNewPassword?: string | undefined
}

/** The new password must pass the merchant's password rule and match its confirmation. */
function checkNewPassword(
  merchant: MerchantSettings,
  input: NewPassword,
  messages: ReadonlyMap<number, string>,
): string {
  const rule = merchant.registerRules.find((r) => r.field === 'password')
  const problem = rule ? checkField({ ...rule, field: 'newPassword' }, input.newPassword, messages, true) : null
  if (problem) throw new AppError('validation_failed', 'The new password is not valid', [problem])
  if (input.confirmNewPassword !== undefined && input.confirmNewPassword !== input.newPassword) {
    throw new AppError('password_mismatch', 'The passwords differ', [
      { path: '/body/confirmNewPassword', message: 'differs' },
    ])
  }
  return input.newPassword.trim()
}

/**
 * Changes the login password. The old one is needed unless this session is in the forced-change
 * state right after login. Every other session of the member ends.
 */
export async function changePassword(
  db: Db,
  merchant: MerchantSettings,
  who: { memberId: bigint; sessionId: bigint; mustChangePassword: boolean },
  input: NewPassword & { oldPassword?: string | undefined },
  messages: ReadonlyMap<number, string>,
): Promise<void> {
  const member = await repo.findById(db, who.memberId)
  if (!member) throw new AppError('unauthorized', 'Log in first')
  const password = checkNewPassword(merchant, input, messages)
  if (!who.mustChangePassword) {
    if (!input.oldPassword)
      throw new AppError('validation_failed', 'The old password is required', [
        { path: '/body/oldPassword', message: 'required' },
      ])
    await checkLoginPassword(db, member, input.oldPassword)
  }
  if (await verifyPassword(member.passwordHash, password))
    throw new AppError('password_same_as_old', 'Choose a new password')
  await repo.setPassword(db, member.id, await hashPassword(password))
  await endMemberSessions(db, member.id, who.sessionId)
}

export async function changePaymentPassword(
  db: Db,
  memberId: bigint,
  input: { loginPassword: string; newPaymentPassword: string; confirmPaymentPassword: string },
): Promise<void> {
  const member = await repo.findById(db, memberId)
  if (!member) throw new AppError('unauthorized', 'Log in first')
  if (!/^\d{6}$/.test(input.newPaymentPassword)) {
    throw new AppError('validation_failed', 'The payment password is 6 digits', [
      { path: '/body/newPaymentPassword', message: '6 digits' },
    ])
  }
  if (input.newPaymentPassword !== input.confirmPaymentPassword)
    throw new AppError('password_mismatch', 'The passwords differ')
  await checkLoginPassword(db, member, input.loginPassword)
  await repo.setPaymentPassword(db, member.id, await hashPassword(input.newPaymentPassword))
}

/**
 * Emails a single-use link when the username and email belong together. The answer is the same
 * either way, so the call cannot be used to find accounts.
 */
export async function sendResetLink(
  db: Db,
  sender: MessageSender,
  merchant: MerchantSettings,
  input: { username: string; email: string },
  origin: string,
): Promise<void> {
  const member = await repo.findByUsername(db, merchant.id, usernameKey(input.username))
  if (!member || !member.email || member.email !== input.email.trim().toLowerCase() || member.isAgent === TRIAL) return
  const token = await issueResetToken(db, member.id)
  await deliverResetLink(sender, {
    merchantId: merchant.id,
    brandName: merchant.brand.name,
    channel: 'email',
    destination: member.email,
    origin,
    token,
  })
}

/** A single-use reset token for a member, valid 30 minutes; only its hash is stored. */
export async function issueResetToken(db: Db, memberId: bigint): Promise<string> {
  const token = newToken()
  await repo.insertPasswordReset(db, sha256(token), memberId, new Date(Date.now() + RESET_TTL_MS))
  return token
}

/** Sends a reset token as a link on the brand's origin, by email or SMS. */
export async function deliverResetLink(
  sender: MessageSender,
  link: {
    merchantId: number
    brandName: string
    channel: 'sms' | 'email'
    destination: string
    origin: string
    token: string
  },
): Promise<void> {
  const url = `${link.origin}/?resetToken=${link.token}`
  await sender.send({
    merchantId: link.merchantId,
    channel: link.channel,
    destination: link.destination,
    ...(link.channel === 'email' ? { subject: `${link.brandName}: reset your password` } : {}),
    body:
      link.channel === 'email'
        ? `Open this link within 30 minutes to choose a new password: ${url}\nIf you did not ask for it, ignore this email.`
        : `${link.brandName}: choose a new password within 30 minutes at ${url}`,
    kind: 'reset_link',
    secret: link.token,
  })
}

export async function resetWithLink(
  db: Db,
  merchant: MerchantSettings,
  input: NewPassword & { token: string },
  messages: ReadonlyMap<number, string>,
): Promise<void> {
  const password = checkNewPassword(merchant, input, messages)
  const row = await repo.takePasswordReset(db, sha256(input.token), new Date())
  if (!row) throw new AppError('reset_link_invalid', 'The link is invalid or has expired')
  await repo.setPassword(db, row.memberId, await hashPassword(password))
  await endMemberSessions(db, row.memberId)
}

/** Forgot password by phone: the SMS code proves the number, then the member is logged in. */
export async function resetWithSms(
  deps: { db: Db; codes: Pick<CodeDeps, 'db' | 'key'> },
  merchant: MerchantSettings,
  input: NewPassword & { mobileNum: string; countryDialingCode: string; verificationCode: string },
  messages: ReadonlyMap<number, string>,
  client: Client,
): Promise<SessionValue> {
  if (!merchant.flags.PHONE_RECOVERY) throw new AppError('feature_disabled', 'Recovery by phone is off')
  const password = checkNewPassword(merchant, input, messages)
  await checkCode(
    deps.codes,
    merchant.id,
    'reset',
    phoneDestination(input.countryDialingCode, input.mobileNum),
    input.verificationCode,
  )
  const member = await repo.findByMobile(deps.db, merchant.id, input.countryDialingCode.trim(), input.mobileNum.trim())
  if (!member) throw new AppError('verification_code_invalid', 'No account has this mobile number')
  if (member.status !== 'active') throw new AppError('account_frozen', 'This account is frozen')
  await repo.setPassword(deps.db, member.id, await hashPassword(password))
  await endMemberSessions(deps.db, member.id)
  const updated = await repo.findById(deps.db, member.id)
  if (!updated) throw new AppError('internal', 'The member vanished')
  return startSession(deps.db, merchant, updated, 'sms', client)
}
