import { useQuery } from '@tanstack/react-query'
import { getSession, isTrial, useSession } from '../../../lib/session-store'

/**
 * Unread platform messages, for the badge on the messages button.
 *
 * TEMPORARY: `GET /wps/relay/CSP_unreadCount` is being added to the contract by the home-content
 * work, and `call()` needs its route type. Until it lands this file reads the envelope through the
 * small wrapper below; the lead switches it to `call(endpoint<typeof homeRoutes.unreadCount>(...))`
 * and drops the wrapper. The value's field is not settled yet (`unreadCount` in the draft
 * contract, `count` in the first brief), so both are read.
 */
type UnreadValue = { unreadCount?: number; count?: number }

async function fetchUnreadCount(signal: AbortSignal): Promise<number> {
  const token = getSession()?.token
  const response = await fetch('/wps/relay/CSP_unreadCount', {
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal,
  })
  const envelope = (await response.json()) as { success: boolean; value?: UnreadValue }
  if (!envelope.success || !envelope.value) throw new Error('unread count unavailable')
  const count = envelope.value.unreadCount ?? envelope.value.count
  if (typeof count !== 'number') throw new Error('unread count unavailable')
  return count
}

/** The count, or null while unknown or when the call fails (then no badge shows). Trial accounts skip the call (spec section 6). */
export function useUnreadCount(): number | null {
  const session = useSession()
  const query = useQuery({
    queryKey: ['member', session?.token ?? '', 'unreadCount'],
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled: session !== null && !isTrial(session),
    retry: false,
    refetchInterval: 60_000,
  })
  return query.data ?? null
}
