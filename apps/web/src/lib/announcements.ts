import type { AnnouncementList, homeRoutes, Language } from '@sea/contract'
import { queryOptions } from '@tanstack/react-query'
import { call, endpoint } from './api-client'

export type { AnnouncementList, Banner, Notice, Promotion } from '@sea/contract'

/**
 * MCSFE_getListAnnouncements (docs/domain/api-calls.md): banners (B), player notices (PL), popup (PU),
 * promotions (PR, only with a session) and hot banners (H) in one relay call. Every part of
 * the site that shows announcements reads them through this module.
 */
export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H'

const announcementsEndpoint = endpoint<typeof homeRoutes.announcements>('GET', '/wps/relay/MCSFE_getListAnnouncements')

/** The home carousel's banner group. */
export const HOME_BANNER_GROUP = 'home'

export function fetchAnnouncements(
  types: readonly AnnouncementType[],
  language: Language,
  options: { pageNum?: number; pageSize?: number; signal?: AbortSignal } = {},
): Promise<AnnouncementList> {
  const { signal, ...paging } = options
  return call(announcementsEndpoint, {
    query: { url: location.host, types: types.join(','), platform: 'W', language, ...paging },
    signal,
  })
}

/** Banners of one group, in the server's order. Public: cached for a few minutes. */
export const bannersQuery = (language: Language, group: string) =>
  queryOptions({
    queryKey: ['announcements', language, 'B'],
    queryFn: ({ signal }) => fetchAnnouncements(['B'], language, { signal }),
    staleTime: 5 * 60_000,
    select: (list: AnnouncementList) => list.banners.filter((banner) => banner.groupName === group),
  })

/**
 * Promotions need a session (the server answers an empty list and `promotionNeedsLogin` to a
 * visitor), so the key carries the token and sits under ['member'] with the member's queries.
 */
export const promotionsQuery = (language: Language, token: string) =>
  queryOptions({
    queryKey: ['member', token, 'promotions', language],
    queryFn: ({ signal }) => fetchAnnouncements(['PR'], language, { signal }),
    staleTime: 60_000,
  })

/** Player notices (PL), newest first, one page at a time. */
export const noticesQuery = (language: Language, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['announcements', language, 'PL', pageNum, pageSize],
    queryFn: ({ signal }) => fetchAnnouncements(['PL'], language, { pageNum, pageSize, signal }),
    staleTime: 60_000,
  })

/** Every live player notice (PL), for the marquee and the notice modal, which pages them itself. */
export const allNoticesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['announcements', language, 'PL', 'all'],
    queryFn: async ({ signal }) => (await fetchAnnouncements(['PL'], language, { signal })).player,
    staleTime: 5 * 60_000,
  })

/** The popup notices (PU) shown once after login. */
export const popupNoticesQuery = (language: Language, token: string) =>
  queryOptions({
    queryKey: ['member', token, 'announcements', 'PU', language],
    queryFn: async ({ signal }) => (await fetchAnnouncements(['PU'], language, { signal })).popup,
    retry: false,
  })
