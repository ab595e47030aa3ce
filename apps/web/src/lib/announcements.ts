import type { Language, RouteDescriptor } from '@sea/contract'
import { queryOptions } from '@tanstack/react-query'
import type { TUnsafe } from 'typebox'
import { call, endpoint } from './api-client'

/*
 * MCSFE_getListAnnouncements (spec section 7): banners (B), player notices (PL), popup (PU),
 * promotions (PR, only with a session) and hot banners (H) in one relay call.
 *
 * LOCAL TYPES: the route's contract (packages/contract/src/home.ts, `homeRoutes.announcements`)
 * is being written alongside this page work. Until it is merged these types mirror it; then
 * replace `AnnouncementsRoute` by `typeof homeRoutes.announcements` and import the value types
 * (`Banner`, `Notice`, `Promotion`, `AnnouncementList`) from '@sea/contract'.
 */
export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H'

export interface Banner {
  id: string
  /** home (carousel), w_register, login, hot... */
  groupName: string
  /** The picture; relative paths are resolved by the server against the brand's image base. */
  url: string
  /** A site route (/promotions) or an https address. */
  link: string | null
  /** Alternative text. */
  title: string
}

export interface Notice {
  id: string
  title: string
  /** HTML, sanitised by the server on write; sanitised again before it is rendered. */
  content: string
  timestamp: string
}

export interface Promotion {
  id: string
  title: string
  summary: string
  /** The picture (600x320). */
  url: string
  content: string
  link: string | null
  startAt: string
  endAt: string | null
}

export interface AnnouncementList {
  language: Language
  player: Notice[]
  playerTotal: number
  banners: Banner[]
  popup: (Notice & { url: string | null })[]
  promotion: Promotion[]
  /** PR was asked for without a session, so `promotion` is empty. */
  promotionNeedsLogin: boolean
  hot: Banner[]
}

interface AnnouncementQuery {
  url?: string
  types?: string
  platform?: 'W'
  language?: Language
  pageNum?: number
  pageSize?: number
}

type AnnouncementsRoute = Omit<RouteDescriptor, 'method' | 'url' | 'schema'> & {
  method: 'GET'
  url: '/wps/relay/MCSFE_getListAnnouncements'
  schema: {
    querystring: TUnsafe<AnnouncementQuery>
    response: { 200: TUnsafe<{ success: true; value: AnnouncementList }> }
  }
}

const announcementsEndpoint = endpoint<AnnouncementsRoute>('GET', '/wps/relay/MCSFE_getListAnnouncements')

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
