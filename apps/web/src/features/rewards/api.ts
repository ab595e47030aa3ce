import type { promotionRoutes } from '@sea/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { MEMBER_KEY } from '../../lib/account'
import { call, endpoint } from '../../lib/api-client'
import { deviceHeader } from '../../lib/device-id'
import { currentLanguage } from '../../lib/i18n'
import { useSession } from '../../lib/session-store'

/** The reward centre over the promotion engine (decision 054); its calls carry the device id too. */
const rewardsEndpoint = endpoint<typeof promotionRoutes.rewards>('GET', '/wps/member/rewards')
const claimEndpoint = endpoint<typeof promotionRoutes.claimReward>('POST', '/wps/member/rewards/:rewardId/claim')

export const REWARDS_PAGE_SIZE = 10

export function useRewards(pageNum: number) {
  const session = useSession()
  const query = { language: currentLanguage(), pageNum, pageSize: REWARDS_PAGE_SIZE }
  return useQuery({
    queryKey: ['member', session?.token ?? '', 'rewards', query],
    queryFn: ({ signal }) => call(rewardsEndpoint, { query, headers: deviceHeader(), signal }),
    enabled: session !== null,
    placeholderData: keepPreviousData,
  })
}

/** Claims one reward; then the balance, the rewards and the promotions' statuses are asked again. */
export function useClaimReward() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (rewardId: string) => call(claimEndpoint, { params: { rewardId }, headers: deviceHeader() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBER_KEY }),
  })
}
