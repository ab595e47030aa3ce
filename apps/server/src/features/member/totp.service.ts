import { renderSVG } from 'uqr'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { seal, unseal } from '../../lib/secret'
import { generateTotpSecret, totpUri, verifyTotp } from '../../lib/totp'
import type { MerchantSettings } from '../merchant/merchant.service'
import * as repo from './member.repository'
import { checkLoginPassword, withSecretAttempts } from './secret-attempts.service'

/** Authenticator secrets are stored sealed with a key derived from the app secret. */
export interface TotpDeps {
  db: Db
  sealingKey: Buffer
}

type Member = NonNullable<Awaited<ReturnType<typeof repo.findById>>>

async function newEnrolment(deps: TotpDeps, merchant: MerchantSettings, member: Member) {
  const secret = generateTotpSecret()
  await repo.setTotpPending(deps.db, member.id, seal(deps.sealingKey, secret))
  const otpauthUri = totpUri({ secret, account: member.username, issuer: merchant.brand.name.replace(/:/g, '') })
  return { secret, otpauthUri, qrCodeSvg: renderSVG(otpauthUri, { border: 2 }) }
}

/** A first authenticator. One already enrolled is replaced only through `startReplacement`. */
export async function startEnrolment(deps: TotpDeps, merchant: MerchantSettings, memberId: bigint) {
  const member = await repo.findById(deps.db, memberId)
  if (!member) throw new AppError('unauthorized', 'Log in first')
  if (member.totpSecretSealed)
    throw new AppError('conflict', 'An authenticator is enrolled: replace it with the password and a current code')
  return newEnrolment(deps, merchant, member)
}

/**
 * A new authenticator in place of the enrolled one: a stolen session alone must not be enough to
 * move the second factor to another phone (docs/decisions/038-secret-attempt-limits.md), so the
 * login password and a current code of the old authenticator come first. The old one stays in
 * force until the new one is confirmed.
 */
export async function startReplacement(
  deps: TotpDeps,
  merchant: MerchantSettings,
  memberId: bigint,
  password: string,
  code: string,
) {
  const member = await repo.findById(deps.db, memberId)
  if (!member) throw new AppError('unauthorized', 'Log in first')
  if (!member.totpSecretSealed) throw new AppError('totp_invalid', 'No authenticator is enrolled')
  await checkLoginPassword(deps.db, member, password)
  await checkTotp(deps, memberId, code)
  return newEnrolment(deps, merchant, member)
}

export async function confirmEnrolment(deps: TotpDeps, memberId: bigint, code: string): Promise<void> {
  const member = await repo.findById(deps.db, memberId)
  if (!member?.totpPendingSealed) throw new AppError('totp_invalid', 'Start the enrolment first')
  const check = verifyTotp(unseal(deps.sealingKey, member.totpPendingSealed), code, Date.now())
  if (!check.ok) throw new AppError('totp_invalid', 'Wrong authenticator code')
  await repo.confirmTotp(deps.db, memberId, member.totpPendingSealed, check.step)
}

/**
 * Checks a code against the enrolled secret and takes its time step with a compare-and-set, so
 * one code cannot be used twice, not even by two requests at the same moment. Wrong codes count
 * towards the member's attempt limit.
 */
export async function checkTotp(deps: TotpDeps, memberId: bigint, code: string): Promise<void> {
  await withSecretAttempts(deps.db, memberId, 'totp', async () => {
    const member = await repo.findById(deps.db, memberId)
    if (!member?.totpSecretSealed) throw new AppError('totp_invalid', 'No authenticator is enrolled')
    const last = member.totpLastStep === null ? null : Number(member.totpLastStep)
    const check = verifyTotp(unseal(deps.sealingKey, member.totpSecretSealed), code, Date.now(), last)
    if (!check.ok || !(await repo.claimTotpStep(deps.db, memberId, check.step)))
      throw new AppError('totp_invalid', 'Wrong authenticator code')
  })
}

export async function disable(deps: TotpDeps, memberId: bigint, password: string, code: string): Promise<void> {
  const member = await repo.findById(deps.db, memberId)
  if (!member) throw new AppError('unauthorized', 'Log in first')
  await checkLoginPassword(deps.db, member, password)
  await checkTotp(deps, memberId, code)
  await repo.clearTotp(deps.db, memberId)
}
