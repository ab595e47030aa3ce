import { sql, type Selectable } from 'kysely'
import type { Db } from '../../db/database'
import type { VipTierTable } from '../../db/loyalty-schema'
import type { PromotionTable } from '../../db/promotion-schema'

/**
 * VIP's tables (decision 055, docs/domain/loyalty.md#vip): the tiers, the members' daily figures
 * the rolling window sums, and the tier changes. Ranks move only here, each move with its
 * vip_changes row, and the members' labels follow the tier's English name.
 */

export type TierRow = Selectable<VipTierTable>
export type PromotionRow = Selectable<PromotionTable>

export function tiersOf(db: Db, merchantId: number): Promise<TierRow[]> {
  return db.selectFrom('vipTiers').selectAll().where('merchantId', '=', merchantId).orderBy('rank').execute()
}

/** The brand's VIP promotion when it is a live loyalty promotion running at `now`. */
export function livePromotion(db: Db, promotionId: bigint, now: Date): Promise<PromotionRow | undefined> {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('id', '=', promotionId)
    .where('kind', '=', 'loyalty')
    .where('state', '=', 'live')
    .where('startsAt', '<=', now)
    .where((eb) => eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', now)]))
    .executeTakeFirst()
}

/** The pass: the batch's deposits and valid bets added to each member's brand day. */
export async function addBatchDays(trx: Db): Promise<void> {
  await sql`
    INSERT INTO loyalty_member_days (member_id, day, merchant_id, deposit, valid_bet)
    SELECT member_id, day, merchant_id,
      sum(CASE WHEN kind = 'deposit' THEN amount ELSE 0 END)::bigint,
      sum(CASE WHEN kind = 'bet' THEN amount ELSE 0 END)::bigint
    FROM loyalty_batch WHERE kind IN ('deposit', 'bet')
    GROUP BY member_id, day, merchant_id
    ON CONFLICT (member_id, day) DO UPDATE SET deposit = loyalty_member_days.deposit + EXCLUDED.deposit,
      valid_bet = loyalty_member_days.valid_bet + EXCLUDED.valid_bet`.execute(trx)
}

export interface Move {
  memberId: bigint
  merchantId: number
  fromRank: number
  toRank: number
}

/**
 * The pass: the batch's members whose window (the brand's vip_window_days ending today in its
 * zone) meets a tier above their rank move up to the highest such tier at once. The UPDATE checks
 * the rank it read, so a rank an operator set meanwhile is left alone.
 */
export async function upgradeBatchMembers(trx: Db, now: Date): Promise<Move[]> {
  const { rows } = await sql<Move>`
    WITH touched AS (SELECT DISTINCT b.member_id, b.merchant_id FROM loyalty_batch b
        WHERE EXISTS (SELECT 1 FROM vip_tiers v WHERE v.merchant_id = b.merchant_id)),
      win AS (
        SELECT t.member_id, t.merchant_id, coalesce(sum(d.deposit), 0) AS deposit, coalesce(sum(d.valid_bet), 0) AS bet
        FROM touched t JOIN merchants m ON m.id = t.merchant_id
        LEFT JOIN loyalty_settings s ON s.merchant_id = t.merchant_id
        LEFT JOIN loyalty_member_days d ON d.member_id = t.member_id
          AND d.day > (${now}::timestamptz AT TIME ZONE m.timezone)::date - coalesce(s.vip_window_days, 30)
          AND d.day <= (${now}::timestamptz AT TIME ZONE m.timezone)::date
        GROUP BY t.member_id, t.merchant_id),
      moves AS (
        SELECT w.member_id, w.merchant_id, mem.vip_rank AS from_rank, best.rank AS to_rank
        FROM win w JOIN members mem ON mem.id = w.member_id
        CROSS JOIN LATERAL (SELECT max(v.rank) AS rank FROM vip_tiers v WHERE v.merchant_id = w.merchant_id
          AND v.deposit_min <= w.deposit AND v.turnover_min <= w.bet) best
        WHERE best.rank > mem.vip_rank),
      -- Rows locked in id order, as the review and the console lock them: no deadlock between them.
      locked AS MATERIALIZED (SELECT m.id FROM members m JOIN moves mv ON mv.member_id = m.id ORDER BY m.id FOR UPDATE OF m)
    UPDATE members m SET vip_rank = mv.to_rank, club_rank = mv.to_rank,
      vip_label = v.names ->> 'EN', club_label = v.names ->> 'EN'
    FROM moves mv JOIN locked l ON l.id = mv.member_id
      JOIN vip_tiers v ON v.merchant_id = mv.merchant_id AND v.rank = mv.to_rank
    WHERE m.id = mv.member_id AND m.vip_rank = mv.from_rank
    RETURNING m.id AS member_id, mv.merchant_id, mv.from_rank, mv.to_rank`.execute(trx)
  return rows
}

/** Sets one member's rank (and labels) if it is still `fromRank`; false when it moved meanwhile. */
export async function setRank(trx: Db, memberId: bigint, fromRank: number, toRank: number): Promise<boolean> {
  const { numAffectedRows } = await sql`
    UPDATE members m SET vip_rank = ${toRank}, club_rank = ${toRank},
      vip_label = (SELECT v.names ->> 'EN' FROM vip_tiers v WHERE v.merchant_id = m.merchant_id AND v.rank = ${toRank}),
      club_label = (SELECT v.names ->> 'EN' FROM vip_tiers v WHERE v.merchant_id = m.merchant_id AND v.rank = ${toRank})
    WHERE m.id = ${memberId} AND m.vip_rank = ${fromRank}`.execute(trx)
  return numAffectedRows === 1n
}

export async function insertChanges(
  trx: Db,
  changes: readonly (Move & { reason: 'upgrade' | 'operator'; operatorId?: number | null })[],
  at: Date,
): Promise<void> {
  if (changes.length === 0) return
  await trx
    .insertInto('vipChanges')
    .values(
      changes.map((c) => ({
        merchantId: c.merchantId,
        memberId: c.memberId,
        fromRank: c.fromRank,
        toRank: c.toRank,
        reason: c.reason,
        periodKey: null,
        operatorId: c.operatorId ?? null,
        createdAt: at,
      })),
    )
    .execute()
}

/** Sums of a member's days from `from` to `to` (brand days, both included). */
export async function memberFigures(
  db: Db,
  memberId: bigint,
  from: string,
  to: string,
): Promise<{ deposit: bigint; turnover: bigint }> {
  const { rows } = await sql<{ deposit: bigint; turnover: bigint }>`
    SELECT coalesce(sum(deposit), 0)::bigint AS deposit, coalesce(sum(valid_bet), 0)::bigint AS turnover
    FROM loyalty_member_days WHERE member_id = ${memberId} AND day BETWEEN ${from}::date AND ${to}::date`.execute(db)
  return rows[0]!
}

export function memberRank(db: Db, memberId: bigint) {
  return db
    .selectFrom('members')
    .select(['id', 'merchantId', 'username', 'vipRank'])
    .where('id', '=', memberId)
    .executeTakeFirst()
}

/** The brand's currency, zone and VIP policy (the defaults when it saved none). */
export async function brandPolicy(db: Db, merchantId: number) {
  return db
    .selectFrom('merchants as m')
    .leftJoin('loyaltySettings as s', 's.merchantId', 'm.id')
    .select([
      'm.id',
      'm.currency',
      'm.timezone',
      's.vipPromotionId',
      (eb) => eb.fn.coalesce('s.vipWindowDays', sql<number>`30`).as('windowDays'),
      (eb) => eb.fn.coalesce('s.vipReview', sql<'monthly'>`'monthly'`).as('review'),
    ])
    .where('m.id', '=', merchantId)
    .executeTakeFirst()
}
