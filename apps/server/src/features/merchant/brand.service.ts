import { LANGUAGES, type BrandDomain, type FieldError, type Language, type WhitelabelFlag } from '@sea/contract'
import { BRAND_CODE } from '../../config'
import type { Db } from '../../db/database'
import { seedBrandRules } from '../../db/seed/demo.seed'
import { seedBrandVendors } from '../../db/seed/games.seed'
import { seedBrandLottery } from '../../db/seed/lottery.seed'
import { AppError } from '../../lib/app-error'
import { parseHost } from '../../lib/host'
import { copyBrandPolicy } from './brand-template.repository'
import * as repo from './merchant.repository'

export interface NewBrand {
  code: string
  name: string
  /** Host names the brand's site is served on; the first is its primary domain (decision 035). */
  domains: string[]
  currency: string
  timezone: string
  /** The site's languages, the first being the default. */
  languages: string[]
  /** ISO 3166 country of the dialing-code default; MY when not given. */
  country?: string | undefined
}

/** How the console names a brand: domains with their kinds, and a template to copy policy from. */
export interface BrandCreation {
  brand: Omit<NewBrand, 'domains'> & { defaultLanguage?: string | undefined }
  domains: BrandDomain[]
  templateMerchantId?: number | undefined
  /** Field error paths: '' for the command line, '/body' for the console's calls. */
  at: '' | '/body'
  /** Runs in the creating transaction once the brand exists (the console's audit row). */
  then?: (trx: Db, merchantId: number) => Promise<void>
}

/**
 * What a real brand starts with: username registration, forced password change, one wallet.
 * Free play, SMS and social login wait for the operator who has set them up.
 */
const REAL_BRAND_FLAGS: readonly WhitelabelFlag[] = [
  'DIRECT_REGISTER',
  'USERNAME_REGISTER',
  'FORCE_CHANGE_PASSWORD',
  'SINGLE_WALLET',
  'AUTO_TRANSFER',
]

/**
 * A real brand from the command line (`npm run brand -- create`): the console's path with site
 * domains only, the first primary, and no template.
 */
export async function createBrand(db: Db, input: NewBrand): Promise<{ id: number; code: string; domains: string[] }> {
  const { domains, ...brand } = input
  const asDomains = domains.map((domain, i) => ({ domain, kind: 'site' as const, primary: i === 0 }))
  const id = await createBrandFrom(db, { brand, domains: asDomains, at: '' })
  const stored = await repo.brandDomains(db, id)
  return { id, code: brand.code.trim(), domains: stored.map((d) => d.domain) }
}

/**
 * One path for every new brand: its row and domains, then either the template's policy or the
 * platform's defaults (flags, registration rules, in-house games and lotteries). No member, no
 * balance, no content: deposit channels and receiving accounts are the operator's to set.
 */
export async function createBrandFrom(db: Db, creation: BrandCreation): Promise<number> {
  const brand = checkBrand(creation.brand, creation.at)
  const domains = checkDomains(creation.domains, creation.at)
  await checkDomainsFree(db, domains, null, creation.at)
  if ((await repo.findMerchantIdByCode(db, brand.code)) !== null)
    throw invalid(`${creation.at}/code`, `a brand "${brand.code}" exists`)
  return db.transaction().execute(async (trx) => {
    const merchantId = await repo.insertBrand(trx, brand.row, domains)
    if (creation.templateMerchantId === undefined) {
      await seedBrandRules(trx, merchantId, REAL_BRAND_FLAGS)
      await seedBrandVendors(trx, merchantId, 'inhouse')
      await seedBrandLottery(trx, merchantId)
    } else {
      await copyBrandPolicy(trx, creation.templateMerchantId, merchantId)
    }
    await creation.then?.(trx, merchantId)
    return merchantId
  })
}

export const listBrands = repo.listBrands
export const brandDomains = repo.brandDomains
/** The colours of a brand that has not chosen its own. */
export const NEUTRAL_THEME = repo.NEUTRAL_THEME

/** A brand's new domains (already through checkDomains), none served by another brand. */
export async function replaceBrandDomains(db: Db, merchantId: number, domains: readonly BrandDomain[]) {
  await checkDomainsFree(db, domains, merchantId, '/body')
  await repo.replaceDomains(db, merchantId, domains)
}

/**
 * A brand's domains as stored: host names in normal form, different, at least one serving the
 * site, exactly one primary, and the primary a site domain (outward links go there).
 */
export function checkDomains(domains: readonly BrandDomain[], at: '' | '/body'): BrandDomain[] {
  const problems: FieldError[] = []
  const fieldOf = (i: number) => (at === '' ? '/domain' : `${at}/domains/${i}/domain`)
  const list = at === '' ? '/domain' : `${at}/domains`
  const seen = new Set<string>()
  const clean = domains.map((entry, i) => {
    const raw = entry.domain.trim()
    // IPv6 addresses are stored bare (::1), as parseHost names them; a Host header brackets them.
    const host = parseHost(raw.includes(':') && !raw.startsWith('[') ? `[${raw}]` : raw)
    if (!host || host.port !== null) {
      problems.push({ path: fieldOf(i), message: `"${entry.domain}" is not a host name (no scheme, port or path)` })
      return entry
    }
    if (seen.has(host.name)) problems.push({ path: fieldOf(i), message: `${host.name} is listed twice` })
    seen.add(host.name)
    return { ...entry, domain: host.name }
  })
  const site = clean.filter((d) => d.kind === 'site')
  if (site.length === 0) problems.push({ path: list, message: 'give one or more site domains' })
  else if (clean.filter((d) => d.primary).length !== 1 || !site.some((d) => d.primary))
    problems.push({ path: list, message: 'mark exactly one site domain as primary' })
  if (problems.length > 0) throw new AppError('validation_failed', problems[0]?.message ?? 'Bad domains', problems)
  return clean
}

/** No domain may be served by another brand: a field error names each one taken. */
export async function checkDomainsFree(
  db: Db,
  domains: readonly BrandDomain[],
  merchantId: number | null,
  at: '' | '/body',
): Promise<void> {
  const taken = (
    await repo.findDomains(
      db,
      domains.map((d) => d.domain),
    )
  ).filter((d) => d.merchantId !== merchantId)
  if (taken.length === 0) return
  const problems = taken.map(({ domain }) => ({
    path: at === '' ? '/domain' : `${at}/domains/${domains.findIndex((d) => d.domain === domain)}/domain`,
    message: `${domain} is already served by another brand`,
  }))
  throw new AppError(
    'validation_failed',
    `already served by a brand: ${taken.map((d) => d.domain).join(', ')}`,
    problems,
  )
}

function checkBrand(input: BrandCreation['brand'], at: '' | '/body') {
  const code = input.code.trim()
  if (!BRAND_CODE.test(code))
    throw invalid(`${at}/code`, 'must be 2-32 of a-z, 0-9, _ and -, starting with a letter or digit')
  const name = input.name.trim()
  if (name.length < 1 || name.length > 64) throw invalid(`${at}/name`, 'must be 1-64 characters')
  const currency = input.currency.trim().toUpperCase()
  if (!/^[A-Z]{3}$/.test(currency)) throw invalid(`${at}/currency`, 'must be an ISO 4217 code such as MYR')
  if (!isTimeZone(input.timezone))
    throw invalid(`${at}/timezone`, `"${input.timezone}" is not an IANA time zone such as Asia/Kuala_Lumpur`)
  const { languages, defaultLanguage } = checkLanguages(input.languages, input.defaultLanguage, at)
  const country = (input.country ?? 'MY').trim().toUpperCase()
  if (!/^[A-Z]{2}$/.test(country)) throw invalid(`${at}/country`, 'must be an ISO 3166 code such as MY')
  const row = {
    code,
    name,
    currency,
    timezone: input.timezone,
    languages,
    defaultLanguage,
    defaultCountryCode: country,
    preferredCountries: JSON.stringify([country]),
  }
  return { code, row }
}

/** Different known languages; the default one of them (the first when not named). */
export function checkLanguages(given: readonly string[], defaultLanguage: string | undefined, at: '' | '/body') {
  const languages = given.map((l) => l.trim().toUpperCase())
  const known = (l: string): l is Language => (LANGUAGES as readonly string[]).includes(l)
  if (languages.length === 0 || !languages.every(known) || new Set(languages).size !== languages.length) {
    throw invalid(`${at}/languages`, `must be different ones of ${LANGUAGES.join(', ')}`)
  }
  const chosen = defaultLanguage?.trim().toUpperCase() ?? languages[0]
  if (chosen === undefined || !known(chosen) || !languages.includes(chosen))
    throw invalid(`${at}/defaultLanguage`, 'must be one of the brand’s languages')
  return { languages, defaultLanguage: chosen }
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return zone.includes('/') || zone === 'UTC'
  } catch {
    return false
  }
}

export function invalid(path: string, message: string): AppError {
  const field = path.split('/').pop() ?? path
  return new AppError('validation_failed', `${field} ${message}`, [{ path, message }])
}
