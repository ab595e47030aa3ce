import type { homeRoutes, StatusValue } from '@sea/contract'
import { call, endpoint } from './api-client'

const serviceEndpoint = endpoint<typeof homeRoutes.customerService>('GET', '/wps/relay/getService')

/** Whether the brand has a customer-service desk at all (the server picks which one). */
export function hasCustomerService(site: StatusValue): boolean {
  return Boolean(site.customerService.url ?? site.customerService.vipUrl)
}

/**
 * Opens customer service (docs/domain/api-calls.md, getService) in a popup of the brand's size. The
 * window opens at once, inside the click, so that browsers allow it; the server's answer then
 * sends it to a short-lived link that redirects to the desk (the VIP desk for rank levels above
 * 4, decided by the server). When the call fails the popup closes (docs/domain/site.md#error-dialogs). Returns
 * false when the browser blocked the popup.
 */
export function openCustomerService(site: StatusValue): boolean {
  const { popupWidth: width, popupHeight: height } = site.customerService
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2)
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2)
  const popup = window.open('', 'customerService', `popup=yes,width=${width},height=${height},left=${left},top=${top}`)
  if (!popup) return false
  // The desk may be another site: it must not reach back into this page.
  popup.opener = null
  call(serviceEndpoint, { query: { url: location.host } }).then(
    (value) => {
      const path = value.version.pathList[0]?.path
      if (path) popup.location.href = path
      else popup.close()
    },
    () => popup.close(),
  )
  return true
}
