import {
  SYSTEM_STATUS,
  type ResourceType,
  WHITELABEL_MENU,
  type Language,
  type RegisterPattern,
  type SettingsNode,
} from '@sea/contract'
import { renderSVG } from 'uqr'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { MerchantSettings } from '../merchant/merchant.service'
import * as repo from './system.repository'

export interface ClientLocation {
  ip: string
  country: string | null
}

/**
 * The site's permission call as UTF-8 JSON pieces (the contract's StatusValue); maintenance wins over
 * region restriction (docs/domain/site.md#states-and-transitions). Every page load asks for it and all but a few fields are
 * the merchant's cached settings, so that part is serialised once per settings load.
 */
export function buildStatusJson(settings: MerchantSettings, location: ClientLocation): Buffer[] {
  let head = merchantJson.get(settings)
  if (head === undefined) {
    head = Buffer.from(JSON.stringify(merchantPart(settings)).slice(0, -1) + ',')
    merchantJson.set(settings, head)
  }
  return [head, Buffer.from(JSON.stringify(clientPart(settings, location)).slice(1))]
}

const merchantJson = new WeakMap<MerchantSettings, Buffer>()

function merchantPart(settings: MerchantSettings) {
  return {
    merchant: settings.brand,
    whitelabel: settings.flags,
    registerRules: settings.registerRules,
    resources: settings.resources,
    customerService: settings.customerService,
    analytics: { gtagId: settings.gtagId },
    imageCDNs: settings.imageCdns,
    launchGameCDNs: settings.launchGameCdns,
  }
}

/**
 * The whole-app state of a merchant for one client (docs/domain/site.md#states-and-transitions): maintenance wins over
 * region restriction. The status call reports it; http/site-state-gate.ts enforces it.
 */
export function wholeAppState(settings: MerchantSettings, location: ClientLocation) {
  const regionRestriction = isRestricted(settings, location)
  const status = settings.maintenance
    ? SYSTEM_STATUS.maintenance
    : regionRestriction
      ? SYSTEM_STATUS.regionRestricted
      : SYSTEM_STATUS.normal
  return { status, regionRestriction }
}

function clientPart(settings: MerchantSettings, location: ClientLocation) {
  const { status, regionRestriction } = wholeAppState(settings, location)
  return {
    status,
    location,
    maintenance: settings.maintenance,
    regionRestriction,
    maintenanceEnd: settings.maintenance && settings.maintenanceEnd ? settings.maintenanceEnd.toISOString() : null,
  }
}

function isRestricted(settings: MerchantSettings, location: ClientLocation): boolean {
  if (location.country !== null && settings.restrictedCountries.has(location.country)) return true
  if (!settings.hasRestrictedIps) return false
  const ip = location.ip.startsWith('::ffff:') ? location.ip.slice(7) : location.ip
  return settings.restrictedIps.check(ip, ip.includes(':') ? 'ipv6' : 'ipv4')
}

/** The flags as the settings tree the spec describes (modId, enabled '1', childrenNodes). */
export function whitelabelMenu(settings: MerchantSettings): SettingsNode[] {
  return Object.entries(WHITELABEL_MENU).map(([modId, flags]) => {
    const childrenNodes: SettingsNode[] = flags.map((flag) => ({
      modId: flag,
      enabled: settings.flags[flag] ? '1' : '0',
      childrenNodes: [],
    }))
    return { modId, enabled: childrenNodes.some((c) => c.enabled === '1') ? '1' : '0', childrenNodes }
  })
}

export async function registerSettings(db: Db, settings: MerchantSettings, language: Language) {
  const patterns = await repo.listPatterns(db)
  const own = settings.registerMessages.get(language)
  return {
    rules: settings.registerRules,
    patterns: patterns.map((p): RegisterPattern => ({
      patternId: p.id,
      name: p.name,
      pattern: p.pattern,
      message: messageOf(p, own, language),
    })),
    minimumAge: settings.minimumAge,
    birthdayMinimumAge: settings.birthdayMinimumAge,
    defaultCountryCode: settings.defaultCountryCode,
  }
}

/** Help centre in the asked language, falling back to English when the merchant has none. */
export async function helpCenter(db: Db, settings: MerchantSettings, language: Language) {
  let served: Language = language
  let rows = await repo.listHelpArticles(db, settings.id, language)
  if (rows.length === 0 && language !== 'EN') {
    served = 'EN'
    rows = await repo.listHelpArticles(db, settings.id, 'EN')
  }
  type Article = { anchor: string; title: string; contentHtml: string }
  const categories = new Map<string, { code: string; title: string; articles: Article[] }>()
  for (const row of rows) {
    const category = categories.get(row.categoryCode) ?? {
      code: row.categoryCode,
      title: row.categoryTitle,
      articles: [],
    }
    category.articles.push({ anchor: row.anchor, title: row.title, contentHtml: row.contentHtml })
    categories.set(row.categoryCode, category)
  }
  return { language: served, categories: [...categories.values()] }
}

const INTL_LOCALE: Record<Language, string> = { MY: 'ms', EN: 'en', CN: 'zh-Hans', VI: 'vi', TH: 'th' }

/** Countries with dialing codes, names in the asked language, the merchant's preferred ones first. */
export async function countries(db: Db, settings: MerchantSettings, language: Language) {
  const rows = await repo.listCountries(db)
  const names = new Intl.DisplayNames([INTL_LOCALE[language]], { type: 'region', fallback: 'none' })
  const rank = new Map(settings.preferredCountries.map((code, index) => [code, index]))
  const list = rows.map((row) => ({
    countryCode: row.code,
    countryDialingCode: row.dialingCode,
    name: names.of(row.code) ?? row.nameEn,
  }))
  const collator = new Intl.Collator(INTL_LOCALE[language])
  list.sort((a, b) => {
    const ra = rank.get(a.countryCode) ?? Infinity
    const rb = rank.get(b.countryCode) ?? Infinity
    return ra !== rb ? ra - rb : collator.compare(a.name, b.name)
  })
  return { countries: list }
}

/** SVG QR code of a resource's link; relative links are made absolute against the site's origin. */
export function resourceQrCode(settings: MerchantSettings, resourceType: ResourceType, origin: string): string {
  const resource = settings.resources.find((r) => r.resourceType === resourceType)
  if (!resource) throw new AppError('not_found', `The merchant has no ${resourceType} resource`)
  return renderSVG(new URL(resource.url, origin).href, { border: 2 })
}

/**
 * Pattern messages by id in one language, for field errors of registration and passwords: the
 * brand's own wording first (the console's Sign-up tab), as the registration settings serve them.
 */
export async function patternMessages(
  db: Db,
  settings: MerchantSettings,
  language: Language,
): Promise<Map<number, string>> {
  const patterns = await repo.listPatterns(db)
  const own = settings.registerMessages.get(language)
  return new Map(patterns.map((p) => [p.id, messageOf(p, own, language)]))
}

function messageOf(
  pattern: { id: number; name: string; messages: Partial<Record<string, string>> },
  own: ReadonlyMap<number, string> | undefined,
  language: Language,
): string {
  return own?.get(pattern.id) ?? pattern.messages[language] ?? pattern.messages.EN ?? pattern.name
}
