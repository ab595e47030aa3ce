import type { brandAdminRoutes } from '@sea/contract'
import { type CallValue, endpoint } from '../lib/api'

export const brandsApi = {
  list: endpoint<typeof brandAdminRoutes.brands>('GET', '/wps/operator/brands'),
  create: endpoint<typeof brandAdminRoutes.createBrand>('POST', '/wps/operator/brands'),
  brand: endpoint<typeof brandAdminRoutes.brand>('GET', '/wps/operator/brands/:merchantId'),
  general: endpoint<typeof brandAdminRoutes.updateGeneral>('PUT', '/wps/operator/brands/:merchantId/general'),
  domains: endpoint<typeof brandAdminRoutes.updateDomains>('PUT', '/wps/operator/brands/:merchantId/domains'),
  theme: endpoint<typeof brandAdminRoutes.updateTheme>('PUT', '/wps/operator/brands/:merchantId/theme'),
  logo: endpoint<typeof brandAdminRoutes.uploadLogo>('POST', '/wps/operator/brands/:merchantId/logo'),
  favicon: endpoint<typeof brandAdminRoutes.uploadFavicon>('POST', '/wps/operator/brands/:merchantId/favicon'),
}

export type BrandRow = CallValue<typeof brandAdminRoutes.brands>[number]
export type BrandDetail = CallValue<typeof brandAdminRoutes.brand>

/** The query key of one brand's page: every tab that saves a group refreshes it. */
export const brandKey = (merchantId: number) => ['brand', merchantId] as const

/**
 * A brand's site at one of its domains, on this page's scheme and port: the console and the site
 * are served by the same server, so a domain that reaches one reaches the other the same way.
 */
export function siteAddress(domain: string): string {
  const { protocol, port } = window.location
  return `${protocol}//${domain}${port ? `:${port}` : ''}/`
}
