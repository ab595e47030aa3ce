import { LANGUAGES, type Language, type WhitelabelFlag } from '@sea/contract'
import { BRAND_CODE } from '../../config'
import type { Db } from '../../db/database'
import { seedBrandRules } from '../../db/seed/demo.seed'
import { seedBrandVendors } from '../../db/seed/games.seed'
import { seedBrandLottery } from '../../db/seed/lottery.seed'
import { AppError } from '../../lib/app-error'
import { parseHost } from '../../lib/host'
import * as repo from './merchant.repository'

export interface NewBrand {
  code: string
  name: string
  /** Host names the brand is served on; the first is its primary domain (decision 035). */
  domains: string[]
  currency: string
  timezone: string
  /** The site's languages, the first being the default. */
  languages: string[]
  /** ISO 3166 country of the dialing-code default; MY when not given. */
  country?: string | undefined
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
 * A real brand before the back office exists (`npm run brand -- create`): its row, domains, flags,
 * registration rules and the platform's in-house games and lotteries. No member, no balance, no
 * demo content: deposit channels, banks and withdrawal rules are the operator's to set.
 */
export async function createBrand(db: Db, input: NewBrand): Promise<{ id: number; code: string; domains: string[] }> {
  const brand = checkBrand(input)
  const taken = await repo.findDomains(db, brand.domains)
  if (taken.length > 0) throw invalid('domain', `already served by a brand: ${taken.map((d) => d.domain).join(', ')}`)
  if ((await repo.findMerchantIdByCode(db, brand.code)) !== null)
    throw invalid('code', `a brand "${brand.code}" exists`)
  const id = await db.transaction().execute(async (trx) => {
    const merchantId = await repo.insertBrand(trx, brand.row, brand.domains)
    await seedBrandRules(trx, merchantId, REAL_BRAND_FLAGS)
    await seedBrandVendors(trx, merchantId, 'inhouse')
    await seedBrandLottery(trx, merchantId)
    return merchantId
  })
  return { id, code: brand.code, domains: brand.domains }
}

export const listBrands = repo.listBrands

function checkBrand(input: NewBrand) {
  const code = input.code.trim()
  if (!BRAND_CODE.test(code))
    throw invalid('code', 'must be 2-32 of a-z, 0-9, _ and -, starting with a letter or digit')
  const name = input.name.trim()
  if (name.length < 1 || name.length > 64) throw invalid('name', 'must be 1-64 characters')
  const domains = input.domains.map((domain) => {
    const host = parseHost(domain.trim())
    if (!host || host.port !== null) throw invalid('domain', `"${domain}" is not a host name (no scheme, port or path)`)
    return host.name
  })
  if (domains.length === 0 || new Set(domains).size !== domains.length)
    throw invalid('domain', 'give one or more different host names')
  const currency = input.currency.trim().toUpperCase()
  if (!/^[A-Z]{3}$/.test(currency)) throw invalid('currency', 'must be an ISO 4217 code such as MYR')
  if (!isTimeZone(input.timezone))
    throw invalid('timezone', `"${input.timezone}" is not an IANA time zone such as Asia/Kuala_Lumpur`)
  const languages = input.languages.map((l) => l.trim().toUpperCase())
  const known = (l: string): l is Language => (LANGUAGES as readonly string[]).includes(l)
  if (languages.length === 0 || !languages.every(known) || new Set(languages).size !== languages.length) {
    throw invalid('languages', `must be different ones of ${LANGUAGES.join(', ')}`)
  }
  const country = (input.country ?? 'MY').trim().toUpperCase()
  if (!/^[A-Z]{2}$/.test(country)) throw invalid('country', 'must be an ISO 3166 code such as MY')
  const row = {
    code,
    name,
    currency,
    timezone: input.timezone,
    languages,
    defaultLanguage: languages[0] as string,
    defaultCountryCode: country,
    preferredCountries: JSON.stringify([country]),
  }
  return { code, domains, row }
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return zone.includes('/') || zone === 'UTC'
  } catch {
    return false
  }
}

function invalid(field: string, message: string): AppError {
  return new AppError('validation_failed', `${field} ${message}`, [{ path: `/${field}`, message }])
}
