import type { Game, GameCategory, gameRoutes } from '@sea/contract'
import { GAME_LIST_PAGE_SIZE, HOT_GAME_PLATFORM } from '@sea/contract/constants'
import { isLanguage } from '@sea/rules'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, endpoint } from '../../lib/api-client'
import { useSession } from '../../lib/session-store'
import type { SelectType } from './game-pages'

const gameListEndpoint = endpoint<typeof gameRoutes.gameList>('POST', '/wps/relay/GCSGAME_gameList')
const hotGamesEndpoint = endpoint<typeof gameRoutes.hotGames>('POST', '/wps/relay/GCSGAME_hotGamesV2')
const rankListEndpoint = endpoint<typeof gameRoutes.rankList>('POST', '/wps/relay/GCSGAME_getRankList')
const favoriteIdsEndpoint = endpoint<typeof gameRoutes.favoriteIds>('GET', '/wps/relay/MCSFE_getFavoriteGames')
const addFavoriteEndpoint = endpoint<typeof gameRoutes.addFavorite>('POST', '/wps/relay/MCSFE_addFavoriteGameV2')
const removeFavoriteEndpoint = endpoint<typeof gameRoutes.removeFavorite>(
  'DELETE',
  '/wps/relay/MCSFE_removeFavoriteGameV2',
)
const roomListEndpoint = endpoint<typeof gameRoutes.roomList>('POST', '/wps/relay/GLS2_roomList')

export type { Game }
const language = (value: string) => (isLanguage(value) ? value : undefined)

export type GameListFilter = {
  selectType: SelectType
  gameType?: GameCategory
  vassalage?: string
  search?: string
  language: string
}

/**
 * A game list, page by page ('load more'). FAV and RECENT belong to the member, so they sit under
 * the member key (cleared with the session); the others are the same for everyone.
 */
export function useGameList(filter: GameListFilter, enabled = true) {
  const session = useSession()
  const mine = filter.selectType === 'FAV' || filter.selectType === 'RECENT'
  const body = {
    selectType: filter.selectType,
    ...(filter.gameType ? { gameType: filter.gameType } : {}),
    ...(filter.vassalage ? { vassalage: filter.vassalage } : {}),
    ...(filter.search ? { search: filter.search } : {}),
    language: language(filter.language),
    pageSize: GAME_LIST_PAGE_SIZE,
  }
  return useInfiniteQuery({
    queryKey: mine ? ['member', session?.token ?? '', 'games', 'list', body] : ['games', 'list', body],
    queryFn: ({ pageParam, signal }) => call(gameListEndpoint, { body: { ...body, pageNum: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: enabled && (!mine || session !== null),
  })
}

/** A vendor's whole list (the VASSALAGE popup): its games, first page of the largest size. */
export function useVendorGames(vassalage: string, lang: string) {
  return useQuery({
    queryKey: ['games', 'vendor', vassalage, lang],
    queryFn: ({ signal }) =>
      call(gameListEndpoint, {
        body: { selectType: 'ALL', vassalage, language: language(lang), pageSize: 100 },
        signal,
      }),
  })
}

export function useHotGames(lang: string) {
  return useQuery({
    queryKey: ['games', 'hot', lang],
    queryFn: async ({ signal }) =>
      (
        await call(hotGamesEndpoint, {
          body: { isPlatform: HOT_GAME_PLATFORM, platform: 'flash,html5-desktop', language: language(lang) },
          signal,
        })
      ).list,
    staleTime: 60_000,
  })
}

export function useRankList(lang: string) {
  return useQuery({
    queryKey: ['games', 'rank', lang],
    queryFn: async ({ signal }) =>
      (await call(rankListEndpoint, { body: { language: language(lang), size: 20 }, signal })).list,
    staleTime: 60_000,
  })
}

/** PVP rooms of one vendor (signed-in members only, as the call requires). */
export function useRooms(vassalage: string, lang: string, enabled: boolean) {
  const session = useSession()
  return useQuery({
    queryKey: ['member', session?.token ?? '', 'games', 'rooms', vassalage, lang],
    queryFn: ({ signal }) =>
      call(roomListEndpoint, { body: { ...(vassalage ? { vassalage } : {}), language: language(lang) }, signal }),
    enabled: enabled && session !== null,
  })
}

const favoritesKey = (token: string) => ['member', token, 'games', 'favorites'] as const

/** The member's favourite node ids; none for a visitor. */
export function useFavoriteIds(): ReadonlySet<string> {
  const session = useSession()
  const query = useQuery({
    queryKey: favoritesKey(session?.token ?? ''),
    queryFn: ({ signal }) => call(favoriteIdsEndpoint, { signal }),
    enabled: session !== null,
    select: (ids) => new Set(ids),
  })
  return query.data ?? NONE
}
const NONE: ReadonlySet<string> = new Set()

/**
 * Adds or removes a favourite. The heart changes at once (optimistic); a refused call puts it
 * back. The server answers the whole list, which then replaces ours; the FAV list refetches.
 */
export function useToggleFavorite() {
  const client = useQueryClient()
  const token = useSession()?.token ?? ''
  const key = favoritesKey(token)
  return useMutation({
    mutationFn: ({ nodeId, add }: { nodeId: string; add: boolean }) =>
      add ? call(addFavoriteEndpoint, { body: { nodeId } }) : call(removeFavoriteEndpoint, { query: { nodeId } }),
    onMutate: async ({ nodeId, add }) => {
      await client.cancelQueries({ queryKey: key })
      const before = client.getQueryData<string[]>(key)
      const current = before ?? []
      client.setQueryData<string[]>(
        key,
        add ? [...current.filter((id) => id !== nodeId), nodeId] : current.filter((id) => id !== nodeId),
      )
      return { before }
    },
    onError: (_error, _input, context) => client.setQueryData(key, context?.before),
    onSuccess: (ids) => client.setQueryData(key, ids),
    onSettled: () => client.invalidateQueries({ queryKey: ['member', token, 'games', 'list'] }),
  })
}
