import { SYSTEM_STATUS, type FieldError, type Role } from '@sea/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import { wholeAppState, type ClientLocation } from '../features/system/system.service'
import type { MerchantDirectory, MerchantSettings } from '../features/merchant/merchant.service'
import { AppError } from '../lib/app-error'
import type { GeoLookup } from '../lib/geo'
import { declaredAccess } from './access'

/**
 * Maintenance and region restriction enforced, not only reported (docs/decisions/040): while a
 * brand is closed to a client, the member side's actions are refused with `maintenance` (503) or
 * `region_restricted` (403); reads, operators, vendors' and gateways' callbacks stay open so that
 * money already in play still settles. The list below is the whole rule; docs/architecture.md
 * says it in words.
 */

/**
 * Open whatever the caller: vendor wallet calls, the platform's calls to the in-house vendor,
 * payment gateway callbacks, the back office.
 */
const OPEN_PREFIXES = ['/vendor-api/', '/inhouse/vendor-api/', '/wps/payment/callback/', '/wps/operator/']

/** Member-side actions that stay open: they end or stop play, or only compute. */
const OPEN_ACTIONS: ReadonlySet<string> = new Set([
  'POST /wps/session/logout',
  'POST /lgw/chases/:chaseId/cancel',
  'PUT /inhouse/api/client-seed',
  'POST /inhouse/api/verify',
  // Catalogue reads that the spec's relay names send as POST.
  'POST /wps/relay/GCSGAME_gameList',
  'POST /wps/relay/GCSGAME_getRankList',
  'POST /wps/relay/GCSGAME_getVassGameType',
  'POST /wps/relay/GCSGAME_hotGamesV2',
  'POST /wps/relay/GCSGAME_newGameVendor',
  'POST /wps/relay/GLS2_roomList',
])

/** Reads that act: a social login starts at a GET. */
const GATED_READS: ReadonlySet<string> = new Set(['GET /wps/session/social/:provider/start'])

/**
 * Whether a route is refused while its brand is closed to the client: every member-side action
 * (any method but GET and HEAD) unless listed open, and the reads that act.
 */
export function isGated(method: string, url: string, access: readonly Role[]): boolean {
  if (access.every((role) => role === 'operator')) return false
  if (OPEN_PREFIXES.some((prefix) => url.startsWith(prefix))) return false
  // A HEAD runs its GET's handler.
  if (method === 'GET' || method === 'HEAD') return GATED_READS.has(`GET ${url}`)
  return !OPEN_ACTIONS.has(`${method} ${url}`)
}

/** The client's address (through trusted proxies only) and its country. */
export function clientLocation(request: FastifyRequest, geo: GeoLookup): ClientLocation {
  return { ip: request.ip, country: geo.country(request.ip) }
}

/**
 * Adds the check to every gated route, after the access rule. Must be registered before the routes; open routes get no hook at all.
 */
export function registerSiteStateGate(
  app: FastifyInstance,
  deps: { merchants: MerchantDirectory; geo: GeoLookup },
): void {
  const gate: onRequestHookHandler = async (request, reply) => {
    const location = clientLocation(request, deps.geo)
    // The Host's brand is the caller's too: a session answers only on its own brand's domains (decision 042).
    const refusal = refusalFor(await deps.merchants.forHost(request.hostname), location, reply)
    if (refusal) throw refusal
  }
  app.addHook('onRoute', (routeOptions) => {
    const access = declaredAccess(routeOptions)
    if (![routeOptions.method].flat().some((method) => isGated(method, routeOptions.url, access))) return
    routeOptions.onRequest = [...[routeOptions.onRequest ?? []].flat(), gate]
  })
}

function refusalFor(merchant: MerchantSettings, location: ClientLocation, reply: FastifyReply): AppError | null {
  const { status } = wholeAppState(merchant, location)
  if (status === SYSTEM_STATUS.maintenance) {
    const end = merchant.maintenanceEnd
    const details: FieldError[] = []
    if (end && end.getTime() > Date.now()) {
      reply.header('retry-after', end.toUTCString())
      details.push({ path: '/maintenanceEnd', message: end.toISOString() })
    }
    return new AppError('maintenance', 'The site is under maintenance', details.length > 0 ? details : undefined)
  }
  if (status !== SYSTEM_STATUS.regionRestricted) return null
  // The same pointers as the status call's value, so the site can show what it would.
  const details: FieldError[] = [{ path: '/location/ip', message: location.ip }]
  if (location.country) details.push({ path: '/location/country', message: location.country })
  return new AppError('region_restricted', 'This site cannot be used from this location', details)
}
