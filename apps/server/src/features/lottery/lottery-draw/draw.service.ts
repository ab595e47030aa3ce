import { commitOf, createFairStream, newServerSeed } from '@sea/engines/fair'
import type { Db } from '../../../db/database'
import type { LotteryStation } from '../../../db/lottery-schema'
import { adapterFor } from '../engines/registry'
import { type GameRow, listGames, stationsOn } from '../lottery.repository'
import * as repo from './draw.repository'
import { horizonMs, plannedIssues } from './schedule'

/** Fast in-house Vietnam-style games draw one sheet at a station of their own. */
const FAST_STATION: LotteryStation[] = [{ code: 'FAST', name: 'Fast' }]

async function stationsFor(db: Db, game: GameRow, weekday: number): Promise<LotteryStation[]> {
  if (game.engine !== 'vietnam') return []
  if (game.inHouse) return FAST_STATION
  return stationsOn(db, game.region ?? 'north', weekday)
}

/**
 * Job: create every game's issues up to its horizon. In-house issues get their server seed now;
 * only its hash is ever shown before the draw. Idempotent and safe with several instances
 * (the unique game and issue number keeps the first insert).
 */
export async function ensureIssues(db: Db, now: Date): Promise<number> {
  let created = 0
  for (const game of await listGames(db)) {
    const latest = await repo.latestDrawAt(db, game.code)
    const from = latest && latest > now ? latest : now
    const planned = plannedIssues(game.schedule, game.closeSeconds, from, new Date(now.getTime() + horizonMs(game.schedule)))
    const rows: repo.NewIssue[] = []
    for (const issue of planned) {
      const stations = await stationsFor(db, game, issue.weekday)
      const seed = game.inHouse ? newServerSeed() : null
      rows.push({
        gameCode: game.code,
        issueNo: issue.issueNo,
        closeAt: issue.closeAt,
        drawAt: issue.drawAt,
        stations: JSON.stringify(stations),
        serverSeed: seed,
        seedHash: seed ? commitOf(seed) : null,
        clientSeed: seed ? `${game.code}:${issue.issueNo}` : null,
      })
    }
    for (let i = 0; i < rows.length; i += 500) created += await repo.insertIssues(db, rows.slice(i, i + 500))
  }
  return created
}

/** Job: draw every due in-house issue from its committed seed (the draw is a pure function of the seed). */
export async function drawDue(db: Db, now: Date): Promise<number> {
  let drawn = 0
  for (const draw of await repo.dueInHouse(db, now, 200)) {
    const game = { engine: draw.engine, region: draw.region }
    const stream = createFairStream({ serverSeed: draw.serverSeed!, clientSeed: draw.clientSeed!, nonce: draw.nonce })
    const result = adapterFor(game).draw(stream, draw.stations)
    if (await repo.markDrawn(db, draw.id, result, now)) drawn += 1
  }
  return drawn
}
