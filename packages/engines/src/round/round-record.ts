import type { BaccaratHand, BaccaratSettlement } from '../baccarat'
import type { SlotOutcome } from '../slot'

/**
 * A played round's outcome in the shape of the round record (contract SlotOutcome and
 * BaccaratOutcome): amounts as decimal strings. The server stores it and the verify page
 * recomputes it in the browser (decision 044); both take it from here, so the page compares like
 * with like.
 */

/** 123450n -> "1234.50": the money format of the API. */
export function amountText(minor: bigint): string {
  const sign = minor < 0n ? '-' : ''
  const abs = minor < 0n ? -minor : minor
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`
}

export function slotRecord(spin: SlotOutcome) {
  return {
    kind: 'slot' as const,
    stops: spin.stops,
    window: spin.window.map((row) => [...row]),
    lineWins: spin.lineWins.map((w) => ({
      line: w.line,
      symbol: w.symbol,
      count: w.count,
      multiplier: w.multiplier,
      amount: amountText(w.amount),
      cells: w.cells,
    })),
    scatter: {
      count: spin.scatter.count,
      multiplier: spin.scatter.multiplier,
      amount: amountText(spin.scatter.amount),
      cells: spin.scatter.cells,
    },
  }
}

export function baccaratRecord(hand: BaccaratHand, settled: BaccaratSettlement) {
  return {
    kind: 'baccarat' as const,
    player: hand.player.map((c) => ({ rank: c.rank, suit: c.suit })),
    banker: hand.banker.map((c) => ({ rank: c.rank, suit: c.suit })),
    playerTotal: hand.playerTotal,
    bankerTotal: hand.bankerTotal,
    winner: hand.winner,
    playerPair: hand.playerPair,
    bankerPair: hand.bankerPair,
    natural: hand.natural,
    bets: settled.bets.map((b) => ({
      type: b.type,
      amount: amountText(b.amount),
      result: String(b.result),
      payout: amountText(b.payout),
    })),
  }
}
