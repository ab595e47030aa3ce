import type { StatusValue } from '@sea/contract'

/**
 * Opens the brand's customer service (site.customerService.url, or vipUrl for the VIP desk) in
 * a popup window of the brand's size; where popups are blocked the page itself goes there.
 */
export function openSupportWindow(site: StatusValue, desk: 'standard' | 'vip' = 'standard'): void {
  const { popupWidth, popupHeight } = site.customerService
  const url = desk === 'vip' ? (site.customerService.vipUrl ?? site.customerService.url) : site.customerService.url
  if (!url) return
  const left = Math.max(0, window.screenX + (window.outerWidth - popupWidth) / 2)
  const top = Math.max(0, window.screenY + (window.outerHeight - popupHeight) / 2)
  const popup = window.open(url, 'customerService', `width=${popupWidth},height=${popupHeight},left=${left},top=${top}`)
  if (!popup) window.location.assign(url)
}
