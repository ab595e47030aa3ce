import type { LotteryGameMenu, lotteryRoutes } from '@sea/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { MEMBER_KEY } from '../../lib/account'
import { call, endpoint, type CallInput, type CallValue } from '../../lib/api-client'
import { currentLanguage } from '../../lib/i18n'
import { idempotencyHeader } from '../../lib/idempotency'
import { isTrial, useSession } from '../../lib/session-store'

const gameMenusEndpoint = endpoint<typeof lotteryRoutes.gameMenus>('GET', '/lgw/games/game_menus')
const popularEndpoint = endpoint<typeof lotteryRoutes.popular>('GET', '/lgw/games/popular')
const vnMenuEndpoint = endpoint<typeof lotteryRoutes.vnGameMenu>('GET', '/lgw/vn/games/game_menu')
const vnRecentEndpoint = endpoint<typeof lotteryRoutes.vnRecent>('GET', '/lgw/vn/games/game_menu/recent')
const gameEndpoint = endpoint<typeof lotteryRoutes.game>('GET', '/lgw/games/:gameCode')
const resultsEndpoint = endpoint<typeof lotteryRoutes.results>('GET', '/lgw/games/:gameCode/results')
const trendEndpoint = endpoint<typeof lotteryRoutes.trend>('GET', '/lgw/games/:gameCode/trend')
const placeEndpoint = endpoint<typeof lotteryRoutes.placeBets>('POST', '/lgw/bets')
const myBetsEndpoint = endpoint<typeof lotteryRoutes.myBets>('GET', '/lgw/bets')
const cancelChaseEndpoint = endpoint<typeof lotteryRoutes.cancelChase>('POST', '/lgw/chases/:chaseId/cancel')

export type GameDetail = CallValue<typeof lotteryRoutes.game>
export type ResultsPage = CallValue<typeof lotteryRoutes.results>
export type MyBetsPage = CallValue<typeof lotteryRoutes.myBets>
export type PlaceBody = NonNullable<CallInput<typeof lotteryRoutes.placeBets>['body']>
export type PlaceResult = CallValue<typeof lotteryRoutes.placeBets>

/** Which menus a lottery route lists (docs/domain/site.md#routes-and-pages: /elott lists electronic lottery and lottery). */
export type LotteryArea = 'all' | 'vn' | 'sea' | 'elott'

const device = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(max-width: 1023px)').matches ? 'mobile' : 'desktop'

/** Game menus of a page; /elott puts the electronic groups first, then every other lottery. */
export function useGameMenus(area: LotteryArea) {
  const language = currentLanguage()
  return useQuery({
    queryKey: ['lottery', 'menus', area, language],
    queryFn: async ({ signal }): Promise<LotteryGameMenu[]> => {
      if (area === 'vn') {
        const value = await call(vnMenuEndpoint, {
          query: { lottoArea: 'VN', launchMode: 'LOTT', device: device(), language },
          signal,
        })
        return value.gameMenus
      }
      const prizeMode = area === 'sea' ? 'SEA' : undefined
      const value = await call(gameMenusEndpoint, { query: { prizeMode, device: device(), language }, signal })
      if (area !== 'elott') return value.gameMenus
      const electronic = (menu: LotteryGameMenu) => menu.games.some((game) => game.prizeMode === 'Elott')
      return [...value.gameMenus.filter(electronic), ...value.gameMenus.filter((menu) => !electronic(menu))]
    },
    staleTime: 30_000,
    // The menus carry each game's current issue, whose countdown they show.
    refetchInterval: 30_000,
  })
}

/** Popular lotteries (20, docs/domain/site.md#constants), per prize mode of the page. */
export function usePopular(area: LotteryArea) {
  const language = currentLanguage()
  const prizeMode = area === 'sea' ? 'SEA' : area === 'elott' ? 'Elott' : area === 'vn' ? 'Lott' : undefined
  return useQuery({
    queryKey: ['lottery', 'popular', prizeMode ?? 'all', language],
    queryFn: ({ signal }) =>
      call(popularEndpoint, { query: { count: 20, prizeMode, device: device(), language }, signal }),
    staleTime: 30_000,
    refetchInterval: 30_000,
  })
}

/** The member's recent Vietnam games (T): members only, not trial accounts. */
export function useRecentGames() {
  const session = useSession()
  const language = currentLanguage()
  return useQuery({
    queryKey: ['member', session?.token ?? '', 'lottery', 'recent', language],
    queryFn: ({ signal }) => call(vnRecentEndpoint, { query: { language }, signal }),
    enabled: Boolean(session),
    staleTime: 30_000,
  })
}

export function useGame(gameCode: string | null) {
  const language = currentLanguage()
  return useQuery({
    queryKey: ['lottery', 'game', gameCode, language],
    queryFn: ({ signal }) => call(gameEndpoint, { params: { gameCode: gameCode ?? '' }, query: { language }, signal }),
    enabled: Boolean(gameCode),
    // Issues roll every minute on fast games; the page also refetches when its countdown ends.
    refetchInterval: 30_000,
  })
}

/** Fast games draw every minute or so: their results are asked for more often. */
export function useResults(gameCode: string, pageNum: number, pageSize = 10, fast = true) {
  return useQuery({
    queryKey: ['lottery', 'results', gameCode, pageNum, pageSize],
    queryFn: ({ signal }) => call(resultsEndpoint, { params: { gameCode }, query: { pageNum, pageSize }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: fast ? 8_000 : 60_000,
  })
}

export function useTrend(gameCode: string, last: number) {
  return useQuery({
    queryKey: ['lottery', 'trend', gameCode, last],
    queryFn: ({ signal }) => call(trendEndpoint, { params: { gameCode }, query: { last }, signal }),
    staleTime: 30_000,
  })
}

/** My bets sit under the member key, so placing (or a settlement seen on the page) refreshes them. */
export function useMyBets(
  gameCode: string,
  status: MyBetsPage['content'][number]['status'] | undefined,
  pageNum: number,
) {
  const session = useSession()
  const query = { gameCode, status, pageNum, pageSize: 10 }
  return useQuery({
    queryKey: ['member', session?.token ?? '', 'lottery', 'bets', query],
    queryFn: ({ signal }) => call(myBetsEndpoint, { query, signal }),
    enabled: Boolean(session) && !isTrial(session),
    placeholderData: keepPreviousData,
  })
}

/** Places a slip; the header balance and my bets refresh afterwards, whatever the answer. */
export function usePlaceBets() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ body, key }: { body: PlaceBody; key: string }) =>
      call(placeEndpoint, { body, headers: idempotencyHeader(key) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBER_KEY }),
  })
}

export function useCancelChase() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (chaseId: string) => call(cancelChaseEndpoint, { params: { chaseId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBER_KEY }),
  })
}
