import type { Language, MemberPromotion, promotionExtraRoutes, promotionRoutes } from '@sea/contract'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { QueryState } from '../../components/ui/states'
import { MEMBER_KEY } from '../../lib/account'
import { promotionsQuery } from '../../lib/announcements'
import { call, endpoint } from '../../lib/api-client'
import { deviceHeader } from '../../lib/device-id'
import { currentLanguage } from '../../lib/i18n'
import { isTrial, useSession } from '../../lib/session-store'
import { promoEntries, type PromoEntry } from './offers'

/*
 * A promotion's page is its PR announcement (MCSFE_getListAnnouncements); where the member stands
 * in it comes from the promotion engine (decision 054). Every engine call carries the device id.
 */

const listEndpoint = endpoint<typeof promotionRoutes.list>('GET', '/wps/member/promotions')
const joinEndpoint = endpoint<typeof promotionRoutes.join>('POST', '/wps/relay/MCSFE_signUpPromotionJoin')
const requestEndpoint = endpoint<typeof promotionRoutes.requestReward>('POST', '/wps/relay/MCSFE_signUpRequestReward')
const raffleClaimEndpoint = endpoint<typeof promotionRoutes.claimRaffle>('POST', '/wps/relay/MCS2_claimRafflePromotion')
const raffleEndpoint = endpoint<typeof promotionExtraRoutes.raffle>('GET', '/wps/member/promotions/:promotionId/raffle')

/** Only asked with a session: the server gives visitors an empty list (promotionNeedsLogin). */
export function usePromotions() {
  const session = useSession()
  return useQuery({ ...promotionsQuery(currentLanguage(), session?.token ?? ''), enabled: Boolean(session) })
}

export const memberPromotionsQuery = (token: string, language: Language) =>
  queryOptions({
    queryKey: ['member', token, 'promotion-status', language],
    queryFn: ({ signal }) => call(listEndpoint, { query: { language }, headers: deviceHeader(), signal }),
    staleTime: 30_000,
  })

/** The member's status in each promotion; a trial account takes part in none, so it is not asked. */
export function useMemberPromotions() {
  const session = useSession()
  return useQuery({
    ...memberPromotionsQuery(session?.token ?? '', currentLanguage()),
    enabled: session !== null && !isTrial(session),
  })
}

export type PromoList = { entries: PromoEntry[]; needsLogin: boolean }

/** The promotions' pages joined with the member's offers, as one query's states. */
export function usePromoList(): QueryState<PromoList> {
  const session = useSession()
  const pages = usePromotions()
  const offers = useMemberPromotions()
  const asked = session !== null && !isTrial(session)
  const ready = pages.data !== undefined && (offers.data !== undefined || !asked)
  return {
    isPending: pages.isPending || (asked && offers.isPending),
    error: pages.error ?? offers.error,
    data: ready
      ? {
          entries: promoEntries(pages.data?.promotion ?? [], offers.data ?? []),
          needsLogin: pages.data?.promotionNeedsLogin ?? false,
        }
      : undefined,
    refetch: () => Promise.all([pages.refetch(), asked ? offers.refetch() : null]),
  }
}

export function useRaffle(promotionId: string) {
  const session = useSession()
  return useQuery({
    queryKey: ['member', session?.token ?? '', 'raffle', promotionId],
    queryFn: ({ signal }) => call(raffleEndpoint, { params: { promotionId }, headers: deviceHeader(), signal }),
    enabled: session !== null,
  })
}

/** The call a promotion's button makes: join, or claim (a raffle's prizes through its own call). */
function act(promotion: MemberPromotion) {
  const input = { body: { promotionId: promotion.id }, headers: deviceHeader() }
  if (promotion.action === 'join') return call(joinEndpoint, input)
  if (promotion.kind === 'raffle') return call(raffleClaimEndpoint, input)
  return call(requestEndpoint, input)
}

/**
 * Join, claim or request. Afterwards every member query is refreshed: the promotion list, the
 * balance a grant changed, the reward centre and the withdrawal's turnover.
 */
export function usePromotionAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: act,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBER_KEY }),
  })
}
