import type { LotteryDraw, LotteryGameMenu, LotteryGameSummary, LotteryResult } from '@sea/contract'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { fromMinor } from '../../lib/money'
import { adapterFor } from './engines/registry'
import * as betRepo from './lottery-bet/bet.repository'
import * as repo from './lottery-draw/draw.repository'
import { type GameRow, findGame, listGames } from './lottery.repository'
import { toDraw, toIssue } from './lottery-view'

/** The /lgw read calls: menus, popular games, results, trend, fair-draw inputs. */
const ROUTE: Record<GameRow['prizeMode'], string> = { Lott: '/vnlottery', ZY: '/vnlottery', SEA: '/seaLottery', Elott: '/elott' }
const GROUP_LABELS: Record<string, string> = {
  VN_NORTH: 'Northern (XSMB)', VN_CENTRAL: 'Central (XSMT)', VN_SOUTH: 'Southern (XSMN)', VN_FAST: 'Fast lottery',
  SEA_4D: '4D', PK10: 'PK10', SSC: 'SSC', K3: 'K3', X11X5: '11x5', KENO: 'Keno',
}

const nameOf = (game: GameRow, language?: string) => game.names[language ?? 'EN'] ?? game.names.EN ?? game.code

async function summaries(db: Db, games: GameRow[], now: Date, language?: string): Promise<LotteryGameSummary[]> {
  const current = new Map((await repo.currentIssues(db, now)).map((d) => [d.gameCode, d]))
  return games.map((g) => {
    const issue = current.get(g.code)
    return {
      gameCode: g.code,
      name: nameOf(g, language),
      gameGroupCode: g.groupCode,
      prizeMode: g.prizeMode,
      engine: g.engine,
      region: g.region,
      inHouse: g.inHouse,
      intervalSeconds: 'everySeconds' in g.schedule ? g.schedule.everySeconds : null,
      defaultPlayType: g.defaultPlayType,
      route: ROUTE[g.prizeMode],
      isHot: g.isHot,
      currentIssue: issue ? toIssue(issue, now) : null,
    }
  })
}

function grouped(list: LotteryGameSummary[]): LotteryGameMenu[] {
  const menus = new Map<string, LotteryGameMenu>()
  for (const game of list) {
    const menu = menus.get(game.gameGroupCode) ?? { gameGroupCode: game.gameGroupCode, labelName: GROUP_LABELS[game.gameGroupCode] ?? game.gameGroupCode, games: [] }
    menu.games.push(game)
    menus.set(game.gameGroupCode, menu)
  }
  return [...menus.values()]
}

export async function gameMenus(db: Db, query: { prizeMode?: string; language?: string }, now: Date) {
  const games = (await listGames(db)).filter((g) => !query.prizeMode || g.prizeMode === query.prizeMode)
  return { gameMenus: grouped(await summaries(db, games, now, query.language)) }
}

export async function popular(db: Db, query: { count?: number; prizeMode?: string; language?: string }, now: Date) {
  const games = (await listGames(db)).filter((g) => !query.prizeMode || g.prizeMode === query.prizeMode)
  const list = await summaries(db, games, now, query.language)
  // Hot games first, then fast games (something to play now), in the catalogue's order.
  const rank = (g: LotteryGameSummary) => (g.isHot ? 0 : 1) * 2 + (g.intervalSeconds === null ? 1 : 0)
  return list.map((g, i) => ({ g, i })).sort((a, b) => rank(a.g) - rank(b.g) || a.i - b.i).slice(0, query.count ?? 20).map((x) => x.g)
}

export async function vnGameMenu(db: Db, query: { backUrl?: string; language?: string }, now: Date) {
  const games = (await listGames(db)).filter((g) => g.engine === 'vietnam')
  return { gameMenus: grouped(await summaries(db, games, now, query.language)), backUrl: query.backUrl ?? null }
}

export async function vnRecent(db: Db, memberId: bigint, language: string | undefined, now: Date) {
  const recent = await betRepo.recentGames(db, memberId, 10)
  const games = new Map((await listGames(db)).filter((g) => g.engine === 'vietnam').map((g) => [g.code, g]))
  const list = recent.map((r) => games.get(r.gameCode)).filter((g): g is GameRow => g !== undefined)
  return summaries(db, list, now, language)
}

async function draws(db: Db, rows: repo.DrawRow[], now: Date): Promise<LotteryDraw[]> {
  const games = new Map((await listGames(db)).map((g) => [g.code, g]))
  return rows.flatMap((row) => {
    const game = games.get(row.gameCode)
    return game ? [toDraw(row, game, now)] : []
  })
}

export async function vnOpened(db: Db, query: { count?: number; gameCode?: string }, now: Date) {
  const codes = query.gameCode ? [query.gameCode] : (await listGames(db)).filter((g) => g.engine === 'vietnam').map((g) => g.code)
  return draws(db, await repo.results(db, { gameCodes: codes, limit: query.count ?? 100 }), now)
}

export async function openedNumero(db: Db, memberId: bigint, query: { gameCode: string; count?: number }, now: Date) {
  const list = await draws(db, await repo.results(db, { gameCodes: [query.gameCode], limit: query.count ?? 20 }), now)
  const mine = new Map((await betRepo.memberDrawTotals(db, memberId, list.map((d) => BigInt(d.drawId)))).map((t) => [String(t.drawId), t]))
  return list.map((d) => ({ ...d, myStake: fromMinor(BigInt(mine.get(d.drawId)?.stake ?? 0)), myPayout: fromMinor(BigInt(mine.get(d.drawId)?.payout ?? 0)) }))
}

async function gameOr404(db: Db, code: string): Promise<GameRow> {
  const game = await findGame(db, code)
  if (!game) throw new AppError('game_not_found', 'No such lottery game')
  return game
}

export async function gameDetail(db: Db, code: string, language: string | undefined, now: Date) {
  const game = await gameOr404(db, code)
  const [summary] = await summaries(db, [game], now, language)
  const next = await repo.openIssues(db, code, now, 11)
  const [last] = await draws(db, await repo.results(db, { gameCodes: [code], limit: 1 }), now)
  const l = game.limits
  return {
    ...summary!,
    playTypes: adapterFor(game).playTypes(game),
    limits: {
      minStake: fromMinor(BigInt(l.minStake)), maxStake: fromMinor(BigInt(l.maxStake)), maxPerNumber: fromMinor(BigInt(l.maxPerNumber)),
      maxPerIssue: fromMinor(BigInt(l.maxPerIssue)), maxBetsPerSlip: l.maxBetsPerSlip, maxChaseIssues: l.maxChaseIssues,
    },
    nextIssues: next.slice(1).map((d) => toIssue(d, now)),
    lastResult: last ?? null,
  }
}

export async function results(db: Db, code: string, query: { pageNum?: number; pageSize?: number }, now: Date) {
  await gameOr404(db, code)
  const pageSize = query.pageSize ?? 20
  const pageNum = query.pageNum ?? 1
  const total = await repo.countResults(db, code)
  const content = await draws(db, await repo.results(db, { gameCodes: [code], limit: pageSize, offset: (pageNum - 1) * pageSize }), now)
  return { content, pageNum, totalPages: Math.max(1, Math.ceil(total / pageSize)), totalElements: total }
}

export async function trend(db: Db, code: string, last: number | undefined) {
  const game = await gameOr404(db, code)
  const rows = await repo.results(db, { gameCodes: [code], limit: last ?? 100 })
  const list = rows.map((r) => r.result as LotteryResult)
  return { gameCode: code, draws: list.length, series: adapterFor(game).trend(list) }
}

export async function fairInputs(db: Db, drawId: bigint, now: Date) {
  const row = await repo.findDraw(db, drawId)
  if (!row) throw new AppError('not_found', 'No such draw')
  const game = await db.selectFrom('lotteryGames').select(['engine', 'region']).where('code', '=', row.gameCode).executeTakeFirstOrThrow()
  const view = toDraw(row, game, now)
  if (!view.fair) throw new AppError('not_found', 'This draw is an official result, not an in-house draw')
  return { drawId: view.drawId, gameCode: view.gameCode, engine: game.engine, region: game.region, ...view.fair, result: view.result }
}
