import { BlockList, isIPv4, isIPv6 } from 'node:net'
import {
  RESOURCE_TYPES,
  WHITELABEL_FLAG_CODES,
  type Brand,
  type RegisterRule,
  type Resource,
  type WhitelabelFlag,
} from '@sea/contract'
import { isLanguage } from '@sea/rules'
import { onChange } from '../../db/change-feed'
import type { Db } from '../../db/database'
import { memberOf, type Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { originOf, parseHost } from '../../lib/host'
import * as repo from './merchant.repository'

/** One merchant's public settings, as served to the site; rebuilt from the database on expiry. */
export interface MerchantSettings {
  id: number
  brand: Brand
  flags: Record<WhitelabelFlag, boolean>
  registerRules: RegisterRule[]
  /** The brand's own pattern messages by language, then pattern id (over the catalogue's). */
  registerMessages: ReadonlyMap<string, ReadonlyMap<number, string>>
  resources: Resource[]
  customerService: { url: string | null; vipUrl: string | null; popupWidth: number; popupHeight: number }
  gtagId: string | null
  imageCdns: string[]
  launchGameCdns: string[]
  maintenance: boolean
  maintenanceEnd: Date | null
  restrictedCountries: ReadonlySet<string>
  restrictedIps: BlockList
  hasRestrictedIps: boolean
  minimumAge: number
  birthdayMinimumAge: number
  defaultCountryCode: string
  preferredCountries: string[]
  domainRoutes: { url: string; speed: number }[]
  sessionIdleMinutes: number
  sessionMaxHours: number
  passwordMaxAgeDays: number
  newIpVerification: boolean
  /** Demo money a free-play account starts with, in minor units. */
  trialBalance: bigint
}

/** A brand as a request reached it: its settings and the origin its outward links use. */
export interface Site {
  merchant: MerchantSettings
  /** `scheme://domain[:port]` on a configured domain of the brand, never the Host header's own text. */
  origin: string
}

export interface MerchantDirectory {
  /** The merchant serving a host (the request's or the one the site sends as `url`). */
  forHost(hostOrUrl: string): Promise<MerchantSettings>
  /**
   * The merchant of a request's Host (`request.host`, port included) and the origin of links built
   * for it: the configured domain that matched, or the default brand's primary domain.
   */
  site(request: { host: string; protocol: string }): Promise<Site>
  /** Whether some brand answers this Host: the site shows a plain page to the others. */
  serves(host: string): Promise<boolean>
  /** Whether a brand lists this Host as a console domain: the console answers there, the site does not. */
  isConsoleHost(host: string): Promise<boolean>
  /** The console domains of the brand whose site this Host serves (its Look tab frames the site). */
  consoleHostsOf(host: string): Promise<string[]>
  /** Drops cached settings at once, e.g. after this instance changed them (the others hear of it by the change feed). */
  invalidate(): void
}

interface Cached<T> {
  value: Promise<T>
  at: number
}

interface Domains {
  byDomain: Map<string, number>
  /** Console domains (migration 0043): no brand's site answers them, not even the default. */
  console: Set<string>
  consoleOf: Map<number, string[]>
  primary: Map<number, string>
  defaultId: number | null
}

/**
 * Settings are read on almost every request, so they are kept in memory for `ttlMs`; every
 * instance forgets them as soon as the database announces a change (db/change-feed.ts), and
 * `ttlMs` bounds how stale they get while that feed is down. The whole domain table is cached at
 * once, so random Host headers cannot grow the cache. A host no brand lists is answered by
 * `defaultBrand` (a code, DEFAULT_BRAND) or refused (decision 035).
 */
export function createMerchantDirectory(
  db: Db,
  ttlMs: number,
  now: () => number = Date.now,
  defaultBrand: string | null = null,
): MerchantDirectory {
  let domains: Cached<Domains> | null = null
  const settings = new Map<number, Cached<MerchantSettings>>()
  const fresh = (entry: Cached<unknown> | null | undefined): boolean => !!entry && now() - entry.at < ttlMs

  const loadDomains = () => {
    if (!domains || !fresh(domains)) {
      const defaultId = defaultBrand ? repo.findMerchantIdByCode(db, defaultBrand) : Promise.resolve(null)
      const value = Promise.all([repo.listDomains(db), defaultId]).then(([all, defaultId]) => {
        const rows = all.filter((row) => row.kind === 'site')
        return {
          byDomain: new Map(rows.map((row) => [row.domain, row.merchantId])),
          console: new Set(all.filter((row) => row.kind === 'console').map((row) => row.domain)),
          consoleOf: all.reduce((map, row) => {
            if (row.kind === 'console') map.set(row.merchantId, [...(map.get(row.merchantId) ?? []), row.domain])
            return map
          }, new Map<number, string[]>()),
          primary: new Map(rows.filter((row) => row.isPrimary).map((row) => [row.merchantId, row.domain])),
          defaultId,
        }
      })
      domains = { value, at: now() }
      value.catch(() => (domains = null))
    }
    return domains.value
  }

  const loadSettings = (merchantId: number) => {
    let entry = settings.get(merchantId)
    if (!entry || !fresh(entry)) {
      const value = readSettings(db, merchantId)
      entry = { value, at: now() }
      settings.set(merchantId, entry)
      value.catch(() => settings.delete(merchantId))
    }
    return entry.value
  }

  const notServed = () => new AppError('merchant_not_found', 'No site is configured for this host')
  const invalidate = () => {
    domains = null
    settings.clear()
  }
  onChange(db, 'merchants', invalidate)

  return {
    async forHost(hostOrUrl) {
      const { byDomain, console, defaultId } = await loadDomains()
      const host = normaliseHost(hostOrUrl)
      const merchantId = console.has(host) ? null : (byDomain.get(host) ?? defaultId)
      if (merchantId === null) throw notServed()
      return loadSettings(merchantId)
    },
    async site(request) {
      const host = parseHost(request.host)
      if (!host) throw notServed()
      const { byDomain, console, primary, defaultId } = await loadDomains()
      if (console.has(host.name)) throw notServed()
      const matched = byDomain.get(host.name)
      const merchantId = matched ?? defaultId
      const domain = matched !== undefined ? host.name : merchantId !== null ? primary.get(merchantId) : undefined
      if (merchantId === null || domain === undefined) throw notServed()
      return { merchant: await loadSettings(merchantId), origin: originOf(request.protocol, domain, host.port) }
    },
    async serves(hostHeader) {
      const host = parseHost(hostHeader)
      if (!host) return false
      const { byDomain, console, defaultId } = await loadDomains()
      return byDomain.has(host.name) || (defaultId !== null && !console.has(host.name))
    },
    async isConsoleHost(hostHeader) {
      const host = parseHost(hostHeader)
      return !!host && (await loadDomains()).console.has(host.name)
    },
    async consoleHostsOf(hostHeader) {
      const host = parseHost(hostHeader)
      if (!host) return []
      const { byDomain, consoleOf, defaultId } = await loadDomains()
      const merchantId = byDomain.get(host.name) ?? defaultId
      return merchantId === null ? [] : (consoleOf.get(merchantId) ?? [])
    },
    invalidate,
  }
}

// Already normal: lower case, no port, path or trailing dot (what the site usually sends).
const PLAIN_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/

/**
 * "https://Demo.Example:8080/x" and "demo.example." both become "demo.example". Only a host name
 * comes out: user info ("brand.example:@evil.example") and stray characters are refused.
 */
export function normaliseHost(hostOrUrl: string): string {
  if (PLAIN_HOST.test(hostOrUrl)) return hostOrUrl
  const invalid = () =>
    new AppError('validation_failed', 'url is not a valid URL', [
      { path: '/querystring/url', message: 'must be a host or a URL' },
    ])
  let host = hostOrUrl.trim()
  if (host.includes('://')) {
    let url: URL
    try {
      url = new URL(host)
    } catch {
      throw invalid()
    }
    if (url.username || url.password) throw invalid()
    host = url.host
  } else {
    host = host.split('/')[0] ?? ''
  }
  const parsed = parseHost(host)
  if (!parsed) throw invalid()
  return parsed.name
}

async function readSettings(db: Db, merchantId: number): Promise<MerchantSettings> {
  const loaded = await repo.loadMerchantSettings(db, merchantId)
  if (!loaded) throw new AppError('merchant_not_found', 'Merchant not found')
  const { merchant, flags, rules, resources, routes, messages } = loaded
  const enabled = new Map(flags.map((f) => [f.flag, f.enabled]))
  const cs = merchant.customerService
  return {
    id: merchant.id,
    brand: {
      code: merchant.code,
      name: merchant.name,
      logoUrl: merchant.logoUrl,
      faviconUrl: merchant.faviconUrl,
      imageBaseUrl: merchant.imageBaseUrl,
      theme: merchant.theme as Brand['theme'],
      languages: merchant.languages.filter(isLanguage),
      defaultLanguage: isLanguage(merchant.defaultLanguage) ? merchant.defaultLanguage : 'MY',
      currency: merchant.currency,
      timezone: merchant.timezone,
    },
    flags: Object.fromEntries(WHITELABEL_FLAG_CODES.map((code) => [code, enabled.get(code) ?? false])) as Record<
      WhitelabelFlag,
      boolean
    >,
    registerRules: rules,
    registerMessages: messagesByLanguage(messages),
    resources: resources
      .filter((r): r is Resource => (RESOURCE_TYPES as readonly string[]).includes(r.resourceType))
      // Without an image of its own, a resource's QR code is drawn by /wps/system/qrCode.
      .map((r) => ({ ...r, qrCodeUrl: r.qrCodeUrl ?? `/wps/system/qrCode?resourceType=${r.resourceType}` })),
    customerService: {
      url: cs.url ?? null,
      vipUrl: cs.vipUrl ?? null,
      popupWidth: cs.popupWidth ?? 440,
      popupHeight: cs.popupHeight ?? 750,
    },
    gtagId: merchant.gtagId,
    imageCdns: merchant.imageCdns,
    launchGameCdns: merchant.launchGameCdns,
    maintenance: merchant.maintenance,
    maintenanceEnd: merchant.maintenanceEnd,
    restrictedCountries: new Set(merchant.restrictedCountries.map((c) => c.toUpperCase())),
    restrictedIps: toBlockList(merchant.restrictedIps),
    hasRestrictedIps: merchant.restrictedIps.length > 0,
    minimumAge: merchant.minimumAge,
    birthdayMinimumAge: merchant.birthdayMinimumAge,
    defaultCountryCode: merchant.defaultCountryCode,
    preferredCountries: merchant.preferredCountries,
    domainRoutes: routes,
    sessionIdleMinutes: merchant.sessionIdleMinutes,
    sessionMaxHours: merchant.sessionMaxHours,
    passwordMaxAgeDays: merchant.passwordMaxAgeDays,
    newIpVerification: merchant.newIpVerification,
    trialBalance: merchant.trialBalance,
  }
}

function messagesByLanguage(rows: { patternId: number; language: string; message: string }[]) {
  const byLanguage = new Map<string, Map<number, string>>()
  for (const row of rows) {
    const language = byLanguage.get(row.language) ?? new Map<number, string>()
    language.set(row.patternId, row.message)
    byLanguage.set(row.language, language)
  }
  return byLanguage
}

/** Accepts single addresses and CIDR ranges, IPv4 or IPv6; anything else is skipped. */
export function toBlockList(entries: readonly string[]): BlockList {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix] = entry.trim().split('/')
    const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null
    if (!type) continue
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(prefix), type)
  }
  return list
}

/**
 * The merchant of a signed-in caller: the one this host serves, which must be the session's own
 * (a token from one brand's site is no key to another's).
 */
export async function sessionMerchant(
  merchants: MerchantDirectory,
  who: { merchantId: number },
  host: string,
): Promise<MerchantSettings> {
  const merchant = await merchants.forHost(host)
  if (merchant.id !== who.merchantId) throw new AppError('session_expired', 'This session belongs to another site')
  return merchant
}

/** The member a call is signed in as, with its merchant (see sessionMerchant). */
export async function signedInMember(
  merchants: MerchantDirectory,
  principal: Principal,
  host: string,
): Promise<{ who: ReturnType<typeof memberOf>; merchant: MerchantSettings }> {
  const who = memberOf(principal)
  return { who, merchant: await sessionMerchant(merchants, who, host) }
}

/**
 * The merchant of a public call: the Host's. The `url` the site sends (docs/domain/api-calls.md) must name
 * the same merchant, so that it cannot pick another brand's settings or links (decision 035).
 */
export async function requestMerchant(
  merchants: MerchantDirectory,
  request: { host: string; protocol: string },
  url: string | undefined,
): Promise<Site> {
  const site = await merchants.site(request)
  if (url !== undefined && (await merchants.forHost(url)).id !== site.merchant.id) {
    throw new AppError('merchant_not_found', 'url names a site other than this host')
  }
  return site
}

// Operator tools name a brand by its code.
export { findMerchantIdByCode } from './merchant.repository'
