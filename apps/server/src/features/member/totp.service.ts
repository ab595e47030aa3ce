import { renderSVG } from 'uqr'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { verifyPassword } from '../../lib/password'
import { seal, unseal } from '../../lib/secret'
import { generateTotpSecret, totpUri, verifyTotp } from '../../lib/totp'
import type { MerchantSettings } from '../merchant/merchant.service'
import * as repo from './member.repository'

/** Authenticator secrets are stored sealed with a key derived from the app secret. */
export interface TotpDeps {
  db: Db
  sealingKey: Buffer
}

export async function startEnrolment(deps: TotpDeps, merchant: MerchantSettings, memberId: bigint) {
  const member = await repo.findById(deps.db, memberId)
  if (!member) throw new AppError('unauthorized', 'Log in first')
  const secret = generateTotpSecret()
  await deps.db.updateTable('members').set({ totpPendingSealed: seal(deps.sealingKey, secret) }).where('id', '=', memberId).execute()
  const otpauthUri = totpUri({ secret, account: member.username, issuer: merchant.brand.name.replace(/:/g, '') })
  return { secret, otpauthUri, qrCodeSvg: renderSVG(otpauthUri, { border: 2 }) }
}

export async function confirmEnrolment(deps: TotpDeps, memberId: bigint, code: string): Promise<void> {
  const member = await repo.findById(deps.db, memberId)
  if (!member?.totpPendingSealed) throw new AppError('totp_invalid', 'Start the enrolment first')
  const check = verifyTotp(unseal(deps.sealingKey, member.totpPendingSealed), code, Date.now())
  if (!check.ok) throw new AppError('totp_invalid', 'Wrong authenticator code')
  await deps.db
    .updateTable('members')
    .set({ totpSecretSealed: member.totpPendingSealed, totpPendingSealed: null, totpLastStep: BigInt(check.step) })
    .where('id', '=', memberId)
    .execute()
}

/**
 * Checks a code against the enrolled secret and records its time step, so one code cannot be
 * used twice (an observed code is worthless a moment later).
 */
export async function checkTotp(deps: TotpDeps, memberId: bigint, code: string): Promise<void> {
  const member = await repo.findById(deps.db, memberId)
  if (!member?.totpSecretSealed) throw new AppError('totp_invalid', 'No authenticator is enrolled')
  const last = member.totpLastStep === null ? null : Number(member.totpLastStep)
  const check = verifyTotp(unseal(deps.sealingKey, member.totpSecretSealed), code, Date.now(), last)
  if (!check.ok) throw new AppError('totp_invalid', 'Wrong authenticator code')
  await deps.db.updateTable('members').set({ totpLastStep: BigInt(check.step) }).where('id', '=', memberId).execute()
}

export async function disable(deps: TotpDeps, memberId: bigint, password: string, code: string): Promise<void> {
  const member = await repo.findById(deps.db, memberId)
  if (!member) throw new AppError('unauthorized', 'Log in first')
  if (!(await verifyPassword(member.passwordHash, password.trim()))) throw new AppError('password_incorrect', 'Wrong password')
  await checkTotp(deps, memberId, code)
  await deps.db.updateTable('members').set({ totpSecretSealed: null, totpLastStep: null }).where('id', '=', memberId).execute()
}
