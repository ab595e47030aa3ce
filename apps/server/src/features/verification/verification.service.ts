import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { MessageSender } from '../../providers/messaging'
import { verifyCaptcha } from '../captcha/captcha.service'
import * as repo from './verification.repository'

export const CODE_TTL_MINUTES = 5
const RESEND_AFTER_MS = 60_000
const MAX_PER_DAY = 10
const MAX_ATTEMPTS = 5
/**
 * Sends in the last hour to one number, or from one address, before a captcha is asked: each SMS
 * costs money and reaches a phone, so a script must not send them freely (docs/decisions/039).
 */
export const CAPTCHA_AFTER_SENDS = 3
const CAPTCHA_WINDOW_MS = 3_600_000

export type CodePurpose = 'register' | 'login' | 'reset' | 'new_ip'

export interface CodeDeps {
  db: Db
  sender: MessageSender
  /** Keys the code hashes, so a database dump reveals no codes. */
  key: Buffer
  /** Checks the captcha asked after a few sends. */
  captchaKey: Buffer
  brandName: string
}

/** Who asks for a code: the client's address, and the captcha it solved when one was asked. */
export interface CodeAsker {
  ip: string
  captcha?: string | undefined
  captchaId?: string | undefined
}

/** "+60 123456789" style destinations: one canonical form for storage and throttling. */
export function phoneDestination(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode.replace(/\D/g, '')}${mobileNum.replace(/\D/g, '').replace(/^0+/, '')}`
}

function hashCode(key: Buffer, destination: string, code: string): Buffer {
  return createHmac('sha256', key).update(`${destination}:${code}`).digest()
}

/**
 * Sends a fresh 6-digit code; at most one a minute and ten a day per destination, and past a few
 * an hour per destination or per address only with a solved captcha.
 */
export async function sendCode(
  deps: CodeDeps,
  merchantId: number,
  purpose: CodePurpose,
  destination: string,
  asker: CodeAsker,
  channel: 'sms' | 'email' = 'sms',
): Promise<{ expiredMinutes: number }> {
  const key = { merchantId, purpose, destination }
  const last = await repo.lastIssuedAt(deps.db, key)
  if (last && Date.now() - last.getTime() < RESEND_AFTER_MS) throw new AppError('sms_too_frequent', 'Wait a minute')
  if ((await repo.countIssuedSince(deps.db, key, new Date(Date.now() - 86_400_000))) >= MAX_PER_DAY) {
    throw new AppError('sms_too_frequent', 'Daily limit reached')
  }
  const recent = await repo.countSentSince(
    deps.db,
    { merchantId, destination },
    asker.ip,
    new Date(Date.now() - CAPTCHA_WINDOW_MS),
  )
  if (recent.destination >= CAPTCHA_AFTER_SENDS || recent.address >= CAPTCHA_AFTER_SENDS)
    await requireCaptcha(deps, asker)
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const expiresAt = new Date(Date.now() + CODE_TTL_MINUTES * 60_000)
  await repo.insertCode(
    deps.db,
    key,
    channel,
    hashCode(deps.key, destination, code).toString('base64'),
    expiresAt,
    asker.ip,
  )
  try {
    await deps.sender.send({
      merchantId,
      channel,
      destination,
      ...(channel === 'email' ? { subject: `${deps.brandName} verification code` } : {}),
      body: `[${deps.brandName}] Your verification code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes.`,
      kind: `verification_code:${purpose}`,
      secret: code,
    })
  } catch {
    throw new AppError('sms_send_failed', 'The SMS gateway did not accept the message')
  }
  return { expiredMinutes: CODE_TTL_MINUTES }
}

async function requireCaptcha(deps: CodeDeps, asker: CodeAsker): Promise<void> {
  if (!asker.captcha || !asker.captchaId) {
    throw new AppError('captcha_required', 'Solve the captcha', [{ path: '/body/captcha', message: 'required' }])
  }
  if (!(await verifyCaptcha(deps.db, deps.captchaKey, asker.captchaId, asker.captcha))) {
    throw new AppError('captcha_invalid', 'Wrong captcha', [{ path: '/body/captcha', message: 'wrong' }])
  }
}

/**
 * Checks a code: each try counts, five wrong tries spend it, and a right one is consumed once.
 * Distinct codes for wrong and expired, as the site shows different texts.
 */
export async function checkCode(
  deps: Pick<CodeDeps, 'db' | 'key'>,
  merchantId: number,
  purpose: CodePurpose,
  destination: string,
  code: string,
): Promise<void> {
  const row = await repo.takeAttempt(deps.db, { merchantId, purpose, destination })
  if (!row) throw new AppError('verification_code_invalid', 'No code was sent')
  if (row.expiresAt.getTime() < Date.now()) throw new AppError('verification_code_expired', 'The code has expired')
  if (row.attempts > MAX_ATTEMPTS) throw new AppError('verification_code_expired', 'Too many tries; send a new code')
  const given = hashCode(deps.key, destination, code.trim())
  const stored = Buffer.from(row.codeHash, 'base64')
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    throw new AppError('verification_code_invalid', 'Wrong code')
  }
  if (!(await repo.consume(deps.db, row.id))) throw new AppError('verification_code_invalid', 'Code already used')
}
