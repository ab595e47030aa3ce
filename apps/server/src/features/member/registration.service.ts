import { randomInt } from 'node:crypto'
import type { FieldError, RegisterBodyValue, SessionValue } from '@sea/contract'
import { ageOn } from '@sea/rules'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { hashPassword } from '../../lib/password'
import { verifyCaptcha } from '../captcha/captcha.service'
import type { MerchantSettings } from '../merchant/merchant.service'
import { usernameKey } from '../../lib/username'
import { startSession } from '../session/session.service'
import type { Client } from '../../http/client'
import { checkCode, phoneDestination, type CodeDeps } from '../verification/verification.service'
import * as repo from './member.repository'
import { checkField } from './register-rules'

export interface RegistrationDeps {
  db: Db
  captchaKey: Buffer
  codes: Pick<CodeDeps, 'db' | 'key'>
  /** Pattern messages by id, in the language of the request. */
  messages: ReadonlyMap<number, string>
  /**
   * What follows a registration once the member exists: the sign-up promotions, wired in app.ts
   * so that this feature needs no import of theirs. Its failure never fails the registration.
   */
  afterRegistration: AfterRegistration
}

export type AfterRegistration = (
  member: { id: bigint; merchantId: number; currency: string },
  client: Client,
  deviceHeader: string | undefined,
) => Promise<unknown>

// Stored in their own columns; every other enabled field goes to the profile.
const COLUMNS = new Set(['username', 'password', 'confirmPassword', 'payeeName', 'nickname', 'email', 'mobileNum'])
const NOT_STORED = new Set(['verificationCode', 'paymentPassword', 'affiliateCode', 'recommenderId', 'captcha'])

/**
 * Registers a member by username or by mobile, validated against the merchant's rules, and
 * logs them in. Two registrations racing for one username: the database's unique index
 * lets one through and the other gets username_taken.
 */
export async function register(
  deps: RegistrationDeps,
  merchant: MerchantSettings,
  form: RegisterBodyValue,
  method: 'username' | 'mobile',
  client: Client,
  deviceHeader?: string,
): Promise<SessionValue> {
  const flag = method === 'mobile' ? merchant.flags.MOBILE_REGISTER : merchant.flags.USERNAME_REGISTER
  if (!flag) throw new AppError('feature_disabled', `Registration by ${method} is off`)
  if (form.acceptTerms === false) throw new AppError('terms_not_accepted', 'Accept the terms to register')

  const values = { ...form, username: form.username ?? (method === 'mobile' ? generatedUsername() : undefined) }
  const problems = validate(merchant, values, method, deps.messages)
  if (problems.length > 0) throw new AppError('validation_failed', 'Some fields are not valid', problems)
  if (values.password !== values.confirmPassword && values.confirmPassword !== undefined) {
    throw new AppError('password_mismatch', 'The passwords differ', [
      { path: '/body/confirmPassword', message: 'differs' },
    ])
  }
  if (values.birthday) {
    const age = ageOn(values.birthday, new Date())
    if (age === null || age < merchant.birthdayMinimumAge) throw new AppError('age_restricted', 'Too young to register')
  }
  if (merchant.registerRules.some((r) => r.field === 'captcha' && r.enabled)) {
    if (
      !form.captcha ||
      !form.captchaId ||
      !(await verifyCaptcha(deps.db, deps.captchaKey, form.captchaId, form.captcha))
    ) {
      throw new AppError('captcha_invalid', 'Wrong captcha', [{ path: '/body/captcha', message: 'wrong' }])
    }
  }
  const upline = await resolveUpline(deps.db, merchant, form.affiliateCode)
  const mobile = values.mobileNum
    ? { num: values.mobileNum.trim(), code: (values.countryDialingCode ?? '').trim() }
    : null
  if (mobile && merchant.flags.SMS_VERIFICATION) {
    await checkCode(
      deps.codes,
      merchant.id,
      'register',
      phoneDestination(mobile.code, mobile.num),
      values.verificationCode ?? '',
    )
  }

  const profile = Object.fromEntries(
    merchant.registerRules
      .filter((r) => r.enabled && !COLUMNS.has(r.field) && !NOT_STORED.has(r.field))
      .map((r) => [r.field, values[r.field as keyof RegisterBodyValue]])
      .filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  )
  const username = (values.username ?? '').trim()
  let memberId: bigint
  try {
    memberId = await repo.insertMember(deps.db, {
      merchantId: merchant.id,
      username,
      usernameKey: usernameKey(username),
      passwordHash: await hashPassword((values.password ?? '').trim()),
      paymentPasswordHash: values.paymentPassword ? await hashPassword(values.paymentPassword.trim()) : null,
      parentId: upline,
      affiliateCode: newAffiliateCode(),
      referralCode: form.referralCode?.trim() || null,
      mobileNum: mobile?.num ?? null,
      countryDialingCode: mobile?.code ?? null,
      payeeName: values.payeeName?.trim() || null,
      email: values.email?.trim().toLowerCase() || null,
      nickname: values.nickname?.trim() || null,
      profile: JSON.stringify(profile),
      memberLabels: JSON.stringify([]),
      registerIp: client.ip,
    })
  } catch (error) {
    throw uniqueViolation(error) ?? error
  }
  const member = await repo.findById(deps.db, memberId)
  if (!member) throw new AppError('internal', 'The new member vanished')
  // The sign-up bonus runs in its own transaction once the member exists: whatever happens there
  // (a spent budget, a repeated device, a fault) must never fail the registration, and the
  // member can still see the promotion (docs/domain/promotions.md#eligibility).
  await deps
    .afterRegistration(
      { id: memberId, merchantId: merchant.id, currency: merchant.brand.currency },
      client,
      deviceHeader,
    )
    .catch(() => null)
  return startSession(deps.db, merchant, member, 'register', client)
}

function validate(
  merchant: MerchantSettings,
  values: RegisterBodyValue,
  method: 'username' | 'mobile',
  messages: ReadonlyMap<number, string>,
): FieldError[] {
  const always = new Set(['username', 'password', ...(method === 'mobile' ? ['mobileNum'] : [])])
  const skip = new Set([
    'captcha',
    'affiliateCode',
    ...(merchant.flags.SMS_VERIFICATION && values.mobileNum ? [] : ['verificationCode']),
  ])
  const problems = merchant.registerRules
    .filter((rule) => (rule.enabled || always.has(rule.field)) && !skip.has(rule.field))
    .map((rule) =>
      checkField(
        rule,
        values[rule.field as keyof RegisterBodyValue] as string | undefined,
        messages,
        always.has(rule.field),
      ),
    )
    .filter((problem): problem is FieldError => problem !== null)
  if (values.mobileNum && !/^\d{1,4}$/.test(values.countryDialingCode?.trim() ?? '')) {
    problems.push({ path: '/body/countryDialingCode', message: 'required' })
  }
  return problems
}

/** The agent an affiliate code names; registering without one needs direct registration on. */
async function resolveUpline(db: Db, merchant: MerchantSettings, code: string | undefined): Promise<bigint | null> {
  const trimmed = code?.trim()
  if (!trimmed) {
    if (!merchant.flags.DIRECT_REGISTER) throw new AppError('invalid_affiliate_code', 'An invitation code is required')
    return null
  }
  const agent = await repo.findAgentByAffiliateCode(db, merchant.id, trimmed)
  if (!agent) throw new AppError('invalid_affiliate_code', 'Invitation code error')
  return agent.id
}

export async function checkAffiliateCode(db: Db, merchant: MerchantSettings, code: string): Promise<void> {
  if (!(await repo.findAgentByAffiliateCode(db, merchant.id, code.trim()))) {
    throw new AppError('invalid_affiliate_code', 'Invitation code error')
  }
}

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export function newAffiliateCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')
}

function generatedUsername(): string {
  return `m${Array.from({ length: 9 }, () => randomInt(10)).join('')}`
}

/** Maps the database's unique violations (PostgreSQL and PGlite alike) to clear codes. */
export function uniqueViolation(error: unknown): AppError | null {
  const e = error as { code?: string; constraint?: string; message?: string }
  if (e?.code !== '23505') return null
  const what = `${e.constraint ?? ''} ${e.message ?? ''}`
  if (what.includes('mobile')) return new AppError('mobile_taken', 'This mobile number is registered already')
  if (what.includes('username')) return new AppError('username_taken', 'This username is taken')
  return new AppError('conflict', 'Already registered')
}
