import type { LotteryDraw, LotteryIssue, LotteryResult } from '@sea/contract'
import { FAIR_ALGORITHM } from '@sea/engines/fair'
import type { DrawRow } from './lottery-draw/draw.repository'
import { adapterFor } from './engines/registry'
import type { GameRow } from './lottery.repository'

/** Rows to API shapes. An open issue past its cut-off reads 'closed'; seeds show only once drawn. */
export function toIssue(row: DrawRow, now: Date): LotteryIssue {
  const state = row.state === 'open' && row.closeAt <= now ? 'closed' : row.state
  return {
    drawId: String(row.id),
    gameCode: row.gameCode,
    issueNo: row.issueNo,
    state,
    closeAt: row.closeAt.toISOString(),
    drawAt: row.drawAt.toISOString(),
    seedHash: row.seedHash,
    stations: row.stations,
  }
}

export function revealed(row: DrawRow): boolean {
  return row.state === 'drawn' || row.state === 'settled'
}

export function toDraw(row: DrawRow, game: Pick<GameRow, 'engine' | 'region'>, now: Date): LotteryDraw {
  const result = revealed(row) ? (row.result as LotteryResult) : null
  return {
    ...toIssue(row, now),
    result,
    headline: result ? adapterFor(game).headline(result) : [],
    fair:
      row.seedHash === null
        ? null
        : {
            algorithm: FAIR_ALGORITHM,
            version: row.fairVersion,
            seedHash: row.seedHash,
            serverSeed: revealed(row) ? row.serverSeed : null,
            clientSeed: row.clientSeed,
            nonce: row.nonce,
            betsDigest: row.betsDigest,
            betCount: row.betCount,
          },
  }
}

/** Where a draw's money stands (DrawSettlementSchema): read from its state and the settlement job's times. */
export function settlementOf(row: DrawRow) {
  const status =
    row.state === 'void'
      ? row.settledAt === null
        ? 'refunding'
        : 'refunded'
      : row.state === 'drawn'
        ? 'settling'
        : row.state === 'settled'
          ? 'settled'
          : 'waiting'
  return {
    status,
    drawnAt: row.drawnAt?.toISOString() ?? null,
    settledAt: row.settledAt?.toISOString() ?? null,
    losersMarkedAt: row.losersMarkedAt?.toISOString() ?? null,
  } as const
}
