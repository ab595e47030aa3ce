import type { BrandGeneral, BrandTheme } from '@sea/contract'
import type { Db } from '../../db/database'

/** The columns the console's brand page shows; locked when read for a change. */
export async function findBrand(db: Db, merchantId: number, forUpdate = false) {
  const query = db
    .selectFrom('merchants')
    .select([
      'id',
      'code',
      'name',
      'currency',
      'timezone',
      'languages',
      'defaultLanguage',
      'maintenance',
      'theme',
      'logoUrl',
      'faviconUrl',
    ])
    .where('id', '=', merchantId)
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst()
}
export type BrandRow = NonNullable<Awaited<ReturnType<typeof findBrand>>>

/** Brands in a scope (null: all) with their primary site domain and member count. */
export async function listBrandSummaries(db: Db, merchantIds: readonly number[] | null) {
  let query = db
    .selectFrom('merchants')
    .leftJoin('merchantDomains', (join) =>
      join.onRef('merchantDomains.merchantId', '=', 'merchants.id').on('merchantDomains.isPrimary', '=', true),
    )
    .select((eb) => [
      'merchants.id',
      'merchants.code',
      'merchants.name',
      'merchants.currency',
      'merchants.timezone',
      'merchants.languages',
      'merchants.defaultLanguage',
      'merchants.maintenance',
      'merchantDomains.domain as primaryDomain',
      eb
        .selectFrom('members')
        .select((inner) => inner.fn.countAll<string>().as('count'))
        .whereRef('members.merchantId', '=', 'merchants.id')
        .as('members'),
    ])
    .orderBy('merchants.id')
  if (merchantIds !== null) {
    if (merchantIds.length === 0) return []
    query = query.where('merchants.id', 'in', merchantIds)
  }
  return query.execute()
}

export async function updateGeneral(db: Db, merchantId: number, general: BrandGeneral) {
  await db
    .updateTable('merchants')
    .set({ ...general, languages: JSON.stringify(general.languages), updatedAt: new Date() })
    .where('id', '=', merchantId)
    .execute()
}

export async function updateTheme(db: Db, merchantId: number, theme: BrandTheme) {
  await db
    .updateTable('merchants')
    .set({ theme: JSON.stringify(theme), updatedAt: new Date() })
    .where('id', '=', merchantId)
    .execute()
}

export async function updatePicture(db: Db, merchantId: number, kind: 'logo' | 'favicon', url: string) {
  await db
    .updateTable('merchants')
    .set({ ...(kind === 'logo' ? { logoUrl: url } : { faviconUrl: url }), updatedAt: new Date() })
    .where('id', '=', merchantId)
    .execute()
}
