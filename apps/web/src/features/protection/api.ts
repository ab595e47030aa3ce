import type { LimitKind, LimitPeriod, protectionRoutes } from '@sea/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { MEMBER_KEY } from '../../lib/account'
import { call, endpoint, type CallValue } from '../../lib/api-client'
import { closeAllModals } from '../../lib/modals'
import { clearSession, useSession } from '../../lib/session-store'

/** Player protection (decision 056, docs/player-protection.md): limits, confirmations, exclusion. */
const protectionEndpoint = endpoint<typeof protectionRoutes.protection>('GET', '/wps/member/protection')
const setLimitEndpoint = endpoint<typeof protectionRoutes.setLimit>('PUT', '/wps/member/protection/limit')
const confirmEndpoint = endpoint<typeof protectionRoutes.confirmLimit>('POST', '/wps/member/protection/limit/confirm')
const excludeEndpoint = endpoint<typeof protectionRoutes.exclude>('POST', '/wps/member/protection/exclusion', true)

export type Protection = CallValue<typeof protectionRoutes.protection>
export type ProtectionLimit = Protection['limits'][number]
export type ExclusionChoice =
  | { kind: 'timeout'; days: number; loginPassword: string }
  | { kind: 'self_exclusion'; term: '6m' | '1y' | '5y' | 'permanent'; loginPassword: string }

function useProtectionKey() {
  const session = useSession()
  return { queryKey: ['member', session?.token ?? '', 'protection'] as const, enabled: session !== null }
}

export function useProtection() {
  const { queryKey, enabled } = useProtectionKey()
  return useQuery({ queryKey, enabled, queryFn: ({ signal }) => call(protectionEndpoint, { signal }) })
}

/** Every change answers the whole protection view: it replaces the cached one. */
function useProtectionChange<I>(run: (input: I) => Promise<Protection>) {
  const client = useQueryClient()
  const { queryKey } = useProtectionKey()
  return useMutation({ mutationFn: run, onSuccess: (value) => client.setQueryData(queryKey, value) })
}

export function useSetLimit() {
  return useProtectionChange((input: { kind: LimitKind; period: LimitPeriod; amount: string | null }) =>
    call(setLimitEndpoint, { body: input }),
  )
}

export function useConfirmLimit() {
  return useProtectionChange((key: { kind: LimitKind; period: LimitPeriod }) => call(confirmEndpoint, { body: key }))
}

/**
 * The server ends every session of the member: this one is forgotten here too, with the member's
 * cached answers, and the member goes home as after a logout. The centre closes in the same
 * update: left open, it would see its session gone and offer the login over the page.
 */
export function useExclude() {
  const client = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: (choice: ExclusionChoice) => call(excludeEndpoint, { body: choice }),
    onSuccess: () => {
      clearSession()
      client.removeQueries({ queryKey: MEMBER_KEY })
      closeAllModals()
      void navigate('/')
    },
  })
}
