import type { Insertable, Selectable, Updateable } from 'kysely'
import type { Db } from '../../db/database'
import type { HelpArticleTable } from '../../db/schema'

export type HelpArticleRow = Selectable<HelpArticleTable>

export async function listArticles(
  db: Db,
  filter: { merchantIds: readonly number[] | null; language: string | undefined },
  limit: number,
  offset: number,
) {
  let base = db.selectFrom('helpArticles')
  if (filter.merchantIds !== null) base = base.where('merchantId', 'in', filter.merchantIds)
  if (filter.language) base = base.where('language', '=', filter.language)
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('merchantId')
      .orderBy('language')
      .orderBy('sortOrder')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

export async function findForUpdate(db: Db, id: number): Promise<HelpArticleRow | undefined> {
  return db.selectFrom('helpArticles').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

/** Another article of the brand in that language already at this anchor (the table's unique key). */
export async function anchorTaken(db: Db, merchantId: number, language: string, anchor: string, exceptId: number) {
  const row = await db
    .selectFrom('helpArticles')
    .select('id')
    .where('merchantId', '=', merchantId)
    .where('language', '=', language)
    .where('anchor', '=', anchor)
    .where('id', '!=', exceptId)
    .executeTakeFirst()
  return row !== undefined
}

export async function insertArticle(db: Db, row: Insertable<HelpArticleTable>): Promise<HelpArticleRow> {
  return db.insertInto('helpArticles').values(row).returningAll().executeTakeFirstOrThrow()
}

export async function updateArticle(db: Db, id: number, patch: Updateable<HelpArticleTable>): Promise<HelpArticleRow> {
  return db.updateTable('helpArticles').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
}

export async function deleteArticle(db: Db, id: number): Promise<void> {
  await db.deleteFrom('helpArticles').where('id', '=', id).execute()
}
