import type { StatusValue } from '@sea/contract'
import type { IconName } from '../../components/ui/icon'
import { openModal } from '../../lib/modals'
import { openMemberCentre } from '../../lib/require-member'

export type SupportLabel =
  | 'customerService'
  | 'help'
  | 'facebook'
  | 'whatsapp'
  | 'telegram'
  | 'appDownload'
  | 'platformMessages'
  | 'inviteFriends'

/** One right-bar entry: an outside link, a page of the site, or an action. */
export type SupportLink = { label: SupportLabel; icon: IconName } & (
  { kind: 'external'; href: string } | { kind: 'route'; to: string } | { kind: 'action'; run: () => void }
)

const SOCIAL = [
  { type: 'FACEBOOK', label: 'facebook', icon: 'facebook' },
  { type: 'WHATSAPP', label: 'whatsapp', icon: 'whatsapp' },
  { type: 'TELEGRAM', label: 'telegram', icon: 'telegram' },
] as const

/** Right-bar entries in the spec's order; social links only when the merchant has them. */
export function supportLinks(site: StatusValue, openService: (() => void) | null): SupportLink[] {
  const links: SupportLink[] = []
  if (openService) links.push({ label: 'customerService', icon: 'headset', kind: 'action', run: openService })
  links.push({ label: 'help', icon: 'info', kind: 'action', run: () => openModal('helpWidget') })
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
