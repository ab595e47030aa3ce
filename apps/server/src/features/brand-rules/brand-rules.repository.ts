import type { Db } from '../../db/database'

/** Holds the brand's row for the rest of the transaction: two saves of one brand take turns. */
export async function lockMerchant(db: Db, merchantId: number) {
  return db.selectFrom('merchants').selectAll().where('id', '=', merchantId).forUpdate().executeTakeFirst()
}

/** Everything the console's rules page shows of one brand, in one round of small queries. */
export async function loadRules(db: Db, merchantId: number) {
  const [merchant, flags, rules, messages, patterns, resources, routes] = await Promise.all([
    db.selectFrom('merchants').selectAll().where('id', '=', merchantId).executeTakeFirst(),
    db.selectFrom('merchantFlags').select(['flag', 'enabled']).where('merchantId', '=', merchantId).execute(),
    db
      .selectFrom('registerRules')
      .select(['field', 'enabled', 'required', 'patternId', 'minLength', 'maxLength'])
      .where('merchantId', '=', merchantId)
      .orderBy('sortOrder')
      .execute(),
    db
      .selectFrom('merchantRegisterMessages')
      .select(['patternId', 'language', 'message'])
      .where('merchantId', '=', merchantId)
      .orderBy('patternId')
      .orderBy('language')
      .execute(),
    db.selectFrom('registerPatterns').select(['id', 'name', 'pattern', 'messages']).orderBy('id').execute(),
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
  return merchant ? { merchant, flags, rules, messages, patterns, resources, routes } : null
}

export async function existingCountries(db: Db, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set()
  const rows = await db.selectFrom('countries').select('code').where('code', 'in', codes).execute()
  return new Set(rows.map((row) => row.code))
}

export async function replaceFlags(db: Db, merchantId: number, flags: Record<string, boolean>) {
  await db.deleteFrom('merchantFlags').where('merchantId', '=', merchantId).execute()
  await db
    .insertInto('merchantFlags')
    .values(Object.entries(flags).map(([flag, enabled]) => ({ merchantId, flag, enabled })))
    .execute()
}

export interface RuleRow {
  field: string
  enabled: boolean
  required: boolean
  acceptedPattern: string
  patternId: number
  minLength: number
  maxLength: number
}

export async function replaceRegistration(
  db: Db,
  merchantId: number,
  rules: readonly RuleRow[],
  messages: readonly { patternId: number; language: string; message: string }[],
) {
  await db.deleteFrom('registerRules').where('merchantId', '=', merchantId).execute()
  await db
    .insertInto('registerRules')
    .values(rules.map((rule, sortOrder) => ({ ...rule, merchantId, sortOrder })))
    .execute()
  await db.deleteFrom('merchantRegisterMessages').where('merchantId', '=', merchantId).execute()
  if (messages.length > 0) {
    await db
      .insertInto('merchantRegisterMessages')
      .values(messages.map((m) => ({ ...m, merchantId })))
      .execute()
  }
}

export async function replaceResources(
  db: Db,
  merchantId: number,
  resources: readonly { resourceType: string; url: string; labelNameEn: string; qrCodeUrl: string | null }[],
) {
  await db.deleteFrom('merchantResources').where('merchantId', '=', merchantId).execute()
  if (resources.length > 0) {
    await db
      .insertInto('merchantResources')
      .values(resources.map((r, sortOrder) => ({ ...r, merchantId, sortOrder })))
      .execute()
  }
}

export async function setResourceQr(db: Db, merchantId: number, resourceType: string, qrCodeUrl: string) {
  await db
    .updateTable('merchantResources')
    .set({ qrCodeUrl })
    .where('merchantId', '=', merchantId)
    .where('resourceType', '=', resourceType)
    .execute()
}

export async function replaceDomainRoutes(
  db: Db,
  merchantId: number,
  routes: readonly { url: string; speed: number }[],
) {
  await db.deleteFrom('domainRoutes').where('merchantId', '=', merchantId).execute()
  if (routes.length > 0) {
    await db
      .insertInto('domainRoutes')
      .values(routes.map((r, sortOrder) => ({ ...r, merchantId, sortOrder })))
      .execute()
  }
}

export interface MerchantColumns {
  customerService?: string
  gtagId?: string | null
  maintenance?: boolean
  maintenanceEnd?: Date | null
  restrictedCountries?: string
  restrictedIps?: string
  minimumAge?: number
  birthdayMinimumAge?: number
  sessionIdleMinutes?: number
  sessionMaxHours?: number
  passwordMaxAgeDays?: number
  newIpVerification?: boolean
  trialBalance?: bigint
}

export async function updateMerchant(db: Db, merchantId: number, columns: MerchantColumns) {
  await db
    .updateTable('merchants')
    .set({ ...columns, updatedAt: new Date() })
    .where('id', '=', merchantId)
    .execute()
}
