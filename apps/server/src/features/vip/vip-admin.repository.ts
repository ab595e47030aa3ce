import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { Move, TierRow } from './vip.repository'

/** The console's VIP writes and reads (docs/admin.md "Loyalty: VIP"): the tier table, the VIP promotion, a member's loyalty. */

/** Whether the promotion is one of the brand's loyalty promotions (the console's choice for VIP). */
export async function isLoyaltyPromotion(db: Db, merchantId: number, promotionId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('promotions')
    .select('id')
    .where('id', '=', promotionId)
    .where('merchantId', '=', merchantId)
    .where('kind', '=', 'loyalty')
    .executeTakeFirst()
  return row !== undefined
}

/** Members of the brand per rank, for the console's tier table. */
export async function membersPerRank(db: Db, merchantId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('members')
    .select(['vipRank', (eb) => eb.fn.countAll<string>().as('members')])
    .where('merchantId', '=', merchantId)
    .where('vipRank', '>', 0)
    .groupBy('vipRank')
    .execute()
  return new Map(rows.map((r) => [r.vipRank, Number(r.members)]))
}

/** Replaces the brand's tiers; members above the new top are moved to it (answered, for their rows). */
export async function replaceTiers(
  trx: Db,
  merchantId: number,
  tiers: readonly Omit<TierRow, 'merchantId' | 'updatedAt' | 'updatedBy'>[],
  operatorId: number,
): Promise<Move[]> {
  const top = tiers.length
  await trx.deleteFrom('vipTiers').where('merchantId', '=', merchantId).where('rank', '>', top).execute()
  for (const tier of tiers) {
    const values = {
      ...tier,
      merchantId,
      names: JSON.stringify(tier.names),
      updatedBy: operatorId,
      updatedAt: sql<Date>`now()`,
    }
    await trx
      .insertInto('vipTiers')
      .values(values)
      .onConflict((oc) => oc.columns(['merchantId', 'rank']).doUpdateSet(values))
      .execute()
  }
  const { rows } = await sql<Move>`
    WITH above AS (SELECT id, vip_rank FROM members WHERE merchant_id = ${merchantId} AND vip_rank > ${top} ORDER BY id FOR UPDATE)
    UPDATE members m SET vip_rank = ${top}, club_rank = ${top} FROM above a WHERE m.id = a.id
    RETURNING m.id AS member_id, m.merchant_id, a.vip_rank AS from_rank, ${top}::int AS to_rank`.execute(trx)
  // Every member's labels follow the (maybe renamed) tiers.
  await sql`
    UPDATE members m SET vip_label = v.names ->> 'EN', club_label = v.names ->> 'EN'
    FROM vip_tiers v WHERE m.merchant_id = ${merchantId} AND v.merchant_id = m.merchant_id AND v.rank = m.vip_rank
      AND (m.vip_label IS DISTINCT FROM v.names ->> 'EN' OR m.club_label IS DISTINCT FROM v.names ->> 'EN')`.execute(
    trx,
  )
  await sql`UPDATE members SET vip_label = NULL, club_label = NULL, club_rank = 0
    WHERE merchant_id = ${merchantId} AND vip_rank = 0 AND vip_label IS NOT NULL`.execute(trx)
  return rows
}

/** Stores the VIP promotion, writing the brand's settings row with its defaults first when missing. */
export async function setVipPromotion(
  trx: Db,
  merchantId: number,
  defaults: { multipliers: Record<string, number> },
  promotionId: bigint | null,
  operatorId: number,
): Promise<void> {
  await trx
    .insertInto('loyaltySettings')
    .values({
      merchantId,
      enabled: false,
      multipliers: JSON.stringify(defaults.multipliers),
      vipPromotionId: promotionId,
      updatedBy: operatorId,
    })
    .onConflict((oc) =>
      oc
        .column('merchantId')
        .doUpdateSet({ vipPromotionId: promotionId, updatedBy: operatorId, updatedAt: sql<Date>`now()` }),
    )
    .execute()
}

/** The console's member view: points, the latest 50 point entries and the tier changes. */
export async function memberLoyalty(db: Db, memberId: bigint) {
  const [points, entries, changes] = await Promise.all([
    db.selectFrom('memberPoints').select('balance').where('memberId', '=', memberId).executeTakeFirst(),
    db
      .selectFrom('pointEntries as e')
      .leftJoin('operators as o', 'o.id', 'e.operatorId')
      .select(['e.id', 'e.kind', 'e.points', 'e.balanceAfter', 'e.note', 'o.username as operator', 'e.createdAt'])
      .where('e.memberId', '=', memberId)
      .orderBy('e.id', 'desc')
      .limit(50)
      .execute(),
    db
      .selectFrom('vipChanges')
      .select(['fromRank', 'toRank', 'reason', 'createdAt'])
      .where('memberId', '=', memberId)
      .orderBy('id', 'desc')
      .limit(50)
      .execute(),
  ])
  return { points: points?.balance ?? 0n, entries, changes }
}

/** Locks the member's row; answers its brand and rank. */
export function lockMember(trx: Db, memberId: bigint) {
  return trx
    .selectFrom('members')
    .select(['id', 'merchantId', 'vipRank'])
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst()
}
