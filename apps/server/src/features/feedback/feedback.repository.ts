import type { Db } from '../../db/database'

export async function insertImage(
  db: Db,
  row: { memberId: bigint; storageKey: string; contentType: string; size: number },
): Promise<bigint> {
  return (await db.insertInto('feedbackImages').values(row).returning('id').executeTakeFirstOrThrow()).id
}

/** Pictures the member uploaded since `since` and has not sent with a feedback yet. */
export async function countLooseImages(db: Db, memberId: bigint, since: Date): Promise<number> {
  const row = await db
    .selectFrom('feedbackImages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('memberId', '=', memberId)
    .where('feedbackId', 'is', null)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertFeedback(
  db: Db,
  row: { merchantId: number; memberId: bigint; content: string; ip: string },
) {
  return db.insertInto('feedback').values(row).returning(['id', 'content', 'createdAt']).executeTakeFirstOrThrow()
}

/** Attaches the member's own loose pictures to a feedback; answers how many it attached. */
export async function attachImages(db: Db, memberId: bigint, imageIds: bigint[], feedbackId: bigint): Promise<number> {
  if (imageIds.length === 0) return 0
  const result = await db
    .updateTable('feedbackImages')
    .set({ feedbackId })
    .where('memberId', '=', memberId)
    .where('feedbackId', 'is', null)
    .where('id', 'in', imageIds)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export async function listFeedback(
  db: Db,
  filter: { merchantIds: readonly number[] | null; memberId: bigint | undefined },
  limit: number,
  offset: number,
) {
  let base = db.selectFrom('feedback as f')
  if (filter.merchantIds !== null) base = base.where('f.merchantId', 'in', filter.merchantIds)
  if (filter.memberId !== undefined) base = base.where('f.memberId', '=', filter.memberId)
  const rows = await base
    .innerJoin('members as m', 'm.id', 'f.memberId')
    .select(['f.id', 'f.merchantId', 'f.memberId', 'm.username', 'f.content', 'f.createdAt'])
    .orderBy('f.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
  const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
  const images =
    rows.length === 0
      ? []
      : await db
          .selectFrom('feedbackImages')
          .select(['id', 'feedbackId'])
          .where(
            'feedbackId',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('id')
          .execute()
  return { rows, images, total: Number(total.n) }
}

export async function findImage(db: Db, feedbackId: bigint, imageId: bigint) {
  return db
    .selectFrom('feedbackImages as i')
    .innerJoin('feedback as f', 'f.id', 'i.feedbackId')
    .select(['i.storageKey', 'f.merchantId'])
    .where('i.id', '=', imageId)
    .where('i.feedbackId', '=', feedbackId)
    .executeTakeFirst()
}
