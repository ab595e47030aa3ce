import type { Db } from '../../db/database'

export async function listPatterns(db: Db) {
  return db.selectFrom('registerPatterns').select(['id', 'name', 'pattern', 'messages']).orderBy('id').execute()
}

export async function listHelpArticles(db: Db, merchantId: number, language: string) {
  return db
    .selectFrom('helpArticles')
    .select(['categoryCode', 'categoryTitle', 'anchor', 'title', 'contentHtml'])
    .where('merchantId', '=', merchantId)
    .where('language', '=', language)
    .orderBy('sortOrder')
    .execute()
}

export async function listCountries(db: Db) {
  return db.selectFrom('countries').select(['code', 'dialingCode', 'nameEn']).orderBy('nameEn').execute()
}
