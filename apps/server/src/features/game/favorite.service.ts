import { GAME_LIST_PAGE_SIZE, type GamePageValue, type Language } from '@sea/contract'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { MerchantSettings } from '../merchant/merchant.service'
import * as catalogue from './catalogue.repository'
import { gameList } from './catalogue.service'
import * as repo from './member-games.repository'

export interface Fan {
  merchant: MerchantSettings
  memberId: bigint
}

/** MCSFE_getFavoriteGames: node ids, newest first. */
export async function favoriteIds(db: Db, fan: Fan): Promise<string[]> {
  return (await repo.favoriteIds(db, fan.merchant.id, fan.memberId)).map(String)
}

/** MCSFE_getFavoriteGamesList: the same games with their content, paged. */
export function favoriteList(
  db: Db,
  fan: Fan,
  query: { language?: Language | undefined; pageNum?: number | undefined; pageSize?: number | undefined },
): Promise<GamePageValue> {
  return gameList(
    db,
    fan.merchant,
    {
      selectType: 'FAV',
      language: query.language,
      pageNum: query.pageNum,
      pageSize: query.pageSize ?? GAME_LIST_PAGE_SIZE,
    },
    fan.memberId,
  )
}

/** MCSFE_addFavoriteGameV2: adding twice is fine; only games this site shows can be added. */
export async function addFavorite(db: Db, fan: Fan, nodeId: string): Promise<string[]> {
  const game = await catalogue.findVisibleGame(db, fan.merchant.id, BigInt(nodeId))
  if (!game) throw new AppError('game_not_found', 'No such game on this site')
  await repo.addFavorite(db, fan.memberId, game.id)
  return favoriteIds(db, fan)
}

/** MCSFE_removeFavoriteGameV2: removing twice is fine, and so is removing a game since hidden. */
export async function removeFavorite(db: Db, fan: Fan, nodeId: string): Promise<string[]> {
  const id = BigInt(nodeId)
  if (!(await catalogue.gameExists(db, id))) throw new AppError('game_not_found', 'No such game')
  await repo.removeFavorite(db, fan.memberId, id)
  return favoriteIds(db, fan)
}
