import type { loyaltyRoutes } from '@sea/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { MEMBER_KEY } from '../../lib/account'
import { call, endpoint } from '../../lib/api-client'
import { currentLanguage } from '../../lib/i18n'
import { isTrial, useSession } from '../../lib/session-store'

/** Missions and their leaderboard (decision 055, docs/domain/loyalty.md); real accounts only. */
const missionsEndpoint = endpoint<typeof loyaltyRoutes.missions>('GET', '/wps/relay/MCSFE_getMissionSummaryDetails')
const leaderboardEndpoint = endpoint<typeof loyaltyRoutes.missionLeaderboard>(
  'GET',
  '/wps/relay/MCSFE_getMissionLeaderboard',
)
const claimEndpoint = endpoint<typeof loyaltyRoutes.claimMission>('POST', '/wps/member/missions/:missionId/claim')

export type BoardPeriod = 'daily' | 'weekly'

/**
 * The live missions with the member's progress. The page and the menu badge share this query,
 * so a claim refreshes both; it is asked again when the window regains focus and every minute,
 * as the other counts of the site are, since progress moves while the member plays elsewhere.
 */
export function useMissions() {
  const session = useSession()
  const language = currentLanguage()
  return useQuery({
    queryKey: ['member', session?.token ?? '', 'missions', language],
    queryFn: ({ signal }) => call(missionsEndpoint, { query: { language }, signal }),
    enabled: session !== null && !isTrial(session),
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  })
}

/** Completed and unclaimed missions, for the member-centre badge: null while unknown or failed. */
export function useClaimableMissions(): number | null {
  return useMissions().data?.claimable ?? null
}

export function useMissionLeaderboard(period: BoardPeriod) {
  const session = useSession()
  return useQuery({
    queryKey: ['member', session?.token ?? '', 'mission-leaderboard', period],
    queryFn: ({ signal }) => call(leaderboardEndpoint, { query: { period }, signal }),
    enabled: session !== null && !isTrial(session),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  })
}

/**
 * Claims a completed mission. Its points, its bonus and the missions' counts all change, so every
 * query of the member (summary, point balance, wallet, leaderboard) is asked again.
 */
export function useClaimMission() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (missionId: string) =>
      call(claimEndpoint, { params: { missionId }, query: { language: currentLanguage() } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBER_KEY }),
  })
}
