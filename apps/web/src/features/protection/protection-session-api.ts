import type { accountRoutes, protectionSessionRoutes } from '@sea/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, endpoint, type CallValue } from '../../lib/api-client'
import { isTrial, useSession } from '../../lib/session-store'

/** The session limit and reality check (decision 059, docs/player-protection.md). */
const routes = {
  view: endpoint<typeof protectionSessionRoutes.sessionProtection>('GET', '/wps/member/protection/session'),
  setLimit: endpoint<typeof protectionSessionRoutes.setSessionLimit>('PUT', '/wps/member/protection/session-limit'),
  confirmLimit: endpoint<typeof protectionSessionRoutes.confirmSessionLimit>(
    'POST',
    '/wps/member/protection/session-limit/confirm',
  ),
  setCheck: endpoint<typeof protectionSessionRoutes.setRealityCheck>('PUT', '/wps/member/protection/reality-check'),
  check: endpoint<typeof protectionSessionRoutes.realityCheck>('GET', '/wps/member/protection/reality-check'),
  logout: endpoint<typeof accountRoutes.logout>('POST', '/wps/session/logout'),
}

export type SessionProtection = CallValue<typeof protectionSessionRoutes.sessionProtection>
export type RealityCheckFigures = CallValue<typeof protectionSessionRoutes.realityCheck>

/** The member's own choices; the keys carry the token, so another login never reads them. */
function useKeys() {
  const session = useSession()
  const token = session?.token ?? ''
  return {
    settings: ['member', token, 'protection', 'session'] as const,
    figures: ['member', token, 'protection', 'reality-check'] as const,
    enabled: session !== null && !isTrial(session),
  }
}

export function useSessionProtection() {
  const { settings, enabled } = useKeys()
  return useQuery({ queryKey: settings, enabled, queryFn: ({ signal }) => call(routes.view, { signal }) })
}

/** Every change answers the whole view: it replaces the cached one, and the figures' interval with it. */
function useChange<I>(run: (input: I) => Promise<SessionProtection>) {
  const client = useQueryClient()
  const { settings, figures } = useKeys()
  return useMutation({
    mutationFn: run,
    onSuccess: (value) => {
      client.setQueryData(settings, value)
      void client.invalidateQueries({ queryKey: figures })
    },
  })
}

export const useSetSessionLimit = () =>
  useChange((minutes: number | null) => call(routes.setLimit, { body: { minutes } }))
export const useConfirmSessionLimit = () => useChange(() => call(routes.confirmLimit))
export const useSetRealityCheck = () =>
  useChange((minutes: SessionProtection['realityCheckMinutes']) => call(routes.setCheck, { body: { minutes } }))

/** This session’s start, time played, net result and interval; only asked for signed-in real accounts. */
export function useRealityCheckFigures() {
  const { figures, enabled } = useKeys()
  return useQuery({ queryKey: figures, enabled, queryFn: ({ signal }) => call(routes.check, { signal }) })
}

/** The reality check's "Log out": the server ends the session; one it already ended is logged out all the same. */
export async function logOut(): Promise<void> {
  try {
    await call(routes.logout)
  } catch {
    // Nothing to undo: the site forgets the session either way.
  }
}
