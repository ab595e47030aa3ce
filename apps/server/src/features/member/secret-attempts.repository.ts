import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { SecretAttemptTable } from '../../db/schema'

export type Secret = SecretAttemptTable['secret']

export interface AttemptRules {
  /** Wrong answers in one window that lock the secret. */
  maxFailures: number
  windowSeconds: number
  /** The first lock; each further lock without a success doubles it, up to the cap. */
  lockSeconds: number
  maxLockSeconds: number
  /** A lock that ended this long ago no longer counts towards the doubling. */
  forgetSeconds: number
}

/** When the secret is locked now, the end of the lock. */
export async function lockedUntil(db: Db, memberId: bigint, secret: Secret): Promise<Date | null> {
  const row = await db
    .selectFrom('secretAttempts')
    .select('lockedUntil')
    .where('memberId', '=', memberId)
    .where('secret', '=', secret)
    .where('lockedUntil', '>', sql<Date>`now()`)
    .executeTakeFirst()
  return row?.lockedUntil ?? null
}

/**
 * Counts one wrong answer in one statement, unless the secret is locked: the row is locked by
 * the UPDATE, so parallel wrong answers count one after the other and none passes the limit.
 * A window starts afresh when it is over or a lock ended inside it. The answer that reaches the
 * limit sets the lock. No row back means the secret was already locked.
 */
export async function recordFailure(db: Db, memberId: bigint, secret: Secret, rules: AttemptRules) {
  const fresh = sql`(s.window_started_at <= now() - make_interval(secs => ${rules.windowSeconds}) OR s.locked_until >= s.window_started_at)`
  const failures = sql`(CASE WHEN ${fresh} THEN 1 ELSE s.failures + 1 END)`
  const lockouts = sql`(CASE WHEN s.locked_until <= now() - make_interval(secs => ${rules.forgetSeconds}) THEN 0 ELSE s.lockouts END)`
  const locks = sql`(${failures} >= ${rules.maxFailures})`
  const lockFor = sql`least(${rules.lockSeconds} * power(2, least(${lockouts}, 30)), ${rules.maxLockSeconds})`
  const result = await sql<{ failures: number; lockedUntil: Date | null; locked: boolean }>`
    INSERT INTO secret_attempts AS s (member_id, secret, failures, window_started_at, lockouts, locked_until)
    VALUES (${memberId}, ${secret}, 1, now(), 0, NULL)
    ON CONFLICT (member_id, secret) DO UPDATE SET
      failures = ${failures},
      window_started_at = CASE WHEN ${fresh} THEN now() ELSE s.window_started_at END,
      lockouts = CASE WHEN ${locks} THEN ${lockouts} + 1 ELSE ${lockouts} END,
      locked_until = CASE WHEN ${locks} THEN now() + make_interval(secs => ${lockFor}) ELSE s.locked_until END
    WHERE s.locked_until IS NULL OR s.locked_until <= now()
    RETURNING failures, locked_until, locked_until > now() AS locked`.execute(db)
  return result.rows[0] ?? null
}

/**
 * A right answer clears the count, unless the secret is locked at this moment (parallel wrong
 * answers may have locked it since the check began). False when it is locked.
 */
export async function recordSuccess(db: Db, memberId: bigint, secret: Secret): Promise<boolean> {
  const cleared = await db
    .deleteFrom('secretAttempts')
    .where('memberId', '=', memberId)
    .where('secret', '=', secret)
    .where((w) => w.or([w('lockedUntil', 'is', null), w('lockedUntil', '<=', sql<Date>`now()`)]))
    .executeTakeFirst()
  if (cleared.numDeletedRows > 0n) return true
  return (await lockedUntil(db, memberId, secret)) === null
}
