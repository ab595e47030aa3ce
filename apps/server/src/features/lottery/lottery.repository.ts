import type { Db } from '../../db/database'
import type { LotteryStation } from '../../db/lottery-schema'

/** Games and stations: reference data every lottery sub-feature reads. */
export function listGames(db: Db) {
  return db
    .selectFrom('lotteryGames')
    .selectAll()
    .where('enabled', '=', true)
    .orderBy('sortOrder')
    .orderBy('code')
    .execute()
}

export type GameRow = Awaited<ReturnType<typeof listGames>>[number]

export function findGame(db: Db, code: string) {
  return db
    .selectFrom('lotteryGames')
    .selectAll()
    .where('code', '=', code)
    .where('enabled', '=', true)
    .executeTakeFirst()
}

/** The stations drawing in a region on a weekday, main station first. */
export async function stationsOn(db: Db, region: string, weekday: number): Promise<LotteryStation[]> {
  return db
    .selectFrom('lotteryStations')
    .select(['code', 'name'])
    .where('region', '=', region as 'north')
    .where('weekday', '=', weekday)
    .orderBy('position')
    .execute()
}

/** What reading a game's draws needs: its engine, region and whether the house draws it. */
export async function findGameEngine(db: Db, code: string) {
  return db
    .selectFrom('lotteryGames')
    .select(['inHouse', 'engine', 'region'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow()
}

export async function gameEngines(db: Db) {
  return db.selectFrom('lotteryGames').select(['code', 'engine', 'region']).execute()
}
