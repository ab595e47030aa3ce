import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { verifyPassword } from '../../lib/password'
import * as repo from './secret-attempts.repository'

export type { Secret } from './secret-attempts.repository'

/**
 * Five wrong answers in 15 minutes lock the secret for 15 minutes; each further lock without a
 * right answer in between doubles, up to a day; a day after a lock ends it is forgotten
 * (docs/decisions/038-secret-attempt-limits.md).
 */
export const ATTEMPT_RULES: repo.AttemptRules = {
  maxFailures: 5,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  maxLockSeconds: 24 * 3600,
  forgetSeconds: 24 * 3600,
}

/** The lock's answer: when it ends, as an instant and in seconds from now (no client clock needed). */
function lockedError(until: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000))
  return new AppError('secret_locked', 'Too many wrong answers; try again later', [
    { path: '/unlockAt', message: until.toISOString() },
    { path: '/retryAfterSeconds', message: String(seconds) },
  ])
}

/**
 * Runs `check` of a member's secret under the attempt limit. The check throws an AppError of
 * status 400 for a wrong answer (its own code, shown to the member); that answer is counted and
 * rethrown, or becomes `secret_locked` when it reached the limit. Any other failure (a busy
 * hashing queue, a database error) says nothing about the secret and is not counted. A locked
 * secret is refused before the check runs, and a right answer that arrives after parallel wrong
 * ones locked it is refused too: no more than the limit of answers get a verdict.
 */
export async function withSecretAttempts<T>(
  db: Db,
  memberId: bigint,
  secret: repo.Secret,
  check: () => Promise<T>,
): Promise<T> {
  const locked = await repo.lockedUntil(db, memberId, secret)
  if (locked) throw lockedError(locked)
  let result: T
  try {
    result = await check()
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 400) throw error
    const counted = await repo.recordFailure(db, memberId, secret, ATTEMPT_RULES)
    if (counted === null || counted.locked) {
      throw lockedError(counted?.lockedUntil ?? (await repo.lockedUntil(db, memberId, secret)) ?? new Date())
    }
    throw error
  }
  if (!(await repo.recordSuccess(db, memberId, secret))) {
    throw lockedError((await repo.lockedUntil(db, memberId, secret)) ?? new Date())
  }
  return result
}

/** The login password asked again before a sensitive change, under the attempt limit. */
export async function checkLoginPassword(
  db: Db,
  member: { id: bigint; passwordHash: string },
  password: string,
): Promise<void> {
  await withSecretAttempts(db, member.id, 'login_password', async () => {
    if (!(await verifyPassword(member.passwordHash, password.trim())))
      throw new AppError('password_incorrect', 'Wrong login password')
  })
}
