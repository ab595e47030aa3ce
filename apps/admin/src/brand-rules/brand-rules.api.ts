import type { brandRulesRoutes, BrandRules, ResourceType } from '@sea/contract'
import { ApiError, type CallInput, call, endpoint, type Endpoint } from '../lib/api'
import { currentLanguage } from '../lib/i18n'
import { getSession } from '../lib/session'

type Routes = typeof brandRulesRoutes

/** A brand's rules, links and access settings: one read, one save per group (decision 053). */
export const brandRulesApi = {
  read: endpoint<Routes['read']>('GET', '/wps/operator/brands/:merchantId/rules'),
  flags: endpoint<Routes['flags']>('PUT', '/wps/operator/brands/:merchantId/flags'),
  registration: endpoint<Routes['registration']>('PUT', '/wps/operator/brands/:merchantId/registration'),
  resources: endpoint<Routes['resources']>('PUT', '/wps/operator/brands/:merchantId/resources'),
  customerService: endpoint<Routes['customerService']>('PUT', '/wps/operator/brands/:merchantId/customer-service'),
  analytics: endpoint<Routes['analytics']>('PUT', '/wps/operator/brands/:merchantId/analytics'),
  domainRoutes: endpoint<Routes['domainRoutes']>('PUT', '/wps/operator/brands/:merchantId/domain-routes'),
  access: endpoint<Routes['access']>('PUT', '/wps/operator/brands/:merchantId/access'),
  sessions: endpoint<Routes['sessions']>('PUT', '/wps/operator/brands/:merchantId/sessions'),
  identity: endpoint<Routes['identity']>('PUT', '/wps/operator/brands/:merchantId/identity'),
}

/** Saves one group; every save answers the brand's rules as they now are. */
export function saveGroup<R extends Routes[Exclude<keyof Routes, 'read' | 'uploadQr' | 'file'>]>(
  route: Endpoint<R>,
  merchantId: number,
  body: NonNullable<CallInput<R>['body']>,
): Promise<BrandRules> {
  return call(route, { params: { merchantId }, body } as CallInput<R>) as Promise<BrandRules>
}

/**
 * Uploads a link's own QR picture as the raw body, as the server wants it (not JSON, so not
 * through `call`); the answer and refusals are the usual envelope.
 */
export async function uploadQr(merchantId: number, resourceType: ResourceType, file: Blob): Promise<BrandRules> {
  const token = getSession()?.token
  const response = await fetch(`/wps/operator/brands/${merchantId}/resources/${resourceType}/qr`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      language: currentLanguage(),
      'content-type': file.type || 'application/octet-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: file,
  })
  const envelope = (await response.json().catch(() => null)) as
    { success: true; value: BrandRules } | { success: false; code: ApiError['code']; message: string } | null
  if (!envelope) throw new ApiError('bad_response', response.status, 'Unreadable response')
  if (envelope.success) return envelope.value
  throw new ApiError(envelope.code, response.status, envelope.message)
}
