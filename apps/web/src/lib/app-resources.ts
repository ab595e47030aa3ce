import type { Resource, StatusValue } from '@sea/contract'
import { imageUrl } from './site'

/** The app downloads a brand may offer (site resources), in the order the site shows them. */
export const APP_RESOURCE_TYPES = ['APP_IOS', 'APP_ANDROID', 'APP_LITE'] as const
export type AppResourceType = (typeof APP_RESOURCE_TYPES)[number]
export type AppResource = Resource & { resourceType: AppResourceType }

export function appResources(site: StatusValue): AppResource[] {
  return APP_RESOURCE_TYPES.flatMap((type) =>
    site.resources.filter((resource): resource is AppResource => resource.resourceType === type),
  )
}

/**
 * The QR picture of a download: the brand's own when it set one, else the one the server
 * draws from the resource's link (GET /wps/system/qrCode, an SVG).
 */
export function qrCodeSrc(site: StatusValue, resource: AppResource): string {
  if (resource.qrCodeUrl) return imageUrl(site, resource.qrCodeUrl)
  const query = new URLSearchParams({ url: location.host, resourceType: resource.resourceType })
  return `/wps/system/qrCode?${query.toString()}`
}
