import type { LoyaltySettings } from '@sea/contract'
import { sql } from 'kysely'
import type { Db } from '../../db/database'

// The console's reads and writes of a brand's point policy and a member's points (docs/admin.md "Loyalty").

export function findMerchant(db: Db, merchantId: number) {
  return db.selectFrom('merchants').select(['id', 'currency']).where('id', '=', merchantId).executeTakeFirst()
}

/** The brand's member, or nothing for another brand's. */
export function findMember(db: Db, merchantId: number, memberId: bigint) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'vipRank'])
    .where('id', '=', memberId)
    .where('merchantId', '=', merchantId)
    .executeTakeFirst()
}

export async function pointsOf(db: Db, memberId: bigint): Promise<bigint> {
  const row = await db.selectFrom('memberPoints').select('balance').where('memberId', '=', memberId).executeTakeFirst()
  return row?.balance ?? 0n
}

export function latestEntries(db: Db, memberId: bigint, limit: number) {
  return db
    .selectFrom('pointEntries as e')
    .leftJoin('operators as o', 'o.id', 'e.operatorId')
    .select(['e.id', 'e.kind', 'e.points', 'e.balanceAfter', 'e.note', 'o.username as operator', 'e.createdAt'])
    .where('e.memberId', '=', memberId)
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute()
}

export function vipChanges(db: Db, memberId: bigint, limit: number) {
  return db
    .selectFrom('vipChanges')
    .select(['fromRank', 'toRank', 'reason', 'createdAt'])
    .where('memberId', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/** Writes the brand's policy; the VIP promotion is the tier table's and stays as it is. */
export async function saveSettings(
  trx: Db,
  merchantId: number,
  settings: LoyaltySettings,
  operatorId: number,
): Promise<void> {
  const values = {
    enabled: settings.enabled,
    earnRate: settings.earnRate,
    multipliers: JSON.stringify(settings.multipliers),
    convertRate: settings.convertRate,
    minConvert: BigInt(settings.minConvert),
    expiryDays: settings.expiryDays,
    vipWindowDays: settings.vipWindowDays,
    vipReview: settings.vipReview,
    updatedBy: operatorId,
    updatedAt: new Date(),
  }
  await trx
    .insertInto('loyaltySettings')
    .values({ merchantId, ...values })
    .onConflict((oc) => oc.column('merchantId').doUpdateSet(values))
    .execute()
}

/** Serialises settings writes of one brand, so the audit's before is the row the write replaced. */
export async function lockSettings(trx: Db, merchantId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('loyalty_settings'), ${merchantId})`.execute(trx)
}
