import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Db } from '../../db/database'
import { randomCaptchaText, renderCaptchaPng } from './captcha-image'
import * as repo from './captcha.repository'

export const CAPTCHA_TTL_SECONDS = 120
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Only an HMAC of the answer is stored, keyed by a secret that never leaves the server. */
function hashAnswer(key: Buffer, answer: string): string {
  return createHmac('sha256', key).update(answer.trim().toUpperCase()).digest('base64')
}

export async function issueCaptcha(db: Db, key: Buffer, ip: string, text: string = randomCaptchaText()) {
  const expiresAt = new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000)
  const captchaId = await repo.insertCaptcha(db, hashAnswer(key, text), ip, expiresAt)
  return { captchaId, image: renderCaptchaPng(text).toString('base64'), expiresInSeconds: CAPTCHA_TTL_SECONDS }
}

/**
 * True when the answer matches an unexpired, unused captcha. The captcha is spent by the
 * attempt whatever its outcome, so an answer cannot be guessed against one image.
 */
export async function verifyCaptcha(db: Db, key: Buffer, captchaId: string, answer: string): Promise<boolean> {
  if (!UUID.test(captchaId)) return false
  const stored = await repo.consumeCaptcha(db, captchaId)
  if (!stored) return false
  const given = Buffer.from(hashAnswer(key, answer))
  const expected = Buffer.from(stored)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export async function purgeExpiredCaptchas(db: Db): Promise<number> {
  return repo.deleteExpiredCaptchas(db, new Date(Date.now() - CAPTCHA_TTL_SECONDS * 1000))
}
