import type { homeRoutes } from '@sea/contract'
import { useQuery } from '@tanstack/react-query'
import { call, endpoint } from '../../../lib/api-client'
import { isTrial, useSession } from '../../../lib/session-store'

const unreadCountEndpoint = endpoint<typeof homeRoutes.unreadCount>('GET', '/wps/relay/CSP_unreadCount')

/**
 * Unread platform messages, for the badge on the messages button: null while unknown or when
 * the call fails (then no badge shows). Trial accounts skip the call (docs/domain/site.md#roles).
 */
export function useUnreadCount(): number | null {
  const session = useSession()
  const query = useQuery({
    queryKey: ['member', session?.token ?? '', 'unreadCount'],
    queryFn: async ({ signal }) => (await call(unreadCountEndpoint, { signal })).unreadCount,
    enabled: session !== null && !isTrial(session),
    retry: false,
    refetchInterval: 60_000,
  })
  return query.data ?? null
}
