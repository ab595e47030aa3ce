import { findCentrePage, type CentrePage, type CentrePageProps } from '../centre/centre-page'

/**
 * What a page receives: the member-centre modal's params (`page` and anything the opener added,
 * such as the deposit id a payment gateway returns with). Pages that need nothing ignore it.
 */
export type MemberCentrePageProps = CentrePageProps

/** A member-centre page, in one of the menu's sections. */
export type MemberCentrePage = CentrePage<'account' | 'funds' | 'records' | 'more'>

/**
 * The member centre's menu in the spec's order (docs/domain/site.md#member-centre). The app composes the features'
 * pages here, so no feature imports another.
 */
export const MEMBER_CENTRE_PAGES: readonly MemberCentrePage[] = [
  {
    id: 'securityCenter',
    icon: 'shield',
    group: 'account',
    load: () => import('../../features/security/components/security-center'),
  },
  {
    id: 'protection',
    icon: 'shield',
    group: 'account',
    load: () => import('../../features/protection/components/protection-page'),
  },
  {
    id: 'kyc',
    icon: 'user',
    group: 'account',
    load: () => import('../../features/kyc/components/kyc-page'),
  },
  {
    id: 'transferFund',
    icon: 'wallet',
    group: 'funds',
    load: () => import('../../features/wallet/components/transfer-fund'),
  },
  {
    id: 'depositv2',
    icon: 'plus',
    group: 'funds',
    load: () => import('../../features/deposit/components/deposit-page'),
  },
  {
    id: 'withdraw',
    icon: 'card',
    group: 'funds',
    load: () => import('../../features/withdraw/components/withdraw-page'),
  },
  {
    id: 'transferUpline',
    icon: 'transfer',
    group: 'funds',
    load: () => import('../../features/wallet/components/transfer-upline'),
  },
  {
    id: 'personalHistoryCopy',
    icon: 'history',
    group: 'records',
    load: () => import('../../features/records/components/betting-record'),
  },
  {
    id: 'transactionHistory',
    icon: 'coins',
    group: 'records',
    load: () => import('../../features/records/components/transaction-history'),
  },
  {
    id: 'personalProfit',
    icon: 'chart',
    group: 'records',
    load: () => import('../../features/records/components/personal-profit'),
  },
  {
    id: 'bonusDetails',
    icon: 'gift',
    group: 'records',
    load: () => import('../../features/records/components/bonus-details'),
  },
  {
    id: 'rewardCenter',
    icon: 'trophy',
    group: 'more',
    load: () => import('../../features/rewards/components/reward-center'),
  },
  {
    id: 'referral',
    icon: 'share',
    group: 'more',
    load: () => import('../../features/referral/components/referral-page'),
  },
  {
    id: 'missionLeaderboard',
    icon: 'target',
    group: 'more',
    load: () => import('../../features/rewards/components/mission-leaderboard'),
  },
  {
    id: 'messageV2',
    icon: 'mail',
    group: 'more',
    load: () => import('../../features/messages/components/messages-page'),
  },
]

/** Pages a merchant switches on with a whitelabel flag (docs/domain/site.md#routes-and-pages). */
const FLAGGED: Readonly<Record<string, 'UPLINE_TRANSFER' | 'REFERRAL_PROMO'>> = {
  transferUpline: 'UPLINE_TRANSFER',
  referral: 'REFERRAL_PROMO',
}

/** The menu for this merchant: every page, less those whose flag is off. */
export function visiblePages(flags: Readonly<Partial<Record<string, boolean>>>): readonly MemberCentrePage[] {
  return MEMBER_CENTRE_PAGES.filter((page) => {
    const flag = FLAGGED[page.id]
    return flag === undefined || flags[flag] === true
  })
}

/** The page the `page` param names, when it is on the menu; otherwise null. */
export function findPage(pages: readonly MemberCentrePage[], id: string | undefined): MemberCentrePage | null {
  return findCentrePage(pages, id)
}
