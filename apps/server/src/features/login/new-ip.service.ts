import type { SessionValue, VERIFY_METHODS } from '@sea/contract'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import * as members from '../member/member-records.service'
import { mask } from '../member/member.service'
import { hasBoundAccount, matchesBoundPayee } from '../withdrawal/bank-account.service'
import { withSecretAttempts } from '../member/secret-attempts.service'
import { checkTotp, type TotpDeps } from '../member/totp.service'
import type { MerchantSettings } from '../merchant/merchant.service'
import { refuseExcluded } from '../protection/protection-checks.service'
import { checkCode, phoneDestination, sendCode, type CodeDeps } from '../verification/verification.service'
import * as repo from './challenge.repository'
import { startSession } from '../session/session.service'
import type { Client } from '../../http/client'

const CHALLENGE_TTL_MS = 10 * 60_000
const MAX_TRIES = 5

type Member = NonNullable<Awaited<ReturnType<typeof members.findById>>>

export interface NewIpDeps {
  db: Db
  codes: Omit<CodeDeps, 'brandName'>
  totp: TotpDeps
}

type Method = (typeof VERIFY_METHODS)[number]

/** The second factors this member has bound: mobile, email, authenticator, a bank account. */
async function methodsOf(db: Db, member: Member): Promise<Method[]> {
  return [
    ...(member.mobileNum && member.countryDialingCode ? (['sms'] as const) : []),
    ...(member.email ? (['email'] as const) : []),
    ...(member.totpSecretSealed ? (['totp'] as const) : []),
    ...((await hasBoundAccount(db, member.id)) ? (['bank_name'] as const) : []),
  ]
}

/**
 * When the merchant asks for it, a password login from an address this member never used needs
 * a second step. A member with nothing bound to verify with logs in as before.
 */
export async function challengeIfNewIp(
  db: Db,
  merchant: MerchantSettings,
  member: Member,
  client: Client,
): Promise<SessionValue | null> {
  if (!merchant.newIpVerification || member.lastLoginAt === null) return null
  if (await repo.isKnownIp(db, member.id, client.ip)) return null
  const methods = await methodsOf(db, member)
  if (methods.length === 0) return null
  const challengeId = await repo.insertChallenge(
    db,
    member.id,
    client.ip,
    'username',
    new Date(Date.now() + CHALLENGE_TTL_MS),
  )
  return {
    token: null,
    verification: { challengeId, methods },
    firstTimeLogin: false,
    passwordExpired: false,
    captcha: false,
    isAgent: member.isAgent,
    lastLoginTime: member.lastLoginAt.toISOString(),
  }
}

export async function sendChallengeCode(
  deps: NewIpDeps,
  merchant: MerchantSettings,
  input: { challengeId: string; method: 'sms' | 'email'; captcha?: string | undefined; captchaId?: string | undefined },
  client: Client,
) {
  const { challengeId, method } = input
  const challenge = await repo.findOpenChallenge(deps.db, challengeId, client.ip)
  if (!challenge) throw new AppError('verification_code_expired', 'Log in again')
  const member = await members.findById(deps.db, challenge.memberId)
  const destination = member ? destinationOf(member, method) : null
  if (!destination)
    throw new AppError('validation_failed', `No ${method} is bound`, [{ path: '/body/method', message: 'not bound' }])
  const asker = { ip: client.ip, captcha: input.captcha, captchaId: input.captchaId }
  const sent = await sendCode(
    { ...deps.codes, brandName: merchant.brand.name },
    merchant.id,
    'new_ip',
    destination,
    asker,
    method,
  )
  return { ...sent, destination: mask(destination) ?? '' }
}

export async function verifyChallenge(
  deps: NewIpDeps,
  merchant: MerchantSettings,
  input: { challengeId: string; method: Method; code: string },
  client: Client,
): Promise<SessionValue> {
  const challenge = await repo.takeChallengeAttempt(deps.db, input.challengeId, client.ip)
  if (!challenge || challenge.attempts > MAX_TRIES) throw new AppError('verification_code_expired', 'Log in again')
  const member = await members.findById(deps.db, challenge.memberId)
  if (!member || member.status !== 'active') throw new AppError('account_frozen', 'This account is frozen')
  await refuseExcluded(deps.db, member.id)
  // Every answer counts against the member's attempt limit too: a new login makes a new
  // challenge, so the challenge's own tries alone do not bound the guessing (decision 038).
  if (input.method === 'totp') await checkTotp(deps.totp, member.id, input.code)
  else if (input.method === 'bank_name') {
    // The holder's name in full, as on the bound account.
    await withSecretAttempts(deps.db, member.id, 'bank_name', async () => {
      if (!(await matchesBoundPayee(deps.db, member.id, input.code)))
        throw new AppError('verification_code_invalid', 'That is not the account holder')
    })
  } else {
    const destination = destinationOf(member, input.method)
    if (!destination) throw new AppError('verification_code_invalid', `No ${input.method} is bound`)
    await withSecretAttempts(deps.db, member.id, input.method === 'sms' ? 'sms_code' : 'email_code', () =>
      checkCode(deps.codes, merchant.id, 'new_ip', destination, input.code),
    )
  }
  if (!(await repo.consumeChallenge(deps.db, input.challengeId)))
    throw new AppError('verification_code_expired', 'Log in again')
  return startSession(deps.db, merchant, member, 'username', client)
}

function destinationOf(member: Member, method: 'sms' | 'email'): string | null {
  if (method === 'email') return member.email
  return member.mobileNum && member.countryDialingCode
    ? phoneDestination(member.countryDialingCode, member.mobileNum)
    : null
}
