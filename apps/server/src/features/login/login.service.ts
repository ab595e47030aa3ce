import type { LOGIN_TYPES, SessionValue } from '@sea/contract'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { dummyVerify, verifyPassword } from '../../lib/password'
import { usernameKey } from '../../lib/username'
import { verifyCaptcha } from '../captcha/captcha.service'
import * as members from '../member/member-records.service'
import type { MerchantSettings } from '../merchant/merchant.service'
import { refuseExcluded } from '../protection/protection-checks.service'
import { checkCode, phoneDestination, type CodeDeps } from '../verification/verification.service'
import * as attempts from '../session/login-attempts.service'
import { challengeIfNewIp } from './new-ip.service'
import { roleOf, startSession } from '../session/session.service'
import type { Client } from '../../http/client'

/** After this many failures in the window, an account (or address) must solve a captcha. */
export const CAPTCHA_AFTER = { account: 3, address: 10 }
/** Past these, attempts are refused outright until the window moves on. */
export const THROTTLE_AFTER = { account: 100, address: 300 }
const WINDOW_MS = 3_600_000

export interface LoginDeps {
  db: Db
  captchaKey: Buffer
  codes: Pick<CodeDeps, 'db' | 'key'>
}

export interface LoginInput {
  type?: (typeof LOGIN_TYPES)[number]
  side?: 'member' | 'agent'
  username?: string
  password?: string
  mobileNum?: string
  countryDialingCode?: string
  verificationCode?: string
  captcha?: string
  captchaId?: string
}

/**
 * Logs a member in. Unknown usernames and wrong passwords get the same answer and cost the
 * same time; failures are counted per account and per address, asking for a captcha and then
 * refusing outright as they pile up.
 */
export async function login(
  deps: LoginDeps,
  merchant: MerchantSettings,
  input: LoginInput,
  client: Client,
): Promise<SessionValue> {
  if ((input.type ?? 'username') === 'sms') return smsLogin(deps, merchant, input, client)
  const username = input.username?.trim() ?? ''
  const password = input.password?.trim() ?? ''
  if (!username || !password) {
    throw new AppError('validation_failed', 'Username and password are required', [
      ...(username ? [] : [{ path: '/body/username', message: 'required' }]),
      ...(password ? [] : [{ path: '/body/password', message: 'required' }]),
    ])
  }
  const key = usernameKey(username)
  const failures = await attempts.countFailures(deps.db, merchant.id, key, client.ip, new Date(Date.now() - WINDOW_MS))
  if (failures.account >= THROTTLE_AFTER.account || failures.address >= THROTTLE_AFTER.address) {
    throw new AppError('too_many_attempts', 'Too many failed logins; try again later')
  }
  if (failures.account >= CAPTCHA_AFTER.account || failures.address >= CAPTCHA_AFTER.address) {
    await requireCaptcha(deps, input)
  }
  const member = await members.findByUsername(deps.db, merchant.id, key)
  const ok = member ? await verifyPassword(member.passwordHash, password) : await dummyVerify(password)
  if (!member || !ok) {
    await attempts.recordAttempt(deps.db, merchant.id, key, client.ip, false)
    const next = { account: failures.account + 1, address: failures.address + 1 }
    const captcha = next.account >= CAPTCHA_AFTER.account || next.address >= CAPTCHA_AFTER.address
    throw new AppError(
      'invalid_credentials',
      'Incorrect username or password',
      captcha ? [{ path: '/body/captcha', message: 'required from now on' }] : undefined,
    )
  }
  if (member.status !== 'active') throw new AppError('account_frozen', 'This account is frozen')
  await refuseExcluded(deps.db, member.id)
  if (input.side === 'agent' && roleOf(member.isAgent) !== 'agent')
    throw new AppError('non_agent_login', 'Non-agents cannot log in here')
  await attempts.recordAttempt(deps.db, merchant.id, key, client.ip, true)
  return (
    (await challengeIfNewIp(deps.db, merchant, member, client)) ??
    startSession(deps.db, merchant, member, 'username', client)
  )
}

async function smsLogin(deps: LoginDeps, merchant: MerchantSettings, input: LoginInput, client: Client) {
  if (!merchant.flags.SMS_LOGIN) throw new AppError('feature_disabled', 'SMS login is off')
  const { mobileNum, countryDialingCode, verificationCode } = input
  if (!mobileNum || !countryDialingCode || !verificationCode) {
    throw new AppError('validation_failed', 'Mobile number, country code and SMS code are required')
  }
  const destination = phoneDestination(countryDialingCode, mobileNum)
  await checkCode(deps.codes, merchant.id, 'login', destination, verificationCode)
  const member = await members.findByMobile(deps.db, merchant.id, countryDialingCode, mobileNum)
  if (!member) throw new AppError('invalid_credentials', 'No account has this mobile number')
  if (member.status !== 'active') throw new AppError('account_frozen', 'This account is frozen')
  if (input.side === 'agent' && roleOf(member.isAgent) !== 'agent')
    throw new AppError('non_agent_login', 'Non-agents cannot log in here')
  return startSession(deps.db, merchant, member, 'sms', client)
}

async function requireCaptcha(deps: LoginDeps, input: LoginInput): Promise<void> {
  if (!input.captcha || !input.captchaId) {
    throw new AppError('captcha_required', 'Solve the captcha', [{ path: '/body/captcha', message: 'required' }])
  }
  if (!(await verifyCaptcha(deps.db, deps.captchaKey, input.captchaId, input.captcha))) {
    throw new AppError('captcha_invalid', 'Wrong captcha', [{ path: '/body/captcha', message: 'wrong' }])
  }
}
