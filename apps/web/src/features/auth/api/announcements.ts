import type { RouteDescriptor } from '@sea/contract'
import { useQuery } from '@tanstack/react-query'
import { call, endpoint } from '../../../lib/api-client'
import { currentLanguage } from '../../../lib/i18n'

/*
 * The announcements relay (spec section 7, `MCSFE_getListAnnouncements`) is being added to the
 * contract by the home-content work. Until it lands, this file describes the two parts the
 * account modals read with local types. When the contract has the route, replace
 * `AnnouncementsRoute` with `typeof <homeRoutes>.announcements` and delete the local types.
 */
type AnnouncementsRoute = Omit<RouteDescriptor, 'method' | 'url'> & {
  method: 'GET'
  url: '/wps/relay/MCSFE_getListAnnouncements'
}

/** A banner of a named group (`login`, `w_register`, ...). */
export type Banner = { groupName: string; url: string; title?: string | null }
/** A popup notice shown once after login; `content` is operator HTML the server sanitised. */
export type PopupNotice = { id: string | number; title: string; content: string; imageUrl?: string | null }
type AnnouncementsValue = { banners?: Banner[]; popup?: PopupNotice[] }

const announcements = endpoint<AnnouncementsRoute>('GET', '/wps/relay/MCSFE_getListAnnouncements')

async function fetchAnnouncements(types: 'B' | 'PU', signal: AbortSignal): Promise<AnnouncementsValue> {
  const query = { types, platform: 'W', language: currentLanguage() } as never
  return (await call(announcements, { query, signal })) as AnnouncementsValue
}

/** A banner group's first picture (`login`, `w_register`); undefined while loading or when the call fails. */
export function useBanner(group: string): Banner | undefined {
  const query = useQuery({
    queryKey: ['announcements', 'B', currentLanguage()],
    queryFn: ({ signal }) => fetchAnnouncements('B', signal),
    staleTime: 5 * 60_000,
    retry: false,
  })
  return query.data?.banners?.find((banner) => banner.groupName === group && banner.url)
}

/** The popup notices shown after login (type PU); an empty list when there are none. */
export function usePopupNotices(token: string) {
  return useQuery({
    queryKey: ['member', token, 'announcements', 'PU', currentLanguage()],
    queryFn: async ({ signal }) => (await fetchAnnouncements('PU', signal)).popup ?? [],
    retry: false,
  })
}
