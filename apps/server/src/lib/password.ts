import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2'
import { AppError } from './app-error'

/**
 * Password storage: Argon2id at the OWASP minimum (m = 19 MiB, t = 2, p = 1).
 *
 * Each operation holds 19 MiB and roughly 30-50 ms of CPU on a libuv pool thread, and that
 * pool (4 threads by default) is shared with fs, dns and zlib. Without a cap a login flood
 * would exhaust memory and stall unrelated requests, so every hash and verify goes through
 * a small FIFO semaphore below, whose queue is bounded too (decision 038).
 */

// The package ships Algorithm as an ambient const enum, which isolatedModules cannot read
// at runtime; 2 is its Argon2id member (checked by the type).
const ARGON2ID: Algorithm = 2

export const PASSWORD_POLICY = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const
const OPTIONS: Options = { ...PASSWORD_POLICY, algorithm: ARGON2ID }

/** Longest accepted password, in code points. ASVS asks for at least 64; this guards DoS. */
export const MAX_PASSWORD_LENGTH = 256

/**
 * A hash of a random, discarded password with the same parameters as PASSWORD_POLICY, so
 * that verifying against it costs the same as verifying against a real user's hash.
 */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$E2fr9OeO53v8wIPW+b2TPQ$ttS+dE1AstFlvWCGPMyVh5kLSdqUNsuw/1PCXbLSAdk'

// ---- concurrency cap and bounded queue -------------------------------------------------

let limit = 2
let queueLimit = 64
let running = 0
const waiting: Array<() => void> = []

/** Sets how many hash/verify operations may run at once (default 2, one per core here). */
export function setPasswordConcurrency(n: number): void {
  if (!Number.isInteger(n) || n < 1) throw new Error('password concurrency must be a positive integer')
  limit = n
  // A raised limit must wake waiters now rather than on the next release.
  while (running < limit && waiting.length > 0) grant()
}

/**
 * Sets how many operations may wait for a slot (default 64: about a second and a half of work
 * for two slots). Past that a new one is refused at once with `server_busy`: a flood of logins
 * then costs its senders a quick 429, and the logins already queued keep a bounded wait.
 */
export function setPasswordQueueLimit(n: number): void {
  if (!Number.isInteger(n) || n < 0) throw new Error('password queue limit must be a non-negative integer')
  queueLimit = n
}

/** Current load, for metrics and tests. */
export function passwordLoad(): { running: number; queued: number; limit: number } {
  return { running, queued: waiting.length, limit }
}

export function passwordQueueLength(): number {
  return waiting.length
}

function grant(): void {
  const next = waiting.shift()
  if (!next) return
  running++
  next()
}

// The slot is taken (or refused) synchronously, so the counters are exact the moment a call returns.
function acquire(): Promise<void> {
  if (running < limit) {
    running++
    return Promise.resolve()
  }
  if (waiting.length >= queueLimit)
    return Promise.reject(new AppError('server_busy', 'Password hashing is at capacity'))
  return new Promise((resolve) => waiting.push(resolve))
}

function release(): void {
  running--
  if (running < limit) grant()
}

/**
 * Runs `task` in a hashing slot, under the same cap and queue as every hash and verify. Exported
 * so tests can hold slots with work they finish themselves.
 */
export async function withPasswordSlot<T>(task: () => Promise<T>): Promise<T> {
  await acquire()
  try {
    return await task()
  } finally {
    release()
  }
}

// ---- public API ------------------------------------------------------------------------

// Checked before queueing (the promise rejects), so an oversized input never costs a slot.
// Code units bound the code point count from both sides, so the spread only runs on the
// rare 257-512 unit case.
function assertLength(plain: string): void {
  if (plain.length <= MAX_PASSWORD_LENGTH) return
  if (plain.length > MAX_PASSWORD_LENGTH * 2 || [...plain].length > MAX_PASSWORD_LENGTH) {
    throw new Error(`password longer than ${MAX_PASSWORD_LENGTH} characters`)
  }
}

/** Argon2id PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`) with a random salt. */
export async function hashPassword(plain: string): Promise<string> {
  assertLength(plain)
  return withPasswordSlot(() => hash(plain, OPTIONS))
}

/**
 * True when `plain` matches `stored`. A malformed or unsupported hash gives false rather
 * than an error: a corrupt row must look like a wrong password, not a 500.
 */
export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  assertLength(plain)
  return withPasswordSlot(async () => {
    try {
      return await verify(stored, plain)
    } catch {
      return false
    }
  })
}

/**
 * For an unknown username: the same queue and the same Argon2id work as a real verify,
 * always false, so response time does not reveal whether the account exists.
 */
export async function dummyVerify(plain: string): Promise<false> {
  await verifyPassword(DUMMY_HASH, plain)
  return false
}

/** True when a stored hash was made with other parameters and should be replaced at next login. */
export function needsRehash(stored: string): boolean {
  try {
    const o = parseOptions(stored)
    return (
      o.algorithm !== ARGON2ID ||
      o.memoryCost !== PASSWORD_POLICY.memoryCost ||
      o.timeCost !== PASSWORD_POLICY.timeCost ||
      o.parallelism !== PASSWORD_POLICY.parallelism
    )
  } catch {
    return true
  }
}
