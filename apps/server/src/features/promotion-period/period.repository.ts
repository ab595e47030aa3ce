import { sql, type Selectable } from 'kysely'
import type { Db } from '../../db/database'
import type { PromotionTable } from '../../db/promotion-schema'

/** A cashback or rebate promotion with what its periods need: the brand's zone and currency, and its cursor. */
export type PeriodPromotion = Selectable<PromotionTable> & {
  timezone: string
  currency: string
  /** The end of the last period paid; null before the first. */
  paidUntil: Date | null
}

/**
 * The live and paused cashback and rebate promotions that have started, with periods still to
 * go through: none yet, or the campaign not over by the last one. A paused one's periods are
 * passed over unpaid (docs/domain/promotions.md#cashback-and-rebate-periods).
 */
export function periodPromotions(db: Db, now: Date): Promise<PeriodPromotion[]> {
  return db
    .selectFrom('promotions as p')
    .innerJoin('merchants as m', 'm.id', 'p.merchantId')
    .leftJoin('promotionPeriodCursors as c', 'c.promotionId', 'p.id')
    .selectAll('p')
    .select(['m.timezone', 'm.currency', 'c.paidUntil'])
    .where('p.kind', 'in', ['cashback', 'rebate'])
    .where('p.state', 'in', ['live', 'paused'])
    .where('p.startsAt', '<=', now)
    .where((eb) =>
      eb.or([eb('c.paidUntil', 'is', null), eb('p.endsAt', 'is', null), eb('c.paidUntil', '<', eb.ref('p.endsAt'))]),
    )
    .orderBy('p.id')
    .execute()
}

/** Moves the cursor forward only: a slower run at the same time never moves it back. */
export async function advanceCursor(db: Db, promotionId: bigint, until: Date): Promise<void> {
  await db
    .insertInto('promotionPeriodCursors')
    .values({ promotionId, paidUntil: until })
    .onConflict((oc) =>
      oc
        .column('promotionId')
        .doUpdateSet({ paidUntil: until, updatedAt: sql`now()` })
        .where('promotionPeriodCursors.paidUntil', '<', until),
    )
    .execute()
}

export interface Entrant {
  memberId: bigint
  /** Bonuses credited to the member's main wallet in the range (cashback only; 0 otherwise). */
  bonuses: bigint
}

/**
 * The members who joined the promotion before the period ended and hold no grant for its
 * occasion yet, by id, in one statement; with `bonuses`, what ledger transfers of kind `bonus`
 * credited to each one's main wallet in [from, to) (entries are dated at their effective time).
 */
export async function unpaidEntrants(
  db: Db,
  q: {
    promotionId: bigint
    occasion: string
    joinedBefore: Date
    currency: string
    from: Date
    to: Date
    bonuses: boolean
  },
): Promise<Entrant[]> {
  const bonuses = q.bonuses
    ? sql`(SELECT coalesce(sum(le.amount), 0) FROM ledger_accounts a
        JOIN ledger_entries le ON le.account_id = a.id AND le.amount > 0 AND le.created_at >= ${q.from} AND le.created_at < ${q.to}
        JOIN ledger_transactions t ON t.id = le.transaction_id AND t.kind = 'bonus'
        WHERE a.merchant_id = e.merchant_id AND a.currency = ${q.currency} AND a.kind = 'member_main'
          AND a.owner_member_id = e.member_id)`
    : sql`0`
  const { rows } = await sql<Entrant>`
    SELECT e.member_id, ${bonuses}::bigint AS bonuses
    FROM promotion_entries e
    WHERE e.promotion_id = ${q.promotionId} AND e.state = 'joined' AND e.created_at < ${q.joinedBefore}
      AND NOT EXISTS (SELECT 1 FROM promotion_grants g
        WHERE g.promotion_id = e.promotion_id AND g.member_id = e.member_id AND g.occasion = ${q.occasion})
    ORDER BY e.member_id`.execute(db)
  return rows
}
