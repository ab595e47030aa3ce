import type { OperatorRole } from '@sea/contract'
import { sql } from 'kysely'
import type { Db } from '../../db/database'

export async function insertOperator(
  db: Db,
  operator: {
    username: string
    usernameKey: string
    passwordHash: string
    totpSecretSealed: string
    merchantId: number | null
  },
  roles: readonly OperatorRole[],
): Promise<number> {
  // One transaction: an operator never exists, even for a moment, without its roles.
  return db.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto('operators').values(operator).returning('id').executeTakeFirstOrThrow()
    await trx
      .insertInto('operatorRoles')
      .values(roles.map((role) => ({ operatorId: id, role })))
      .execute()
    return id
  })
}

export async function findOperator(db: Db, usernameKey: string) {
  return db.selectFrom('operators').selectAll().where('usernameKey', '=', usernameKey).executeTakeFirst()
}

/**
 * Takes the authenticator's time step with a compare-and-set: of two logins with the same code
 * (or an older one), only the first gets the row, whatever their timing.
 */
export async function claimTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const row = await db
    .updateTable('operators')
    .set({ totpLastStep: BigInt(step), lastLoginAt: new Date() })
    .where('id', '=', id)
    .where((w) => w.or([w('totpLastStep', 'is', null), w('totpLastStep', '<', BigInt(step))]))
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

export async function insertSession(db: Db, operatorId: number, tokenHash: string, ip: string, expiresAt: Date) {
  await db.insertInto('operatorSessions').values({ operatorId, tokenHash, ip, expiresAt }).execute()
}

/**
 * A live session: not revoked, not past its lifetime, used within the idle window; with the
 * operator's roles in the same round trip, as this runs on every operator call.
 */
export async function findLiveSession(db: Db, tokenHash: string, idleMinutes: number) {
  return db
    .selectFrom('operatorSessions as s')
    .innerJoin('operators as o', 'o.id', 's.operatorId')
    .select(['s.id as sessionId', 's.lastSeenAt', 'o.id as operatorId', 'o.merchantId', 'o.status'])
    .select(sql<string[]>`array(select r.role from operator_roles r where r.operator_id = o.id)`.as('roles'))
    .where('s.tokenHash', '=', tokenHash)
    .where('s.revokedAt', 'is', null)
    .where('s.expiresAt', '>', sql<Date>`now()`)
    .where('s.lastSeenAt', '>', sql<Date>`now() - make_interval(mins => ${idleMinutes})`)
    .executeTakeFirst()
}

export async function touchSession(db: Db, id: bigint): Promise<void> {
  await db.updateTable('operatorSessions').set({ lastSeenAt: new Date() }).where('id', '=', id).execute()
}

export async function revokeSession(db: Db, id: bigint): Promise<void> {
  await db.updateTable('operatorSessions').set({ revokedAt: new Date() }).where('id', '=', id).execute()
}

export async function listOutbox(db: Db, merchantId: number | null, destination: string | undefined, limit: number) {
  let query = db
    .selectFrom('outboxMessages')
    .select(['id', 'channel', 'destination', 'subject', 'body', 'kind', 'status', 'createdAt'])
    .orderBy('id', 'desc')
    .limit(limit)
  if (merchantId !== null) query = query.where('merchantId', '=', merchantId)
  if (destination) query = query.where('destination', '=', destination)
  return query.execute()
}

export async function findMemberStatus(db: Db, memberId: bigint) {
  return db.selectFrom('members').select(['merchantId', 'status']).where('id', '=', memberId).executeTakeFirst()
}

export async function merchantExists(db: Db, merchantId: number): Promise<boolean> {
  return (await db.selectFrom('merchants').select('id').where('id', '=', merchantId).executeTakeFirst()) !== undefined
}
