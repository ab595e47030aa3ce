import type { LightMyRequestResponse } from 'fastify'
import { issueCaptcha } from '../features/captcha/captcha.service'
import { deriveKey } from '../lib/secret'
import { latestMessageTo } from '../providers/messaging'
import { encryptForServer } from './encrypt'
import type { TestApp } from './test-app'

let counter = 0
/** A username no other test in the file uses. */
export function uniqueName(prefix = 'player'): string {
  counter += 1
  return `${prefix}${Date.now().toString(36).slice(-4)}${counter}`
}

/** Sends an E call the way any client would: fetch the key, encrypt, post. */
export async function callEncrypted(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  const key = (await t.app.inject({ method: 'GET', url: '/wps/system/publicKey' })).json().value
  const encrypted = encryptForServer(key.keyId, key.publicKey, payload)
  return t.app.inject({ method, url, headers, payload: encrypted, ...(remoteAddress ? { remoteAddress } : {}) })
}

/** A captcha whose answer the test knows, issued through the real service. */
export async function knownCaptcha(t: TestApp): Promise<{ captchaId: string; captcha: string }> {
  const { captchaId } = await issueCaptcha(t.db, deriveKey(t.appSecret, 'captcha'), '127.0.0.1', 'ABCDE')
  return { captchaId, captcha: 'ABCDE' }
}

export function registrationForm(username: string) {
  return {
    username,
    password: 'secret123',
    confirmPassword: 'secret123',
    payeeName: 'Ahmad Razak',
    email: `${username}@example.test`,
    acceptTerms: true,
  }
}

/** Registers through the API (username tab, no mobile) and returns the session token. */
export async function registerMember(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<{ token: string; username: string }> {
  const username = (overrides.username as string | undefined) ?? uniqueName()
  const res = await callEncrypted(t, 'PUT', '/wps/member/register', {
    ...registrationForm(username),
    ...(await knownCaptcha(t)),
    ...overrides,
  })
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.body}`)
  return { token: res.json().value.token, username }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** Registers through the API, as registerMember, and reads back the id the member got. */
export async function registeredMember(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<{ token: string; username: string; id: bigint }> {
  const member = await registerMember(t, overrides)
  const { id } = await t.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', member.username)
    .executeTakeFirstOrThrow()
  return { ...member, id }
}

/** The code the outbox holds for a destination (the built-in SMS provider). */
export async function lastCodeSentTo(t: TestApp, destination: string): Promise<string> {
  const message = await latestMessageTo(t.db, destination)
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1]
  if (!code) throw new Error(`no code was sent to ${destination}`)
  return code
}
