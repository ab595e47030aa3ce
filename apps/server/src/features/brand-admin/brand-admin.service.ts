import {
  BRAND_FAVICON_MAX_BYTES,
  BRAND_LOGO_MAX_BYTES,
  brandAdminRoutes,
  type BrandDetail,
  type BrandDomains,
  type BrandGeneral,
  type BrandSummary,
  type BrandTheme,
  type Language,
  type NewBrand,
} from '@sea/contract'
import { isLanguage } from '@sea/rules'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { OperatorAction, Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { readPicture, storePicture } from '../../lib/pictures'
import type { FileStore } from '../../providers/storage'
import {
  brandDomains,
  checkDomains,
  checkLanguages,
  createBrandFrom,
  invalid,
  isTimeZone,
  NEUTRAL_THEME,
  replaceBrandDomains,
} from '../merchant/brand.service'
import type { MerchantDirectory } from '../merchant/merchant.service'
import { brandsOf, canSee } from '../operator/operator.service'
import * as repo from './brand-admin.repository'

export interface BrandAdminDeps {
  db: Db
  merchants: MerchantDirectory
  /** Uploaded logos and favicons. */
  store: FileStore
}

const languagesOf = (stored: readonly string[]): Language[] => stored.filter(isLanguage)

function detailOf(row: repo.BrandRow, domains: BrandDetail['domains']): BrandDetail {
  return {
    id: row.id,
    code: row.code,
    currency: row.currency,
    maintenance: row.maintenance,
    general: {
      name: row.name,
      timezone: row.timezone,
      languages: languagesOf(row.languages),
      defaultLanguage: isLanguage(row.defaultLanguage) ? row.defaultLanguage : 'MY',
    },
    domains,
    theme: { ...NEUTRAL_THEME, ...row.theme } as BrandTheme,
    logoUrl: row.logoUrl,
    faviconUrl: row.faviconUrl,
  }
}

export async function listBrandsFor(db: Db, principal: Principal): Promise<BrandSummary[]> {
  const rows = await repo.listBrandSummaries(db, brandsOf(principal))
  return rows.map((row) => ({
    ...row,
    languages: languagesOf(row.languages),
    defaultLanguage: isLanguage(row.defaultLanguage) ? row.defaultLanguage : 'MY',
    members: Number(row.members ?? 0),
  }))
}

/** A brand outside the operator's scope does not exist for it. */
async function visibleBrand(db: Db, principal: Principal, merchantId: number, forUpdate = false) {
  const row = canSee(principal, merchantId) ? await repo.findBrand(db, merchantId, forUpdate) : undefined
  if (!row) throw new AppError('not_found', 'No such brand')
  return row
}

export async function brandDetail(db: Db, principal: Principal, merchantId: number): Promise<BrandDetail> {
  const row = await visibleBrand(db, principal, merchantId)
  return detailOf(row, await brandDomains(db, merchantId))
}

/** Installation-wide operators only: a brand's operator has no brand to create within its scope. */
export async function createBrandFor(deps: BrandAdminDeps, action: OperatorAction, input: NewBrand) {
  if (brandsOf(action.principal) !== null)
    throw new AppError('forbidden', 'Only an installation-wide operator creates brands')
  const template = input.templateMerchantId
  if (template !== undefined && !(await repo.findBrand(deps.db, template)))
    throw invalid('/body/templateMerchantId', 'no such brand')
  const merchantId = await createBrandFrom(deps.db, {
    brand: input,
    domains: input.domains,
    templateMerchantId: template,
    at: '/body',
    then: async (trx, id) => {
      const created = detailOf(await repo.findBrand(trx, id).then(required), await brandDomains(trx, id))
      await audit(trx, action, id, 'brand.create', null, { ...created, templateMerchantId: template ?? null })
    },
  })
  deps.merchants.invalidate()
  return brandDetail(deps.db, action.principal, merchantId)
}

/**
 * One settings group written whole: read and locked, changed, audited with that group's before
 * and after, in one transaction; then this instance's settings cache is dropped.
 */
async function changeGroup<T>(
  deps: BrandAdminDeps,
  action: OperatorAction,
  merchantId: number,
  group: string,
  read: (trx: Db, row: repo.BrandRow) => Promise<T> | T,
  write: (trx: Db) => Promise<void>,
): Promise<BrandDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await visibleBrand(trx, action.principal, merchantId, true)
    const before = await read(trx, row)
    await write(trx)
    const after = await read(trx, await repo.findBrand(trx, merchantId).then(required))
    await audit(trx, action, merchantId, `brand.${group}`, { [group]: before }, { [group]: after })
  })
  deps.merchants.invalidate()
  return brandDetail(deps.db, action.principal, merchantId)
}

export async function updateGeneral(
  deps: BrandAdminDeps,
  action: OperatorAction,
  merchantId: number,
  body: BrandGeneral,
) {
  const name = body.name.trim()
  if (name.length === 0) throw invalid('/body/name', 'must be 1-64 characters')
  if (!isTimeZone(body.timezone))
    throw invalid('/body/timezone', `"${body.timezone}" is not an IANA time zone such as Asia/Kuala_Lumpur`)
  const { languages, defaultLanguage } = checkLanguages(body.languages, body.defaultLanguage, '/body')
  const general = { name, timezone: body.timezone, languages, defaultLanguage } as BrandGeneral
  return changeGroup(
    deps,
    action,
    merchantId,
    'general',
    (_trx, row) => detailOf(row, []).general,
    (trx) => repo.updateGeneral(trx, merchantId, general),
  )
}

export async function updateDomains(
  deps: BrandAdminDeps,
  action: OperatorAction,
  merchantId: number,
  body: BrandDomains,
) {
  const domains = checkDomains(body.domains, '/body')
  return changeGroup(
    deps,
    action,
    merchantId,
    'domains',
    (trx) => brandDomains(trx, merchantId),
    (trx) => replaceBrandDomains(trx, merchantId, domains),
  )
}

export async function updateTheme(deps: BrandAdminDeps, action: OperatorAction, merchantId: number, theme: BrandTheme) {
  const lower = Object.fromEntries(Object.entries(theme).map(([key, colour]) => [key, colour.toLowerCase()]))
  return changeGroup(
    deps,
    action,
    merchantId,
    'theme',
    (_trx, row) => detailOf(row, []).theme,
    (trx) => repo.updateTheme(trx, merchantId, lower as BrandTheme),
  )
}

const LIMITS = { logo: BRAND_LOGO_MAX_BYTES, favicon: BRAND_FAVICON_MAX_BYTES } as const
const BRAND_SHELF = { folder: 'brands', url: brandAdminRoutes.brandFile.url }

/** A logo or favicon (lib/pictures: PNG or JPEG by its bytes), within its own limit. */
export async function uploadPicture(
  deps: BrandAdminDeps,
  action: OperatorAction,
  merchantId: number,
  kind: 'logo' | 'favicon',
  data: unknown,
): Promise<BrandDetail> {
  await visibleBrand(deps.db, action.principal, merchantId)
  const url = await storePicture(deps.store, BRAND_SHELF, data, LIMITS[kind], kind)
  const field = kind === 'logo' ? 'logoUrl' : 'faviconUrl'
  return changeGroup(
    deps,
    action,
    merchantId,
    kind,
    (_trx, row) => row[field],
    (trx) => repo.updatePicture(trx, merchantId, kind, url),
  )
}

/** A stored logo or favicon and its type. */
export const brandFile = (store: FileStore, key: string) => readPicture(store, BRAND_SHELF, key)

function required<T>(row: T | undefined): T {
  if (row === undefined) throw new AppError('not_found', 'No such brand')
  return row
}

async function audit(
  trx: Db,
  action: OperatorAction,
  merchantId: number,
  name: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
) {
  await recordAudit(trx, {
    actorKind: 'operator',
    actorId: String(action.principal.operatorId),
    merchantId,
    ip: action.ip,
    action: name,
    target: `merchant:${merchantId}`,
    before,
    after,
  })
}
