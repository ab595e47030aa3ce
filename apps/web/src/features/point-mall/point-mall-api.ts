import type { Address, loyaltyRoutes, PointEntryKind } from '@sea/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { MEMBER_KEY } from '../../lib/account'
import { call, endpoint } from '../../lib/api-client'
import { currentLanguage } from '../../lib/i18n'
import { idempotencyHeader, useKeyKeeper } from '../../lib/idempotency'
import { useSession } from '../../lib/session-store'

/** The point mall's calls (decision 055); the two that spend points are encrypted and idempotent. */
const balanceEndpoint = endpoint<typeof loyaltyRoutes.pointBalance>('GET', '/wps/relay/MCS2_getPointBalance')
const configEndpoint = endpoint<typeof loyaltyRoutes.pointConfig>('GET', '/wps/relay/MCS2_getPointConfig')
const itemsEndpoint = endpoint<typeof loyaltyRoutes.pointItems>('GET', '/wps/relay/MCS2_getPointReward')
const redemptionsEndpoint = endpoint<typeof loyaltyRoutes.redemptions>('GET', '/wps/relay/MCS2_getRedeemPointList')
const historyEndpoint = endpoint<typeof loyaltyRoutes.pointHistory>('GET', '/wps/member/points/history')
const redeemEndpoint = endpoint<typeof loyaltyRoutes.redeem>(
  'POST',
  '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  true,
)
const convertEndpoint = endpoint<typeof loyaltyRoutes.convert>(
  'POST',
  '/wps/relay/passwordCheck/MCS2_convertPoint',
  true,
)

export const HISTORY_PAGE_SIZE = 10

// Keys start with ['member', token]: invalidating ['member'] after points move refreshes them all.
function useMemberQuery<T>(key: readonly unknown[], fetch: (signal: AbortSignal) => Promise<T>, paged = false) {
  const token = useSession()?.token ?? ''
  return useQuery({
    queryKey: ['member', token, 'points', ...key],
    queryFn: ({ signal }) => fetch(signal),
    enabled: token !== '',
    ...(paged ? { placeholderData: keepPreviousData } : {}),
  })
}

export const usePointBalance = () => useMemberQuery(['balance'], (signal) => call(balanceEndpoint, { signal }))

export const usePointConfig = () => useMemberQuery(['config'], (signal) => call(configEndpoint, { signal }))

export function usePointItems() {
  const language = currentLanguage()
  return useMemberQuery(['items', language], (signal) => call(itemsEndpoint, { query: { language }, signal }))
}

export function useRedemptions(pageNum: number) {
  const query = { language: currentLanguage(), pageNum, pageSize: HISTORY_PAGE_SIZE }
  return useMemberQuery(['redemptions', query], (signal) => call(redemptionsEndpoint, { query, signal }), true)
}

export function usePointHistory(pageNum: number, kind: PointEntryKind | null) {
  const query = { pageNum, pageSize: HISTORY_PAGE_SIZE, ...(kind ? { kind } : {}) }
  return useMemberQuery(['history', query], (signal) => call(historyEndpoint, { query, signal }), true)
}

export interface RedeemRequest {
  itemId: string
  quantity: number
  paymentPassword: string
  address?: Address
}

/**
 * Spends points: a retry after a lost answer reuses the key (the server answers the first result);
 * a changed request gets a new one. The key covers what the server's replay check compares, never
 * the password. Afterwards every member query (points, items, wallet balance) is asked again.
 */
function useSpend<Body, Result>(send: (body: Body, key: string) => Promise<Result>, describe: (body: Body) => string) {
  const queryClient = useQueryClient()
  const keys = useKeyKeeper()
  return useMutation({
    mutationFn: (body: Body) => send(body, keys.keyFor(describe(body))),
    onSuccess: () => keys.reset(),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: MEMBER_KEY }),
  })
}

export const useRedeem = () =>
  useSpend(
    (body: RedeemRequest, key) => call(redeemEndpoint, { body, headers: idempotencyHeader(key) }),
    (body) => `${body.itemId}:${body.quantity}:${JSON.stringify(body.address ?? null)}`,
  )

export const useConvert = () =>
  useSpend(
    (body: { points: number; paymentPassword: string }, key) =>
      call(convertEndpoint, { body, headers: idempotencyHeader(key) }),
    (body) => String(body.points),
  )
