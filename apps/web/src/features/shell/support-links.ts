import type { StatusValue } from '@sea/contract'
import type { IconName } from '../../components/ui/icon'
import { openMemberCentre } from '../../lib/require-member'

/** Rank levels above 4 get the VIP service desk (spec section 6). */
const VIP_RANK_ABOVE = 4

export type SupportLabel = 'customerService' | 'facebook' | 'whatsapp' | 'telegram' | 'appDownload' | 'platformMessages' | 'inviteFriends'

/** One right-bar entry: an outside link, a page of the site, or an action. */
export type SupportLink = { label: SupportLabel; icon: IconName } & (
  | { kind: 'external'; href: string }
  | { kind: 'route'; to: string }
  | { kind: 'action'; run: () => void }
)

const SOCIAL = [
  { type: 'FACEBOOK', label: 'facebook', icon: 'facebook' },
  { type: 'WHATSAPP', label: 'whatsapp', icon: 'whatsapp' },
  { type: 'TELEGRAM', label: 'telegram', icon: 'telegram' },
] as const

/** The customer-service address: the VIP desk for rank levels above 4, else live chat. */
export function customerServiceUrl(site: StatusValue, rankLevel: number | null): string | null {
  const { url, vipUrl } = site.customerService
  return rankLevel !== null && rankLevel > VIP_RANK_ABOVE && vipUrl ? vipUrl : url
}

/**
 * Opens customer service in a popup window of the merchant's size (440x750 for the demo brand),
 * centred on the site. Returns false when the browser blocked it. The encrypted address call
 * (getService) comes with the home-content work; until then the merchant's address is used.
 */
export function openCustomerService(url: string, width: number, height: number): boolean {
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2)
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2)
  const popup = window.open(url, 'customerService', `popup=yes,width=${width},height=${height},left=${left},top=${top}`)
  if (!popup) return false
  // The desk may be another site: it must not reach back into this page.
  popup.opener = null
  return true
}

/** Right-bar entries in the spec's order; social links only when the merchant has them. */
export function supportLinks(site: StatusValue, openService: (() => void) | null): SupportLink[] {
  const links: SupportLink[] = []
  if (openService) links.push({ label: 'customerService', icon: 'headset', kind: 'action', run: openService })
  for (const social of SOCIAL) {
    const resource = site.resources.find((entry) => entry.resourceType === social.type)
    if (resource?.url) links.push({ label: social.label, icon: social.icon, kind: 'external', href: resource.url })
  }
  links.push({ label: 'appDownload', icon: 'download', kind: 'route', to: '/download' })
  // openMemberCentre gives a visitor the login popup and a trial account the warning.
  links.push({ label: 'platformMessages', icon: 'mail', kind: 'action', run: () => openMemberCentre('messageV2') })
  if (site.whitelabel.REFERRAL_PROMO) {
    links.push({ label: 'inviteFriends', icon: 'share', kind: 'action', run: () => openMemberCentre('referral') })
  }
  return links
}
