import type { InhouseRound } from '@sea/contract'
import { FAIR_ALGORITHM } from '@sea/engines/fair'
import { fromMinor } from '../lib/money'
import type { RoundRow } from './inhouse.repository'

/** A round as the game pages and the verify page see it; the seed only once revealed. */
export function roundView(row: RoundRow): InhouseRound {
  return {
    roundId: row.ref,
    game: row.gameCode,
    variantId: row.variantId,
    time: new Date(row.createdAt).toISOString(),
    status: row.status,
    free: row.freeRoundId !== null,
    bet: fromMinor(row.bet),
    win: fromMinor(row.win),
    balanceBefore: row.balanceBefore === null ? null : fromMinor(row.balanceBefore),
    balanceAfter: row.balanceAfter === null ? null : fromMinor(row.balanceAfter),
    bets: row.bets,
    outcome: row.outcome,
    fair: {
      commit: row.seedCommit,
      serverSeed: row.serverSeed,
      clientSeed: row.clientSeed,
      nonce: Number(row.nonce),
      algorithm: row.algorithm || FAIR_ALGORITHM,
    },
  }
}
