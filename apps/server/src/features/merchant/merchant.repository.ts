import type { BrandDomain } from '@sea/contract'
import type { Db } from '../../db/database'

export async function listDomains(db: Db) {
  return db.selectFrom('merchantDomains').select(['domain', 'merchantId', 'isPrimary', 'kind']).execute()
}

/** One brand's domains, the primary first. */
export async function brandDomains(db: Db, merchantId: number): Promise<BrandDomain[]> {
  const rows = await db
    .selectFrom('merchantDomains')
    .select(['domain', 'kind', 'isPrimary'])
    .where('merchantId', '=', merchantId)
    .orderBy('isPrimary', 'desc')
    .orderBy('kind', 'desc')
    .orderBy('domain')
    .execute()
  return rows.map((row) => ({ domain: row.domain, kind: row.kind, primary: row.isPrimary }))
}

/** Replaces a brand's domains with the list given (already checked). */
export async function replaceDomains(db: Db, merchantId: number, domains: readonly BrandDomain[]) {
  await db.deleteFrom('merchantDomains').where('merchantId', '=', merchantId).execute()
  await insertDomains(db, merchantId, domains)
}

async function insertDomains(db: Db, merchantId: number, domains: readonly BrandDomain[]) {
  await db
    .insertInto('merchantDomains')
    .values(domains.map((d) => ({ domain: d.domain, merchantId, kind: d.kind, isPrimary: d.primary })))
    .execute()
}

export async function findMerchantIdByCode(db: Db, code: string): Promise<number | null> {
  const row = await db.selectFrom('merchants').select('id').where('code', '=', code).executeTakeFirst()
  return row?.id ?? null
}

/** Everything the public settings calls need about one merchant, in four small queries. */
export async function loadMerchantSettings(db: Db, merchantId: number) {
  const [merchant, flags, rules, resources, routes, messages] = await Promise.all([
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
    db
      .selectFrom('merchantRegisterMessages')
      .select(['patternId', 'language', 'message'])
      .where('merchantId', '=', merchantId)
      .execute(),
  ])
  return merchant ? { merchant, flags, rules, resources, routes, messages } : null
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

export interface NewBrandRow {
  code: string
  name: string
  currency: string
  timezone: string
  languages: string[]
  defaultLanguage: string
  defaultCountryCode: string
  preferredCountries: string
}

/** The merchant row and its domains (links use the primary one for a default brand). */
export async function insertBrand(db: Db, brand: NewBrandRow, domains: readonly BrandDomain[]): Promise<number> {
  const { id } = await db
    .insertInto('merchants')
    .values({
      ...brand,
      logoUrl: '/brand/logo.svg',
      imageBaseUrl: '/brand/',
      theme: JSON.stringify(NEUTRAL_THEME),
      languages: JSON.stringify(brand.languages),
      restrictedCountries: JSON.stringify([]),
      restrictedIps: JSON.stringify([]),
      imageCdns: JSON.stringify([]),
      launchGameCdns: JSON.stringify([]),
      customerService: JSON.stringify({}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await insertDomains(db, id, domains)
  return id
}

export const NEUTRAL_THEME = {
  primary: '#1f6feb',
  primaryContrast: '#ffffff',
  accent: '#f5b400',
  background: '#0d1117',
  surface: '#161b22',
  text: '#f0f6fc',
  muted: '#8b949e',
}

export async function findDomains(db: Db, domains: string[]) {
  if (domains.length === 0) return []
  return db.selectFrom('merchantDomains').select(['domain', 'merchantId']).where('domain', 'in', domains).execute()
}

/** Every brand with its domains (primary first) and how many members it has. */
export async function listBrands(db: Db) {
  const [merchants, domains, members] = await Promise.all([
    db
      .selectFrom('merchants')
      .select(['id', 'code', 'name', 'currency', 'timezone', 'languages'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('merchantDomains')
      .select(['merchantId', 'domain', 'isPrimary'])
      .orderBy('isPrimary', 'desc')
      .orderBy('domain')
      .execute(),
    db
      .selectFrom('members')
      .select(['merchantId', (eb) => eb.fn.countAll<string>().as('count')])
      .groupBy('merchantId')
      .execute(),
  ])
  return merchants.map((m) => ({
    ...m,
    domains: domains.filter((d) => d.merchantId === m.id).map((d) => d.domain),
    members: Number(members.find((row) => row.merchantId === m.id)?.count ?? 0),
  }))
}
