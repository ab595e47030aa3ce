import type { StatusValue } from '@sea/contract'
import type { IconName } from '../../components/ui/icon'

/** The account menu (docs/domain/site.md#header), each entry a member-centre page. */
export type MemberLink = {
  label: 'myAccount' | 'withdraw' | 'inviteFriends' | 'rewardCentre' | 'bettingRecord' | 'accountRecord'
  icon: IconName
  page: string
}

const LINKS: readonly MemberLink[] = [
  { label: 'myAccount', icon: 'shield', page: 'securityCenter' },
  { label: 'withdraw', icon: 'wallet', page: 'withdraw' },
  { label: 'inviteFriends', icon: 'share', page: 'referral' },
  { label: 'rewardCentre', icon: 'gift', page: 'rewardCenter' },
  { label: 'bettingRecord', icon: 'history', page: 'personalHistoryCopy' },
  { label: 'accountRecord', icon: 'chart', page: 'transactionHistory' },
]

/** Invite friends shows only while the merchant runs the referral promotion. */
export function memberLinks(site: StatusValue): MemberLink[] {
  return LINKS.filter((link) => link.page !== 'referral' || site.whitelabel.REFERRAL_PROMO)
}
