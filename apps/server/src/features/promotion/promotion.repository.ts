import type { ClaimMark } from '@sea/contract'
import { sql, type Selectable } from 'kysely'
import type { Db } from '../../db/database'
import type { PromotionGrantTable, PromotionTable } from '../../db/promotion-schema'

export type PromotionRow = Selectable<PromotionTable>
export type GrantRow = Selectable<PromotionGrantTable>

/** One promotion of a brand; another brand's id reads as none. */
export function findPromotion(db: Db, merchantId: number, id: bigint): Promise<PromotionRow | undefined> {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchantId', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst()
}

/** The brand's promotions of a kind that are live at `now` (the jobs' and hooks' reading). */
export function livePromotions(
  db: Db,
  merchantId: number,
  kind: PromotionRow['kind'],
  now: Date,
): Promise<PromotionRow[]> {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchantId', '=', merchantId)
    .where('kind', '=', kind)
    .where('state', '=', 'live')
    .where('startsAt', '<=', now)
    .where((eb) => eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', now)]))
    .orderBy('id')
    .execute()
}

/** A grant as written, or the one already there for the same (promotion, member, occasion). */
export async function insertGrant(
  trx: Db,
  row: Pick<
    GrantRow,
    'promotionId' | 'merchantId' | 'memberId' | 'occasion' | 'currency' | 'amount' | 'basis' | 'state'
  > & {
    claimableUntil?: Date | null
  },
): Promise<{ grant: GrantRow; created: boolean }> {
  const inserted = await trx
    .insertInto('promotionGrants')
    .values(row)
    .onConflict((oc) => oc.columns(['promotionId', 'memberId', 'occasion']).doNothing())
    .returningAll()
    .executeTakeFirst()
  if (inserted) return { grant: inserted, created: true }
  const existing = await trx
    .selectFrom('promotionGrants')
    .selectAll()
    .where('promotionId', '=', row.promotionId)
    .where('memberId', '=', row.memberId)
    .where('occasion', '=', row.occasion)
    .executeTakeFirstOrThrow()
  return { grant: existing, created: false }
}

/** The grant, locked until the transaction ends: a claim and an expiry never both act on it. */
export function grantForUpdate(trx: Db, id: bigint): Promise<GrantRow | undefined> {
  return trx.selectFrom('promotionGrants').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

export async function setGrant(
  trx: Db,
  id: bigint,
  change: Partial<Pick<GrantRow, 'state' | 'claimed' | 'ledgerTransactionId' | 'issuedAt' | 'closedAt' | 'forfeited'>>,
): Promise<GrantRow> {
  return trx.updateTable('promotionGrants').set(change).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
}

/**
 * Takes `amount` from the promotion's budget in one conditional statement: concurrent grants
 * queue on the row, and the one that would pass the budget finds no row to update (false).
 */
export async function spendBudget(trx: Db, promotionId: bigint, amount: bigint): Promise<boolean> {
  const { rows } = await sql<{ id: bigint }>`
    UPDATE promotions SET spent = spent + ${amount}, grant_count = grant_count + 1
    WHERE id = ${promotionId} AND (budget IS NULL OR spent + ${amount} <= budget)
    RETURNING id`.execute(trx)
  return rows.length === 1
}

/**
 * Writes the marks of one grant; answers the marks another member already holds for this
 * promotion and occasion (the caller refuses the grant, and its transaction takes these rows back).
 */
export async function takeMarks(
  trx: Db,
  key: { promotionId: bigint; occasion: string; memberId: bigint },
  marks: readonly { mark: ClaimMark; valueHash: string }[],
): Promise<ClaimMark[]> {
  const taken: ClaimMark[] = []
  for (const { mark, valueHash } of marks) {
    const row = await trx
      .insertInto('promotionClaimMarks')
      .values({ ...key, mark, valueHash })
      .onConflict((oc) => oc.columns(['promotionId', 'occasion', 'mark', 'valueHash']).doNothing())
      .returning('memberId')
      .executeTakeFirst()
    if (row) continue
    const holder = await trx
      .selectFrom('promotionClaimMarks')
      .select('memberId')
      .where('promotionId', '=', key.promotionId)
      .where('occasion', '=', key.occasion)
      .where('mark', '=', mark)
      .where('valueHash', '=', valueHash)
      .executeTakeFirstOrThrow()
    if (holder.memberId !== key.memberId) taken.push(mark)
  }
  return taken
}

/** Whether the member has bonus wagering open; `exclusiveOnly`: only from exclusive promotions. */
export async function hasOpenWagering(trx: Db, memberId: bigint, exclusiveOnly: boolean): Promise<boolean> {
  let query = trx
    .selectFrom('promotionGrants as g')
    .innerJoin('promotions as p', 'p.id', 'g.promotionId')
    .select('g.id')
    .where('g.memberId', '=', memberId)
    .where('g.state', '=', 'wagering')
  if (exclusiveOnly) query = query.where('p.exclusive', '=', true)
  return (await query.limit(1).executeTakeFirst()) !== undefined
}

/** What marks are made of: the member's payee name and bound bank accounts, and the last login's IP. */
export async function markSources(db: Db, memberId: bigint) {
  const member = await db
    .selectFrom('members')
    .select(['payeeName', 'lastLoginIp', 'registerIp'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow()
  const accounts = await db
    .selectFrom('memberBankAccounts')
    .select('accountNumber')
    .where('memberId', '=', memberId)
    .execute()
  return { ...member, accountNumbers: accounts.map((a) => a.accountNumber) }
}

/** The member's join entry's IP and device, when the member joined. */
export function entryOf(db: Db, promotionId: bigint, memberId: bigint) {
  return db
    .selectFrom('promotionEntries')
    .selectAll()
    .where('promotionId', '=', promotionId)
    .where('memberId', '=', memberId)
    .executeTakeFirst()
}
