import {
  GAME_LIST_PAGE_SIZE,
  type Game,
  type GameCategory,
  type GameLane,
  type GamePageValue,
  type Language,
  type VendorCard,
} from '@sea/contract'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { fromMinor } from '../../lib/money'
import { pageOf } from '../../lib/paging'
import { imageAddress } from '../announcement/announcement.service'
import type { MerchantSettings } from '../merchant/merchant.service'
import * as repo from './catalogue.repository'
import { gameName, gameView, newSince, readingOf, underMaintenance, type Reading } from './game-view'
import * as members from './member-games.repository'

/** The winner board looks back this far. */
export const RANK_WINDOW_DAYS = 7
const HOT_LIST_MAX = 50
export const RECENT_GAMES_MAX = 20
/** A PVP room counts the members who opened it this recently as its players. */
const ROOM_PLAYERS_WINDOW_MS = 15 * 60_000
/** Rooms carry no table limits yet: the smallest stake the in-house tables take. */
const ROOM_MIN_BET = 100n
const DAY_MS = 86_400_000

/** GCSGAME_newGameVendor: one lane per category (categories' order), vendors in the merchant's order; empty lanes left out. */
export async function vendorLanes(db: Db, merchant: MerchantSettings): Promise<{ data: { lanes: GameLane[] } }> {
  const lanes: GameLane[] = []
  for (const row of await repo.merchantVendors(db, merchant.id)) {
    const card: VendorCard = {
      vassalage: row.code,
      displayName: row.displayName,
      accountTypeId: row.accountTypeId,
      accountTypeName: row.accountTypeName ?? row.code,
      gameType: row.gameType,
      isHot: row.isHot ? 1 : 0,
      nodeId: row.firstGameId === null ? '' : String(row.firstGameId),
      title: row.gameType,
      cards: row.cardUrls.map((url) => imageAddress(url, merchant.brand.imageBaseUrl)),
      gameClassify: row.gameClassify,
      logo: row.logoUrl === null ? null : imageAddress(row.logoUrl, merchant.brand.imageBaseUrl),
      walletMode: row.walletMode,
      isGame: row.isGame,
      comingSoon: row.comingSoon,
      isNew: row.isNew ? 1 : 0,
    }
    if (underMaintenance(row) && row.maintenanceEnd) card.maintenanceEnd = row.maintenanceEnd.toISOString()
    const lane = lanes.at(-1)
    if (lane?.gameCategory === row.gameType) lane.vendors.push(card)
    else lanes.push({ gameCategory: row.gameType, vendors: [card] })
  }
  return { data: { lanes } }
}

/** GCSGAME_getVassGameType: the tabs of one vendor, with how many games each has. */
export async function vendorGameTypes(db: Db, merchant: MerchantSettings, vendorCode: string) {
  const vendor = await repo.findMerchantVendor(db, merchant.id, vendorCode)
  if (!vendor || !vendor.merchantEnabled || !(vendor.enabled || vendor.comingSoon))
    throw new AppError('vendor_not_found', 'No such vendor on this site')
  const rows = await repo.vendorGameTypes(db, merchant.id, vendorCode)
  return rows.map((r) => ({ gameType: r.gameType as GameCategory, count: Number(r.n) }))
}

export interface GameListQuery {
  selectType: repo.GameSelect
  gameType?: GameCategory | undefined
  vassalage?: string | undefined
  search?: string | undefined
  language?: Language | undefined
  pageNum?: number | undefined
  pageSize?: number | undefined
}

/**
 * GCSGAME_gameList. FAV and RECENT are the caller's own: without a session here (`memberId`
 * undefined) they are an empty page, not an error, so the list pages render for visitors.
 */
export async function gameList(
  db: Db,
  merchant: MerchantSettings,
  query: GameListQuery,
  memberId: bigint | undefined,
): Promise<GamePageValue> {
  const pageNum = query.pageNum ?? 1
  const pageSize = query.pageSize ?? GAME_LIST_PAGE_SIZE
  const personal = query.selectType === 'FAV' || query.selectType === 'RECENT'
  if (personal && memberId === undefined) return pageOf([], pageNum, pageSize, 0)
  const search = query.search?.trim()
  const since = newSince()
  const { rows, total } = await repo.findGames(db, {
    merchantId: merchant.id,
    select: query.selectType,
    memberId,
    gameType: query.gameType,
    vendorCode: query.vassalage,
    search: search === '' ? undefined : search,
    newSince: since,
    limit: pageSize,
    offset: (pageNum - 1) * pageSize,
  })
  const reading = readingOf(merchant, query.language)
  return pageOf(
    rows.map((row) => gameView(reading, row, since)),
    pageNum,
    pageSize,
    total,
  )
}

/** GCSGAME_hotGamesV2: value.list. */
export async function hotGames(
  db: Db,
  merchant: MerchantSettings,
  query: { vassalage?: string | undefined; language?: Language | undefined },
) {
  const { rows } = await repo.hotGames(db, merchant.id, query.vassalage, HOT_LIST_MAX)
  const reading = readingOf(merchant, query.language)
  return { list: rows.map((row) => gameView(reading, row)) }
}

/** Keeps the first three and last two characters: "demo0001" -> "dem***01". */
export function maskAccount(username: string): string {
  if (username.length <= 5) return `${username.slice(0, 1)}***`
  return `${username.slice(0, 3)}***${username.slice(-2)}`
}

/** GCSGAME_getRankList: the biggest wins of the last RANK_WINDOW_DAYS, accounts masked. */
export async function rankList(
  db: Db,
  merchant: MerchantSettings,
  query: { size?: number | undefined; language?: Language | undefined },
  now = new Date(),
) {
  const rows = await members.biggestWins(
    db,
    merchant.id,
    new Date(now.getTime() - RANK_WINDOW_DAYS * DAY_MS),
    query.size ?? 20,
  )
  const reading = readingOf(merchant, query.language)
  return {
    list: rows.map((row) => ({
      account: maskAccount(row.username),
      gameName: gameName(reading, row.names, row.gameCode),
      vassalage: row.vendorCode,
      amount: fromMinor(row.win),
      time: (row.settledAt ?? new Date(row.updatedAt)).toISOString(),
    })),
  }
}

/** GCS_recentGame: the games the member opened, distinct, last opened first. */
export async function recentGames(
  db: Db,
  merchant: MerchantSettings,
  memberId: bigint,
  language: Language | undefined,
): Promise<Game[]> {
  const page = await gameList(db, merchant, { selectType: 'RECENT', language, pageSize: RECENT_GAMES_MAX }, memberId)
  return page.content
}

/** GLS2_roomList: each PVP game of the merchant's PVP vendors is a room. */
export async function roomList(
  db: Db,
  merchant: MerchantSettings,
  query: { vassalage?: string | undefined; language?: Language | undefined },
  now = new Date(),
) {
  const { rows } = await repo.findGames(db, {
    merchantId: merchant.id,
    select: 'ALL',
    gameType: 'PVP',
    vendorCode: query.vassalage,
    newSince: newSince(now),
    limit: 100,
    offset: 0,
  })
  const playable = rows.filter((row) => !row.comingSoon)
  const players = await members.recentPlayers(
    db,
    merchant.id,
    playable.map((r) => r.id),
    new Date(now.getTime() - ROOM_PLAYERS_WINDOW_MS),
  )
  const reading: Reading = readingOf(merchant, query.language)
  return playable.map((row) => ({
    roomId: row.code,
    nodeId: String(row.id),
    name: gameName(reading, row.names, row.code),
    vassalage: row.vendorCode,
    minBet: fromMinor(ROOM_MIN_BET),
    players: players.get(row.id) ?? 0,
  }))
}
