import { commitOf, createFairStream } from '@sea/engines/fair'
import type { Db } from '../../../db/database'
import type { LotteryStation } from '../../../db/lottery-schema'
import { inTransaction } from '../../../ledger/ledger'
import { deriveKey, seal, unseal } from '../../../lib/secret'
import { newServerSeed } from '../../../lib/server-seed'
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

/** The fair scheme of new in-house draws (decision 036); rows of scheme 1 keep their formula. */
export const FAIR_VERSION = 2

/** The key that seals in-house draws' server seeds until their draw: derived from the app secret, never in the database. */
export function drawSealingKey(appSecret: Buffer): Buffer {
  return deriveKey(appSecret, 'lottery-draw-seeds')
}

/**
 * Scheme 2's client seed: the digest of the draw's bets, known only once betting has closed, so
 * the result cannot be computed before the cut-off even by someone holding the seed's row.
 */
export function clientSeedOf(gameCode: string, issueNo: string, betsDigest: string): string {
  return `${gameCode}:${issueNo}:${betsDigest}`
}

/**
 * Job: create every game's issues up to its horizon. In-house issues get their server seed now,
 * sealed at rest; only its hash is ever shown before the draw. Idempotent and safe with several
 * instances (the unique game and issue number keeps the first insert).
 */
export async function ensureIssues(db: Db, now: Date, sealingKey: Buffer): Promise<number> {
  let created = 0
  for (const game of await listGames(db)) {
    const latest = await repo.latestDrawAt(db, game.code)
    const from = latest && latest > now ? latest : now
    const planned = plannedIssues(
      game.schedule,
      game.closeSeconds,
      from,
      new Date(now.getTime() + horizonMs(game.schedule)),
    )
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
        serverSeed: null,
        serverSeedSealed: seed ? seal(sealingKey, seed) : null,
        seedHash: seed ? commitOf(seed) : null,
        clientSeed: null,
        fairVersion: FAIR_VERSION,
      })
    }
    for (let i = 0; i < rows.length; i += 500) created += await repo.insertIssues(db, rows.slice(i, i + 500))
  }
  return created
}

/** Job: draw every due in-house issue from its committed seed and, from scheme 2, its bets digest. */
export async function drawDue(db: Db, now: Date, sealingKey: Buffer): Promise<number> {
  let drawn = 0
  for (const due of await repo.dueInHouse(db, now, 200)) {
    if (await drawOne(db, due, sealingKey, now)) drawn += 1
  }
  return drawn
}

async function drawOne(
  db: Db,
  due: { id: bigint; engine: GameRow['engine']; region: GameRow['region'] },
  sealingKey: Buffer,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    // The row lock waits for placements still committing (their bets' foreign key holds a share
    // lock on it) and turns later ones away at their last look, so the digest covers exactly the
    // bets this draw settles.
    const draw = await repo.lockDraw(trx, due.id)
    if (!draw || draw.state !== 'open') return false
    const fair = draw.fairVersion === 1 ? legacyInputs(draw) : await sealedInputs(trx, draw, sealingKey)
    const stream = createFairStream({ serverSeed: fair.serverSeed, clientSeed: fair.clientSeed, nonce: draw.nonce })
    const result = adapterFor(due).draw(stream, draw.stations)
    return repo.markDrawn(trx, draw.id, result, fair, now)
  })
}

/** Scheme 1 (rows from before decision 036): plaintext seed, client seed game:issue. */
function legacyInputs(draw: repo.DrawRow): repo.DrawnFair {
  return { serverSeed: draw.serverSeed!, clientSeed: draw.clientSeed!, betsDigest: null, betCount: null }
}

async function sealedInputs(trx: Db, draw: repo.DrawRow, sealingKey: Buffer): Promise<repo.DrawnFair> {
  const bets = await repo.betsDigest(trx, draw.id)
  return {
    serverSeed: unseal(sealingKey, draw.serverSeedSealed!),
    clientSeed: clientSeedOf(draw.gameCode, draw.issueNo, bets.digest),
    betsDigest: bets.digest,
    betCount: bets.count,
  }
}
