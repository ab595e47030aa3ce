import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError } from '../../lib/api-client'

/**
 * Player notices (announcement type PL) for the marquee and the notice modal.
 *
 * TEMPORARY: `GET /wps/relay/MCSFE_getListAnnouncements` is being added to the contract by the
 * home-content work; `call()` needs its route type, so until it lands the envelope is read
 * through the small wrapper below with a local type holding only the fields the spec names
 * (value.player: id, title, content, timestamp). The lead switches this to
 * `call(endpoint<typeof homeRoutes.announcements>(...))` and the contract's Notice type.
 */
export type Notice = { id: string; title: string; content: string; timestamp: string }
type AnnouncementsValue = { player: Notice[] }
type Envelope = { success: true; value: AnnouncementsValue } | { success: false; code: string; message: string }

async function fetchPlayerNotices(language: string, signal: AbortSignal): Promise<Notice[]> {
  const query = new URLSearchParams({ types: 'PL', platform: 'W', language, url: location.host })
  let response: Response
  try {
    response = await fetch(`/wps/relay/MCSFE_getListAnnouncements?${query.toString()}`, {
      headers: { accept: 'application/json', 'accept-language': document.documentElement.lang },
      signal,
    })
  } catch (error) {
    if (signal.aborted) throw error
    throw new ApiError('network_error', 0, String(error))
  }
  const envelope = (await response.json().catch(() => null)) as Envelope | null
  if (!envelope) throw new ApiError('bad_response', response.status, 'Unreadable announcements')
  if (!envelope.success) throw new ApiError(envelope.code as ApiError['code'], response.status, envelope.message)
  return envelope.value.player
}

export const playerNoticesQuery = (language: string) =>
  queryOptions({
    queryKey: ['notices', 'PL', language],
    queryFn: ({ signal }) => fetchPlayerNotices(language, signal),
    staleTime: 5 * 60_000,
  })

export function usePlayerNotices(language: string) {
  return useQuery(playerNoticesQuery(language))
}
