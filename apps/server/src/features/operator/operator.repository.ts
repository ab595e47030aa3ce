import { sql } from 'kysely'
import type { Db } from '../../db/database'

export async function findOperator(db: Db, usernameKey: string) {
  return db.selectFrom('operators').selectAll().where('usernameKey', '=', usernameKey).executeTakeFirst()
}

/** The operator's row, locked to the end of the transaction: one password change at a time. */
export async function findOperatorForUpdate(db: Db, id: number) {
  return db.selectFrom('operators').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow()
}

/** The operator's own new password; the one-time state ends with it. */
export async function replacePassword(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('operators').set({ passwordHash, passwordChangeRequired: false }).where('id', '=', id).execute()
}

/** Ends every live session of an operator but one. */
export async function revokeOtherSessions(db: Db, operatorId: number, keep: bigint): Promise<number> {
  const rows = await db
    .updateTable('operatorSessions')
    .set({ revokedAt: new Date() })
    .where('operatorId', '=', operatorId)
    .where('id', '!=', keep)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .returning('id')
    .execute()
  return rows.length
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
    .select(['s.id as sessionId', 's.lastSeenAt', 'o.id as operatorId', 'o.status', 'o.passwordChangeRequired'])
    .select(sql<string[]>`array(select r.role from operator_roles r where r.operator_id = o.id)`.as('roles'))
    .select(
      sql<number[]>`array(select m.merchant_id from operator_merchants m where m.operator_id = o.id)`.as('merchantIds'),
    )
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

/** Ends every live session of an operator; how many there were. */
export async function revokeAllSessions(db: Db, operatorId: number): Promise<number> {
  const rows = await db
    .updateTable('operatorSessions')
    .set({ revokedAt: new Date() })
    .where('operatorId', '=', operatorId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .returning('id')
    .execute()
  return rows.length
}

export async function findSession(db: Db, id: bigint) {
  return db
    .selectFrom('operatorSessions as s')
    .innerJoin('operators as o', 'o.id', 's.operatorId')
    .select(['o.username', 's.expiresAt'])
    .select(
      sql<string[]>`array(select r.role from operator_roles r where r.operator_id = o.id order by r.role)`.as('roles'),
    )
    .where('s.id', '=', id)
    .executeTakeFirstOrThrow()
}

/** The brands named (null: every brand of the installation), by id. */
export async function brandsIn(db: Db, ids: readonly number[] | null) {
  let query = db.selectFrom('merchants').select(['id', 'code', 'name', 'currency', 'timezone']).orderBy('id')
  if (ids !== null) query = query.where('id', 'in', ids)
  return query.execute()
}

/** Replaces an operator's pending enrolment, if any: only the newest drawn secret can be confirmed. */
export async function saveEnrolment(
  db: Db,
  enrolment: { operatorId: number; tokenHash: string; secretSealed: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('operatorEnrolments')
    .values(enrolment)
    .onConflict((oc) =>
      oc.column('operatorId').doUpdateSet({
        tokenHash: enrolment.tokenHash,
        secretSealed: enrolment.secretSealed,
        expiresAt: enrolment.expiresAt,
      }),
    )
    .execute()
}

export async function findEnrolment(db: Db, tokenHash: string) {
  return db
    .selectFrom('operatorEnrolments as e')
    .innerJoin('operators as o', 'o.id', 'e.operatorId')
    .select([
      'e.operatorId',
      'e.secretSealed',
      'e.expiresAt',
      'o.usernameKey',
      'o.status',
      'o.totpSecretSealed',
      'o.passwordChangeRequired',
    ])
    .where('e.tokenHash', '=', tokenHash)
    .executeTakeFirst()
}

/**
 * Makes the pending secret the operator's, with a compare-and-set on "no secret yet": of two
 * confirmations of one enrolment only the first takes it. The enrolment is used up either way.
 */
export async function completeEnrolment(
  db: Db,
  operatorId: number,
  secretSealed: string,
  step: number,
): Promise<boolean> {
  const row = await db
    .updateTable('operators')
    .set({ totpSecretSealed: secretSealed, totpLastStep: BigInt(step), lastLoginAt: new Date() })
    .where('id', '=', operatorId)
    .where('totpSecretSealed', 'is', null)
    .returning('id')
    .executeTakeFirst()
  await db.deleteFrom('operatorEnrolments').where('operatorId', '=', operatorId).execute()
  return row !== undefined
}

export async function listOutbox(
  db: Db,
  brands: readonly number[] | null,
  destination: string | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('outboxMessages')
    .select(['id', 'channel', 'destination', 'subject', 'body', 'kind', 'status', 'createdAt'])
    .orderBy('id', 'desc')
    .limit(limit)
  if (brands !== null) query = query.where('merchantId', 'in', brands)
  if (destination) query = query.where('destination', '=', destination)
  return query.execute()
}

export async function findMemberStatus(db: Db, memberId: bigint) {
  return db.selectFrom('members').select(['merchantId', 'status']).where('id', '=', memberId).executeTakeFirst()
}

export async function merchantExists(db: Db, merchantId: number): Promise<boolean> {
  return (await db.selectFrom('merchants').select('id').where('id', '=', merchantId).executeTakeFirst()) !== undefined
}
