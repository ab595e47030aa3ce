import type { accountRoutes, walletRoutes } from '@sea/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call, endpoint } from './api-client'
import { currentLanguage } from './i18n'
import { useSession } from './session-store'

/** Queries many parts of the site share: who is signed in and how much they have. */
export const memberInfoEndpoint = endpoint<typeof accountRoutes.memberInfo>('GET', '/wps/member/info')
export const balanceEndpoint = endpoint<typeof walletRoutes.balance>('GET', '/wps/v2/wallets/balance')

/**
 * The tier labels come in the page's language (the `language` header every call sends), so the
 * key holds the language: switching it asks again.
 */
export const memberInfoQuery = (token: string) =>
  queryOptions({
    queryKey: ['member', token, 'info', currentLanguage()],
    queryFn: ({ signal }) => call(memberInfoEndpoint, { signal }),
  })

export const balanceQuery = (token: string) =>
  queryOptions({ queryKey: ['member', token, 'balance'], queryFn: ({ signal }) => call(balanceEndpoint, { signal }) })

export function useMemberInfo() {
  const session = useSession()
  return useQuery({ ...memberInfoQuery(session?.token ?? ''), enabled: Boolean(session) })
}

export function useBalance() {
  const session = useSession()
  return useQuery({ ...balanceQuery(session?.token ?? ''), enabled: Boolean(session) })
}

/** Every query of the signed-in member starts with this key, so a money change can refresh them all. */
export const MEMBER_KEY = ['member'] as const
