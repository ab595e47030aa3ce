import type { Language, LotteryDraw, LotteryGameMenu, LotteryGameSummary, LotteryResult } from '@sea/contract'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { fromMinor } from '../../lib/money'
import { pageOf } from '../../lib/paging'
import { menuName, seriesName } from './engines/play-type-names'
import { adapterFor } from './engines/registry'
import * as betRepo from './lottery-bet/bet.repository'
import * as repo from './lottery-draw/draw.repository'
import { type MerchantRef, offeredGame, offeredGames } from './lottery-settings/settings.service'
import { type GameRow, findGameEngine, listGames } from './lottery.repository'
import { toDraw, toIssue } from './lottery-view'

/**
 * The /lgw read calls: menus, popular games, results, trend, fair-draw inputs. Every call answers
 * for one merchant (the site's host, or the member's own): its games, on its terms (decision 030),
 * named in the asked language.
 */
export interface Shop extends MerchantRef {
  language: Language
}

const ROUTE: Record<GameRow['prizeMode'], string> = {
  Lott: '/vnlottery',
  ZY: '/vnlottery',
  SEA: '/seaLottery',
  Elott: '/elott',
}

const nameOf = (game: GameRow, language: Language) => game.names[language] ?? game.names.EN ?? game.code
const gamesOf = async (db: Db, shop: Shop) => offeredGames(db, shop.merchantId, await listGames(db))

async function summaries(db: Db, games: GameRow[], now: Date, language: Language): Promise<LotteryGameSummary[]> {
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

function grouped(list: LotteryGameSummary[], language: Language): LotteryGameMenu[] {
  const menus = new Map<string, LotteryGameMenu>()
  for (const game of list) {
    const menu = menus.get(game.gameGroupCode) ?? {
      gameGroupCode: game.gameGroupCode,
      labelName: menuName(game.gameGroupCode, language),
      games: [],
    }
    menu.games.push(game)
    menus.set(game.gameGroupCode, menu)
  }
  return [...menus.values()]
}

export async function gameMenus(db: Db, shop: Shop, query: { prizeMode?: string }, now: Date) {
  const games = (await gamesOf(db, shop)).filter((g) => !query.prizeMode || g.prizeMode === query.prizeMode)
  return { gameMenus: grouped(await summaries(db, games, now, shop.language), shop.language) }
}

export async function popular(db: Db, shop: Shop, query: { count?: number; prizeMode?: string }, now: Date) {
  const games = (await gamesOf(db, shop)).filter((g) => !query.prizeMode || g.prizeMode === query.prizeMode)
  const list = await summaries(db, games, now, shop.language)
  // Hot games first, then fast games (something to play now), in the catalogue's order.
  const rank = (g: LotteryGameSummary) => (g.isHot ? 0 : 1) * 2 + (g.intervalSeconds === null ? 1 : 0)
  return list
    .map((g, i) => ({ g, i }))
    .sort((a, b) => rank(a.g) - rank(b.g) || a.i - b.i)
    .slice(0, query.count ?? 20)
    .map((x) => x.g)
}

export async function vnGameMenu(db: Db, shop: Shop, query: { backUrl?: string }, now: Date) {
  const games = (await gamesOf(db, shop)).filter((g) => g.engine === 'vietnam')
  return {
    gameMenus: grouped(await summaries(db, games, now, shop.language), shop.language),
    backUrl: query.backUrl ?? null,
  }
}

export async function vnRecent(db: Db, shop: Shop, memberId: bigint, now: Date) {
  const recent = await betRepo.recentGames(db, memberId, 10)
  const games = new Map((await gamesOf(db, shop)).filter((g) => g.engine === 'vietnam').map((g) => [g.code, g]))
  const list = recent.map((r) => games.get(r.gameCode)).filter((g): g is GameRow => g !== undefined)
  return summaries(db, list, now, shop.language)
}

async function draws(db: Db, rows: repo.DrawRow[], now: Date): Promise<LotteryDraw[]> {
  const games = new Map((await listGames(db)).map((g) => [g.code, g]))
  return rows.flatMap((row) => {
    const game = games.get(row.gameCode)
    return game ? [toDraw(row, game, now)] : []
  })
}

export async function vnOpened(db: Db, shop: Shop, query: { count?: number; gameCode?: string }, now: Date) {
  const vietnam = (await gamesOf(db, shop)).filter((g) => g.engine === 'vietnam').map((g) => g.code)
  const codes = query.gameCode ? vietnam.filter((code) => code === query.gameCode) : vietnam
  return draws(db, await repo.results(db, { gameCodes: codes, limit: query.count ?? 100 }), now)
}

export async function openedNumero(
  db: Db,
  shop: Shop,
  memberId: bigint,
  query: { gameCode: string; count?: number },
  now: Date,
) {
  await offeredGame(db, shop, query.gameCode)
  const list = await draws(db, await repo.results(db, { gameCodes: [query.gameCode], limit: query.count ?? 20 }), now)
  const mine = new Map(
    (
      await betRepo.memberDrawTotals(
        db,
        memberId,
        list.map((d) => BigInt(d.drawId)),
      )
    ).map((t) => [String(t.drawId), t]),
  )
  return list.map((d) => ({
    ...d,
    myStake: fromMinor(BigInt(mine.get(d.drawId)?.stake ?? 0)),
    myPayout: fromMinor(BigInt(mine.get(d.drawId)?.payout ?? 0)),
  }))
}

export async function gameDetail(db: Db, shop: Shop, code: string, now: Date) {
  const { game, terms } = await offeredGame(db, shop, code)
  const [summary] = await summaries(db, [game], now, shop.language)
  const next = await repo.openIssues(db, code, now, 11)
  const [last] = await draws(db, await repo.results(db, { gameCodes: [code], limit: 1 }), now)
  const l = terms.limits
  return {
    ...summary!,
    playTypes: terms.priced.playTypes(shop.language),
    limits: {
      minStake: fromMinor(l.minStake),
      maxStake: fromMinor(l.maxStake),
      maxPerNumber: fromMinor(l.maxPerNumber),
      maxPerIssue: fromMinor(l.maxPerIssue),
      maxBetsPerSlip: l.maxBetsPerSlip,
      maxChaseIssues: l.maxChaseIssues,
    },
    nextIssues: next.slice(1).map((d) => toIssue(d, now)),
    lastResult: last ?? null,
  }
}

export async function results(
  db: Db,
  shop: Shop,
  code: string,
  query: { pageNum?: number; pageSize?: number },
  now: Date,
) {
  await offeredGame(db, shop, code)
  const pageSize = query.pageSize ?? 20
  const pageNum = query.pageNum ?? 1
  const total = await repo.countResults(db, code)
  const content = await draws(
    db,
    await repo.results(db, { gameCodes: [code], limit: pageSize, offset: (pageNum - 1) * pageSize }),
    now,
  )
  return pageOf(content, pageNum, pageSize, total)
}

export async function trend(db: Db, shop: Shop, code: string, last: number | undefined) {
  const { game } = await offeredGame(db, shop, code)
  const rows = await repo.results(db, { gameCodes: [code], limit: last ?? 100 })
  const list = rows.map((r) => r.result as LotteryResult)
  const series = adapterFor(game)
    .trend(list)
    .map((entry) => ({ ...entry, name: seriesName(entry.label, shop.language) }))
  return { gameCode: code, draws: list.length, series }
}

export async function fairInputs(db: Db, drawId: bigint, now: Date) {
  const row = await repo.findDraw(db, drawId)
  if (!row) throw new AppError('not_found', 'No such draw')
  const game = await findGameEngine(db, row.gameCode)
  const view = toDraw(row, game, now)
  if (!view.fair) throw new AppError('not_found', 'This draw is an official result, not an in-house draw')
  return {
    drawId: view.drawId,
    gameCode: view.gameCode,
    engine: game.engine,
    region: game.region,
    ...view.fair,
    result: view.result,
  }
}
