import { isIPv4, isIPv6 } from 'node:net'
import {
  REGISTER_FIELDS,
  type BrandAccessSchema,
  type BrandDomainRoutesSchema,
  type BrandFlagsSchema,
  type BrandRegistrationSchema,
  type BrandResourcesSchema,
  type BrandSessionsSchema,
  type FieldError,
  type WhitelabelFlag,
} from '@sea/contract'
import type { Static } from 'typebox'
import { AppError } from '../../lib/app-error'

/**
 * What a group's schema cannot say: how the values of one group hang together. Each check
 * collects every problem as a field error under /body, so the console marks them all at once.
 */

export type Flags = Static<typeof BrandFlagsSchema>
export type Registration = Static<typeof BrandRegistrationSchema>
export type Resources = Static<typeof BrandResourcesSchema>
export type DomainRoutes = Static<typeof BrandDomainRoutesSchema>
export type Access = Static<typeof BrandAccessSchema>
export type Sessions = Static<typeof BrandSessionsSchema>

/** Social logins the server has a client for (GOOGLE_CLIENT_ID ...): a flag without one shows a dead button. */
export interface SocialClients {
  google: boolean
  facebook: boolean
}

function refuse(problems: FieldError[], message: string) {
  if (problems.length > 0) throw new AppError('validation_failed', message, problems)
}

/** Flags that only work together with another (how the site and the login calls use them). */
const NEEDS: readonly [WhitelabelFlag, WhitelabelFlag, string][] = [
  ['SMS_VERIFICATION', 'MOBILE_REGISTER', 'SMS codes go to the mobile number of a registration by mobile'],
  ['SMS_LOGIN', 'MOBILE_REGISTER', 'an SMS login needs members registered by mobile'],
]

export function checkFlags(flags: Flags, social: SocialClients): void {
  const on = (flag: WhitelabelFlag) => flags[flag] === true
  const problems: FieldError[] = []
  if (on('DIRECTREG3') && !on('USERNAME_REGISTER') && !on('MOBILE_REGISTER')) {
    problems.push({
      path: '/body/DIRECTREG3',
      message: 'the register button needs USERNAME_REGISTER or MOBILE_REGISTER',
    })
  }
  for (const [flag, needed, why] of NEEDS) {
    if (on(flag) && !on(needed)) problems.push({ path: `/body/${flag}`, message: `needs ${needed}: ${why}` })
  }
  if (on('GOOGLE_LOGIN') && !social.google)
    problems.push({ path: '/body/GOOGLE_LOGIN', message: 'no Google client is configured on the server' })
  if (on('FACEBOOK_LOGIN') && !social.facebook)
    problems.push({ path: '/body/FACEBOOK_LOGIN', message: 'no Facebook client is configured on the server' })
  refuse(problems, 'These flags do not work together')
}

/** Username and password are asked of every registration, whatever the brand says. */
const ALWAYS = new Set(['username', 'password'])

export function checkRegistration(input: Registration, languages: readonly string[]): void {
  const problems: FieldError[] = []
  const seen = new Set<string>()
  input.rules.forEach((rule, i) => {
    const at = `/body/rules/${i}`
    if (seen.has(rule.field)) problems.push({ path: `${at}/field`, message: 'listed twice' })
    seen.add(rule.field)
    if (rule.required && !rule.enabled)
      problems.push({ path: `${at}/required`, message: 'a required field must be shown' })
    if (ALWAYS.has(rule.field) && !(rule.enabled && rule.required))
      problems.push({ path: `${at}/enabled`, message: `${rule.field} is always shown and required` })
    if (rule.minLength > rule.maxLength) problems.push({ path: `${at}/minLength`, message: 'greater than maxLength' })
  })
  const missing = REGISTER_FIELDS.filter((field) => !seen.has(field))
  if (missing.length > 0) problems.push({ path: '/body/rules', message: `missing ${missing.join(', ')}` })
  const keys = new Set<string>()
  input.messages.forEach((m, i) => {
    const key = `${m.patternId}:${m.language}`
    if (keys.has(key)) problems.push({ path: `/body/messages/${i}`, message: 'pattern and language listed twice' })
    keys.add(key)
    if (!languages.includes(m.language))
      problems.push({ path: `/body/messages/${i}/language`, message: 'a language the brand does not offer' })
    if (m.message.trim() === '') problems.push({ path: `/body/messages/${i}/message`, message: 'empty' })
  })
  refuse(problems, 'The registration rules do not hold together')
}

/** One link per type; a custom QR picture is only ever the one uploaded for that type. */
export function checkResources(input: Resources, current: ReadonlyMap<string, string | null>): void {
  const problems: FieldError[] = []
  const seen = new Set<string>()
  input.resources.forEach((r, i) => {
    if (seen.has(r.resourceType)) problems.push({ path: `/body/resources/${i}/resourceType`, message: 'listed twice' })
    seen.add(r.resourceType)
    if (r.customQrUrl !== null && current.get(r.resourceType) !== r.customQrUrl)
      problems.push({ path: `/body/resources/${i}/customQrUrl`, message: 'upload the picture for this link first' })
    if (r.labelNameEn.trim() === '') problems.push({ path: `/body/resources/${i}/labelNameEn`, message: 'empty' })
  })
  refuse(problems, 'The links do not hold together')
}

export function checkDomainRoutes(input: DomainRoutes): void {
  const problems: FieldError[] = []
  const seen = new Set<string>()
  input.routes.forEach((route, i) => {
    const url = normalRoute(route.url)
    if (seen.has(url)) problems.push({ path: `/body/routes/${i}/url`, message: 'listed twice' })
    seen.add(url)
  })
  refuse(problems, 'The failover addresses do not hold together')
}

/** Without the trailing slash, so that one address is not listed twice. */
export const normalRoute = (url: string) => url.replace(/\/$/, '')

export function checkAccess(input: Access, knownCountries: ReadonlySet<string>): void {
  const problems: FieldError[] = []
  const countries = new Set<string>()
  input.restrictedCountries.forEach((code, i) => {
    if (!knownCountries.has(code))
      problems.push({ path: `/body/restrictedCountries/${i}`, message: 'not a country of the list' })
    if (countries.has(code)) problems.push({ path: `/body/restrictedCountries/${i}`, message: 'listed twice' })
    countries.add(code)
  })
  input.restrictedIps.forEach((entry, i) => {
    if (!isAddressOrRange(entry))
      problems.push({ path: `/body/restrictedIps/${i}`, message: 'an IPv4 or IPv6 address, or a CIDR range' })
  })
  if (input.maintenanceEnd !== null && !input.maintenance)
    problems.push({ path: '/body/maintenanceEnd', message: 'only with maintenance on' })
  refuse(problems, 'The access settings do not hold together')
}

/** 203.0.113.7, 203.0.113.0/24, 2001:db8::/32; a prefix within the family's length. */
export function isAddressOrRange(entry: string): boolean {
  const match = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(entry.trim())
  if (!match) return false
  const [, address = '', prefix] = match
  const bits = isIPv4(address) ? 32 : isIPv6(address) ? 128 : 0
  return bits > 0 && (prefix === undefined || Number(prefix) <= bits)
}

export function checkSessions(input: Sessions): void {
  const problems: FieldError[] = []
  if (input.sessionIdleMinutes > input.sessionMaxHours * 60)
    problems.push({ path: '/body/sessionIdleMinutes', message: 'longer than the longest session' })
  refuse(problems, 'The session settings do not hold together')
}
