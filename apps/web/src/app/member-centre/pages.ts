import type { ComponentType } from 'react'
import type { IconName } from '../../components/ui/icon'

/** A member-centre page: its id (the spec's name, also the modal's `page` param), icon and code. */
export type MemberCentrePage = {
  id: string
  icon: IconName
  load: () => Promise<{ default: ComponentType }>
}

/**
 * The member centre's menu in the spec's order (section 2). The app composes the features'
 * pages here, so no feature imports another.
 */
export const MEMBER_CENTRE_PAGES: readonly MemberCentrePage[] = [
  { id: 'securityCenter', icon: 'shield', load: () => import('../../features/security/components/security-center') },
  { id: 'transferFund', icon: 'wallet', load: () => import('../../features/wallet/components/transfer-fund') },
  { id: 'depositv2', icon: 'plus', load: () => import('../../features/deposit/components/deposit-page') },
  { id: 'withdraw', icon: 'card', load: () => import('../../features/withdraw/components/withdraw-page') },
  { id: 'transferUpline', icon: 'transfer', load: () => import('../../features/wallet/components/transfer-upline') },
  { id: 'personalHistoryCopy', icon: 'history', load: () => import('../../features/records/components/betting-record') },
  { id: 'transactionHistory', icon: 'coins', load: () => import('../../features/records/components/transaction-history') },
  { id: 'personalProfit', icon: 'chart', load: () => import('../../features/records/components/personal-profit') },
  { id: 'bonusDetails', icon: 'gift', load: () => import('../../features/records/components/bonus-details') },
  { id: 'rewardCenter', icon: 'trophy', load: () => import('../../features/rewards/components/reward-center') },
  { id: 'referral', icon: 'share', load: () => import('../../features/referral/components/referral-page') },
  { id: 'missionLeaderboard', icon: 'target', load: () => import('../../features/rewards/components/mission-leaderboard') },
  { id: 'messageV2', icon: 'mail', load: () => import('../../features/messages/components/messages-page') },
]
