import type { OperatorRole } from '@sea/contract'
import { sql } from 'kysely'
import type { Db } from '../../db/database'

/** Operators with their roles and brands, as the console shows them. */
function accounts(db: Db) {
  return db
    .selectFrom('operators as o')
    .select(['o.id', 'o.username', 'o.status', 'o.lastLoginAt', 'o.createdAt'])
    .select(sql<boolean>`o.totp_secret_sealed is not null`.as('enrolled'))
    .select(
      sql<string[]>`array(select r.role from operator_roles r where r.operator_id = o.id order by r.role)`.as('roles'),
    )
    .select(
      sql<number[]>`array(select m.merchant_id from operator_merchants m where m.operator_id = o.id order by 1)`.as(
        'merchantIds',
      ),
    )
}

export type AccountRow = Awaited<ReturnType<typeof findAccount>> & object

export async function listAccounts(db: Db, status: 'active' | 'disabled' | undefined) {
  let query = accounts(db).orderBy('o.id')
  if (status) query = query.where('o.status', '=', status)
  return query.execute()
}

/** One operator; with `lock`, its row stays locked to the end of the transaction. */
export async function findAccount(db: Db, id: number, lock = false) {
  const query = accounts(db).where('o.id', '=', id)
  return (lock ? query.forUpdate('o') : query).executeTakeFirst()
}

/** A new operator with its roles and brands, or undefined when the username is taken. */
export async function insertOperator(
  db: Db,
  operator: { username: string; usernameKey: string; passwordHash: string; passwordChangeRequired: boolean },
  roles: readonly OperatorRole[],
  merchantIds: readonly number[] | null,
): Promise<number | undefined> {
  const row = await db
    .insertInto('operators')
    .values({ ...operator, totpSecretSealed: null })
    .onConflict((oc) => oc.column('usernameKey').doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!row) return undefined
  await setRolesAndBrands(db, row.id, roles, merchantIds)
  return row.id
}

export async function setRolesAndBrands(
  db: Db,
  id: number,
  roles: readonly OperatorRole[],
  merchantIds: readonly number[] | null,
): Promise<void> {
  await db.deleteFrom('operatorRoles').where('operatorId', '=', id).execute()
  await db.deleteFrom('operatorMerchants').where('operatorId', '=', id).execute()
  await db
    .insertInto('operatorRoles')
    .values(roles.map((role) => ({ operatorId: id, role })))
    .execute()
  if (merchantIds !== null && merchantIds.length > 0) {
    await db
      .insertInto('operatorMerchants')
      .values(merchantIds.map((merchantId) => ({ operatorId: id, merchantId })))
      .execute()
  }
}

export async function setStatus(db: Db, id: number, status: 'active' | 'disabled'): Promise<void> {
  await db.updateTable('operators').set({ status }).where('id', '=', id).execute()
}

/** Another operator's reset: a one-time password, to be replaced at the next login. */
export async function setOneTimePassword(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('operators').set({ passwordHash, passwordChangeRequired: true }).where('id', '=', id).execute()
}

/** Forgets the authenticator and any enrolment under way: the next login enrols afresh. */
export async function clearAuthenticator(db: Db, id: number): Promise<void> {
  await db.updateTable('operators').set({ totpSecretSealed: null, totpLastStep: null }).where('id', '=', id).execute()
  await db.deleteFrom('operatorEnrolments').where('operatorId', '=', id).execute()
}

/**
 * Operator changes take turns, installation-wide, until their transaction ends. Row locks alone
 * did not do: two owners changing each other locked their rows in opposite orders (a deadlock on
 * PostgreSQL), and a roles change leaves the operators row as it was, so a waiting statement's
 * snapshot still counted a removed owner. Each statement after this lock sees every earlier change.
 */
export async function takeManagementTurn(db: Db): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('operator-management'))`.execute(db)
}

/** The active installation-wide owners (read after `takeManagementTurn`). */
export async function wideOwners(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('operators as o')
    .select('o.id')
    .where('o.status', '=', 'active')
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('operatorRoles as r').whereRef('r.operatorId', '=', 'o.id').where('r.role', '=', 'owner')),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('operatorMerchants as m').whereRef('m.operatorId', '=', 'o.id'))),
    )
    .orderBy('o.id')
    .execute()
  return rows.map((row) => row.id)
}

/** How many of the ids name an existing brand. */
export async function countMerchants(db: Db, ids: readonly number[]): Promise<number> {
  const row = await db
    .selectFrom('merchants')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
