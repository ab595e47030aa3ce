import type { loyaltyRoutes } from '@sea/contract'
import { useQuery } from '@tanstack/react-query'
import { call, endpoint } from '../../lib/api-client'
import { currentLanguage } from '../../lib/i18n'
import { isTrial, useSession } from '../../lib/session-store'

/** VIP tiers (decision 055, docs/domain/loyalty.md): the brand's table for anyone, the standing for a member. */
const tableEndpoint = endpoint<typeof loyaltyRoutes.vipTable>('GET', '/wps/system/vip')
const statusEndpoint = endpoint<typeof loyaltyRoutes.vipStatus>('GET', '/wps/member/vip')

/** The tier table is public: a visitor sees what each tier asks and gives before registering. */
export function useVipTable() {
  const language = currentLanguage()
  return useQuery({
    queryKey: ['vip-table', language],
    queryFn: ({ signal }) => call(tableEndpoint, { query: { language }, signal }),
    staleTime: 5 * 60_000,
  })
}

/** The member's tier and window figures; a trial account has none, so it is not asked. */
export function useVipStatus() {
  const session = useSession()
  const language = currentLanguage()
  return useQuery({
    queryKey: ['member', session?.token ?? '', 'vip', language],
    queryFn: ({ signal }) => call(statusEndpoint, { query: { language }, signal }),
    enabled: session !== null && !isTrial(session),
  })
}
