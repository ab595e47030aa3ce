import type { Db } from '../../db/database'
import type { PromotionEntryTable } from '../../db/promotion-schema'
import type { GrantRow, PromotionRow } from './promotion.repository'

/** The member side of the promotion engine: what a member sees, joins and claims. */

export type EntryState = PromotionEntryTable['state']
export type EntryRow = Awaited<ReturnType<typeof entriesOf>>[number]

/** What eligibility is judged on (docs/domain/promotions.md#eligibility). */
export async function memberFacts(db: Db, memberId: bigint) {
  const member = await db
    .selectFrom('members')
    .select(['id', 'merchantId', 'vipRank', 'memberLabels', 'createdAt', 'registerIp'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow()
  const { count } = await db
    .selectFrom('deposits')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('memberId', '=', memberId)
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow()
  return { ...member, approvedDeposits: Number(count) }
}

/**
 * What the member sees: the brand's live promotions (coming ones too), and a paused or ended one
 * only while something in it still waits for the member (a claim, open wagering, a request).
 */
export function visiblePromotions(db: Db, merchantId: number, memberId: bigint): Promise<PromotionRow[]> {
  return (
    db
      .selectFrom('promotions as p')
      .selectAll('p')
      .where('p.merchantId', '=', merchantId)
      // A loyalty promotion only lends its rules to loyalty's bonuses (decision 055): never listed.
      .where('p.kind', '!=', 'loyalty')
      .where((eb) =>
        eb.or([
          eb('p.state', '=', 'live'),
          eb.and([
            eb('p.state', 'in', ['paused', 'ended']),
            eb.or([
              eb.exists(
                eb
                  .selectFrom('promotionGrants as g')
                  .select('g.id')
                  .whereRef('g.promotionId', '=', 'p.id')
                  .where('g.memberId', '=', memberId)
                  .where('g.state', 'in', ['claimable', 'wagering']),
              ),
              eb.exists(
                eb
                  .selectFrom('promotionEntries as e')
                  .select('e.id')
                  .whereRef('e.promotionId', '=', 'p.id')
                  .where('e.memberId', '=', memberId)
                  .where('e.state', '=', 'applying'),
              ),
            ]),
          ]),
        ]),
      )
      .orderBy('p.sortOrder')
      .orderBy('p.startsAt', 'desc')
      .orderBy('p.id', 'desc')
      .execute()
  )
}

/** One promotion the member may see: any of the brand's but a draft or a loyalty one. */
export function memberPromotion(db: Db, merchantId: number, id: bigint): Promise<PromotionRow | undefined> {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchantId', '=', merchantId)
    .where('id', '=', id)
    .where('state', '!=', 'draft')
    .where('kind', '!=', 'loyalty')
    .executeTakeFirst()
}

export function entriesOf(db: Db, memberId: bigint, promotionIds: readonly bigint[]) {
  if (promotionIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('promotionEntries')
    .select(['promotionId', 'state', 'ip', 'device'])
    .where('memberId', '=', memberId)
    .where('promotionId', 'in', promotionIds)
    .execute()
}

/** The member's grants in these promotions, newest first, with the wagering each carries. */
export function grantsOf(db: Db, memberId: bigint, promotionIds: readonly bigint[]) {
  if (promotionIds.length === 0) return Promise.resolve([])
  return grantQuery(db)
    .where('g.memberId', '=', memberId)
    .where('g.promotionId', 'in', promotionIds)
    .orderBy('g.id', 'desc')
    .execute()
}

export type GrantView = GrantRow & {
  kind: PromotionRow['kind']
  titles: Record<string, string>
  wageringRequired: bigint | null
  wageringAchieved: bigint | null
  wageringExpiresAt: Date | null
}

function grantQuery(db: Db) {
  return db
    .selectFrom('promotionGrants as g')
    .innerJoin('promotions as p', 'p.id', 'g.promotionId')
    .leftJoin('turnoverRequirements as r', 'r.grantId', 'g.id')
    .selectAll('g')
    .select([
      'p.kind',
      'p.titles',
      'r.required as wageringRequired',
      'r.achieved as wageringAchieved',
      'r.expiresAt as wageringExpiresAt',
    ])
}

/** The reward centre: claimable grants, and a page of every grant, newest first. */
export async function rewardsOf(db: Db, memberId: bigint, now: Date, limit: number, offset: number) {
  const claimable = await grantQuery(db)
    .where('g.memberId', '=', memberId)
    .where('g.state', '=', 'claimable')
    .where((eb) => eb.or([eb('g.claimableUntil', 'is', null), eb('g.claimableUntil', '>', now)]))
    .orderBy('g.id', 'desc')
    .execute()
  const history = await grantQuery(db)
    .where('g.memberId', '=', memberId)
    .orderBy('g.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
  const { total } = await db
    .selectFrom('promotionGrants')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('memberId', '=', memberId)
    .executeTakeFirstOrThrow()
  const open = await db
    .selectFrom('turnoverRequirements as r')
    .innerJoin('promotionGrants as g', 'g.id', 'r.grantId')
    .select((eb) => [
      eb.fn.sum<string | null>('r.required').as('required'),
      eb.fn.sum<string | null>('r.achieved').as('achieved'),
      eb.fn.min<Date | null>('r.expiresAt').as('expiresAt'),
    ])
    .where('g.memberId', '=', memberId)
    .where('g.state', '=', 'wagering')
    .where('r.completedAt', 'is', null)
    .executeTakeFirstOrThrow()
  return { claimable, history, total: Number(total), open }
}

export function grantViewOf(db: Db, memberId: bigint, grantId: bigint): Promise<GrantView | undefined> {
  return grantQuery(db).where('g.memberId', '=', memberId).where('g.id', '=', grantId).executeTakeFirst()
}

/** Writes the member's entry, or finds the one there; an entry's state changes only by `setEntry`. */
export async function upsertEntry(
  trx: Db,
  row: {
    promotionId: bigint
    merchantId: number
    memberId: bigint
    state: EntryState
    ip: string
    device: string | null
  },
) {
  await trx
    .insertInto('promotionEntries')
    .values(row)
    .onConflict((oc) => oc.columns(['promotionId', 'memberId']).doNothing())
    .execute()
  return trx
    .selectFrom('promotionEntries')
    .selectAll()
    .where('promotionId', '=', row.promotionId)
    .where('memberId', '=', row.memberId)
    .executeTakeFirstOrThrow()
}
