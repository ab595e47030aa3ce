import type { Insertable } from 'kysely'
import { AGENT_TYPES } from '@sea/rules'
import type { Db } from '../../db/database'
import type { MemberTable } from '../../db/schema'

export type NewMember = Insertable<MemberTable>

/** Inserts a member; a taken username or mobile surfaces as the database's unique violation. */
export async function insertMember(db: Db, member: NewMember): Promise<bigint> {
  const row = await db.insertInto('members').values(member).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function findByUsername(db: Db, merchantId: number, usernameKey: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchantId', '=', merchantId)
    .where('usernameKey', '=', usernameKey)
    .executeTakeFirst()
}

export async function findByMobile(db: Db, merchantId: number, countryDialingCode: string, mobileNum: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchantId', '=', merchantId)
    .where('countryDialingCode', '=', countryDialingCode)
    .where('mobileNum', '=', mobileNum)
    .where('isAgent', '!=', 4)
    .executeTakeFirst()
}

export async function findById(db: Db, id: bigint) {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The brand's VIP tiers of these ranks: their names per language, by rank. */
export async function tierNames(
  db: Db,
  merchantId: number,
  ranks: readonly number[],
): Promise<Map<number, Record<string, string>>> {
  if (ranks.length === 0) return new Map()
  const rows = await db
    .selectFrom('vipTiers')
    .select(['rank', 'names'])
    .where('merchantId', '=', merchantId)
    .where('rank', 'in', ranks)
    .execute()
  return new Map(rows.map((row) => [row.rank, row.names]))
}

export async function findAgentByAffiliateCode(db: Db, merchantId: number, code: string) {
  return db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('merchantId', '=', merchantId)
    .where('affiliateCode', '=', code)
    .where('isAgent', 'in', [...AGENT_TYPES])
    .where('status', '=', 'active')
    .executeTakeFirst()
}

export async function setPassword(db: Db, id: bigint, passwordHash: string): Promise<void> {
  await db
    .updateTable('members')
    .set({ passwordHash, passwordChangedAt: new Date(), passwordIsDefault: false, passwordChangeRequired: false })
    .where('id', '=', id)
    .execute()
}

export async function setPaymentPassword(db: Db, id: bigint, paymentPasswordHash: string): Promise<void> {
  await db.updateTable('members').set({ paymentPasswordHash }).where('id', '=', id).execute()
}

export async function setAvatar(db: Db, id: bigint, avatar: string, avatarType: 'STATIC' | 'CUSTOM'): Promise<void> {
  await db.updateTable('members').set({ avatar, avatarType }).where('id', '=', id).execute()
}

export async function setStatus(db: Db, id: bigint, status: 'active' | 'frozen'): Promise<void> {
  await db.updateTable('members').set({ status }).where('id', '=', id).execute()
}

export async function findUplineName(db: Db, parentId: bigint | null): Promise<string | null> {
  if (parentId === null) return null
  const row = await db.selectFrom('members').select('username').where('id', '=', parentId).executeTakeFirst()
  return row?.username ?? null
}

/**
 * Takes an authenticator time step for this member: compare-and-set, so of two requests with the
 * same code (or an older one) only the first gets the row.
 */
export async function claimTotpStep(db: Db, id: bigint, step: number): Promise<boolean> {
  const row = await db
    .updateTable('members')
    .set({ totpLastStep: BigInt(step) })
    .where('id', '=', id)
    .where((w) => w.or([w('totpLastStep', 'is', null), w('totpLastStep', '<', BigInt(step))]))
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

export async function setTotpPending(db: Db, id: bigint, sealed: string): Promise<void> {
  await db.updateTable('members').set({ totpPendingSealed: sealed }).where('id', '=', id).execute()
}

/** The pending secret becomes the enrolled one; the step that confirmed it is taken. */
export async function confirmTotp(db: Db, id: bigint, sealed: string, step: number): Promise<void> {
  await db
    .updateTable('members')
    .set({ totpSecretSealed: sealed, totpPendingSealed: null, totpLastStep: BigInt(step) })
    .where('id', '=', id)
    .execute()
}

export async function clearTotp(db: Db, id: bigint): Promise<void> {
  await db
    .updateTable('members')
    .set({ totpSecretSealed: null, totpLastStep: null, totpPendingSealed: null })
    .where('id', '=', id)
    .execute()
}

export async function insertPasswordReset(db: Db, tokenHash: string, memberId: bigint, expiresAt: Date): Promise<void> {
  await db.insertInto('passwordResets').values({ tokenHash, memberId, expiresAt }).execute()
}

/** Takes a live reset link once: one conditional UPDATE, so a link never serves twice. */
export async function takePasswordReset(db: Db, tokenHash: string, now: Date) {
  return db
    .updateTable('passwordResets')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('memberId')
    .executeTakeFirst()
}
