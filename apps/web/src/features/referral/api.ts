import type { promotionExtraRoutes } from '@sea/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { call, endpoint } from '../../lib/api-client'
import { deviceHeader } from '../../lib/device-id'
import { currentLanguage } from '../../lib/i18n'
import { useSession } from '../../lib/session-store'

const referralEndpoint = endpoint<typeof promotionExtraRoutes.referral>('GET', '/wps/member/referral')

export const INVITEES_PAGE_SIZE = 10

/**
 * The invite-friends page's data: the member's code and the link the server builds on the brand's
 * configured site domain (so a link shared from a mirror still leads to the brand's site), the
 * invitees a page at a time, and the earnings.
 */
export function useReferral(pageNum: number, enabled: boolean) {
  const session = useSession()
  const query = { language: currentLanguage(), pageNum, pageSize: INVITEES_PAGE_SIZE }
  return useQuery({
    queryKey: ['member', session?.token ?? '', 'referral', query],
    queryFn: ({ signal }) => call(referralEndpoint, { query, headers: deviceHeader(), signal }),
    enabled: enabled && session !== null,
    placeholderData: keepPreviousData,
  })
}
