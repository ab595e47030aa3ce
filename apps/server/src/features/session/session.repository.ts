import { sql } from 'kysely'
import type { Db } from '../../db/database'

export interface NewSession {
  memberId: bigint
  tokenHash: string
  loginType: string
  mustChangePassword: boolean
  ip: string
  userAgent: string | null
  expiresAt: Date
}

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db.insertInto('sessions').values(session).execute()
}

/**
 * The live session for a token hash with what the access rules need of its member, and whether
 * the member's own session limit (decision 059) has run out: one lookup per request either way.
 */
export async function findLiveSession(db: Db, tokenHash: string, idleMinutesFallback: number) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('members as m', 'm.id', 's.memberId')
    .innerJoin('merchants as mc', 'mc.id', 'm.merchantId')
    .leftJoin('protectionSessionSettings as ps', 'ps.memberId', 's.memberId')
    .select([
      's.id as sessionId',
      's.memberId',
      's.mustChangePassword',
      's.lastSeenAt',
      sql<boolean>`coalesce(s.created_at + make_interval(mins => ps.limit_minutes) <= now(), false)`.as(
        'pastSessionLimit',
      ),
      'm.merchantId',
      'm.isAgent',
      'm.status',
      'mc.sessionIdleMinutes',
    ])
    .where('s.tokenHash', '=', tokenHash)
    .where('s.revokedAt', 'is', null)
    .where('s.expiresAt', '>', sql<Date>`now()`)
    .where(
      's.lastSeenAt',
      '>',
      sql<Date>`now() - make_interval(mins => coalesce(mc.session_idle_minutes, ${idleMinutesFallback}))`,
    )
    .executeTakeFirst()
}

export async function touchSession(db: Db, sessionId: bigint): Promise<void> {
  await db.updateTable('sessions').set({ lastSeenAt: new Date() }).where('id', '=', sessionId).execute()
}

export async function revokeSession(db: Db, sessionId: bigint): Promise<void> {
  await db.updateTable('sessions').set({ revokedAt: new Date() }).where('id', '=', sessionId).execute()
}

export async function clearPasswordChange(db: Db, memberId: bigint): Promise<void> {
  await db.updateTable('sessions').set({ mustChangePassword: false }).where('memberId', '=', memberId).execute()
}

/** Password change, freeze: every session of the member ends, except the one kept, if any. */
export async function revokeMemberSessions(db: Db, memberId: bigint, keepSessionId?: bigint): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revokedAt: new Date() })
    .where('memberId', '=', memberId)
    .where('revokedAt', 'is', null)
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId)
  await query.execute()
}

/** A session opened: the member's last login and the address, known from now on. */
export async function recordLogin(db: Db, id: bigint, ip: string): Promise<void> {
  await db.updateTable('members').set({ lastLoginAt: new Date(), lastLoginIp: ip }).where('id', '=', id).execute()
}

export async function rememberIp(db: Db, memberId: bigint, ip: string): Promise<void> {
  await db
    .insertInto('memberKnownIps')
    .values({ memberId, ip })
    .onConflict((oc) => oc.doNothing())
    .execute()
}
