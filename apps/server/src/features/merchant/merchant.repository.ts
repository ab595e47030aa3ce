import type { Db } from '../../db/database'

export async function listDomains(db: Db) {
  return db.selectFrom('merchantDomains').select(['domain', 'merchantId']).execute()
}

export async function findDefaultMerchantId(db: Db): Promise<number | null> {
  const row = await db.selectFrom('merchants').select('id').where('isDefault', '=', true).executeTakeFirst()
  return row?.id ?? null
}

export async function findMerchantIdByCode(db: Db, code: string): Promise<number | null> {
  const row = await db.selectFrom('merchants').select('id').where('code', '=', code).executeTakeFirst()
  return row?.id ?? null
}

/** Everything the public settings calls need about one merchant, in four small queries. */
export async function loadMerchantSettings(db: Db, merchantId: number) {
  const [merchant, flags, rules, resources, routes] = await Promise.all([
    db.selectFrom('merchants').selectAll().where('id', '=', merchantId).executeTakeFirst(),
    db.selectFrom('merchantFlags').select(['flag', 'enabled']).where('merchantId', '=', merchantId).execute(),
    db
      .selectFrom('registerRules')
      .select(['field', 'enabled', 'required', 'acceptedPattern', 'patternId', 'minLength', 'maxLength'])
      .where('merchantId', '=', merchantId)
      .orderBy('sortOrder')
      .execute(),
    db
      .selectFrom('merchantResources')
      .select(['resourceType', 'url', 'qrCodeUrl', 'labelNameEn'])
      .where('merchantId', '=', merchantId)
      .orderBy('sortOrder')
      .execute(),
    db
      .selectFrom('domainRoutes')
      .select(['url', 'speed'])
      .where('merchantId', '=', merchantId)
      .orderBy('sortOrder')
      .execute(),
  ])
  return merchant ? { merchant, flags, rules, resources, routes } : null
}

export async function setMaintenance(db: Db, merchantId: number, on: boolean, end: Date | null) {
  await db
    .updateTable('merchants')
    .set({ maintenance: on, maintenanceEnd: on ? end : null, updatedAt: new Date() })
    .where('id', '=', merchantId)
    .execute()
}

export async function setRegionRestriction(db: Db, merchantId: number, countries: string[], ips: string[]) {
  await db
    .updateTable('merchants')
    .set({
      restrictedCountries: JSON.stringify(countries),
      restrictedIps: JSON.stringify(ips),
      updatedAt: new Date(),
    })
    .where('id', '=', merchantId)
    .execute()
}
