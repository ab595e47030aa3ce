import type { lotteryDeskRoutes, operatorAccountRoutes } from '@sea/contract'
import { setSession } from '../lib/session'
import { reply, serve } from '../testing/fake-server'
import { BRANDS, meOf, renderConsole } from '../testing/render'
import type { CalendarDraw, DeskGame, DrawDetail } from './lottery.api'
import { VN_SOUTH } from './sheet-layout'

export const LOTTERY_DESK = meOf({
  id: 7,
  username: 'lena',
  roles: ['lottery'],
  permissions: [
    'operator.session',
    'lottery.draws.read',
    'lottery.results.enter',
    'lottery.results.confirm',
    'lottery.draws.void',
    'lottery.settings.read',
    'lottery.settings',
  ],
})

/** The same operator scoped to one brand (MYR), where draws' amounts have one currency. */
export const ONE_BRAND_DESK = { ...LOTTERY_DESK, installationWide: false, brands: BRANDS.slice(0, 1) }

const names = (name: string) => ({ EN: name, CN: name, MY: name, VI: name, TH: name })
export const GAMES: DeskGame[] = [
  { gameCode: 'VN_SOUTH', names: names('Southern Lottery'), engine: 'vietnam', region: 'south', inHouse: false },
  { gameCode: 'VN_NORTH', names: names('Northern Lottery'), engine: 'vietnam', region: 'north', inHouse: false },
  { gameCode: 'SG4D', names: names('4D'), engine: 'fourd', region: null, inHouse: false },
  { gameCode: 'FAST_VN1', names: names('Fast Lottery 1 min'), engine: 'vietnam', region: 'north', inHouse: true },
]

export function drawOf(overrides: Partial<CalendarDraw> = {}): CalendarDraw {
  return {
    drawId: '501',
    gameCode: 'VN_SOUTH',
    issueNo: '20261127',
    state: 'closed',
    closeAt: '2026-11-27T09:10:00.000Z',
    drawAt: '2026-11-27T09:15:00.000Z',
    seedHash: null,
    stations: [
      { code: 'BT', name: 'Bến Tre' },
      { code: 'VT', name: 'Vũng Tàu' },
    ],
    result: null,
    headline: [],
    fair: null,
    enteredResult: null,
    enteredHash: null,
    enteredBy: null,
    confirmedBy: null,
    betCount: 12,
    stakes: '1250.00',
    payouts: '0.00',
    houseResult: '1250.00',
    voidRequestedBy: null,
    voidReason: null,
    settlement: { status: 'waiting', drawnAt: null, settledAt: null, losersMarkedAt: null },
    ...overrides,
  }
}

export function detailOf(overrides: Partial<DrawDetail> = {}): DrawDetail {
  return {
    ...drawOf(),
    game: GAMES[0] as DeskGame,
    currentEntry: null,
    earlierEntries: [],
    differences: [],
    ...overrides,
  }
}

/** A complete southern sheet for a station: each rank's numbers of the right length. */
export function southSheet(station: string, seed = 1) {
  return {
    region: 'south',
    station,
    prizes: Object.fromEntries(
      VN_SOUTH.map(({ rank, count, digits }, r) => [
        rank,
        Array.from({ length: count }, (_, i) =>
          String((seed * 7919 + r * 131 + i * 17) % 10 ** digits).padStart(digits, '0'),
        ),
      ]),
    ),
  }
}

/** The console at `path` for `me`, answering `me`, the calendar and whatever else is given. */
export function openDesk(path: string, routes: Parameters<typeof serve>[0] = {}, me = LOTTERY_DESK) {
  setSession({ token: 't1', expiresAt: me.sessionExpiresAt })
  const requests = serve({
    'GET /wps/operator/session/me': () => reply<typeof operatorAccountRoutes.me>(me),
    ...routes,
  })
  renderConsole(path)
  return requests
}

export const calendarReply = (content: CalendarDraw[]) =>
  reply<typeof lotteryDeskRoutes.calendar>({
    timezone: 'Asia/Kuala_Lumpur',
    games: GAMES,
    content,
    pageNum: 1,
    totalPages: 1,
    totalElements: content.length,
  })
