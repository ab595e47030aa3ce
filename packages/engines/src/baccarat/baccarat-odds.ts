import { BACCARAT_DECKS, playValues } from './baccarat-rules'
import { BACCARAT_PAYOUTS, type BaccaratBetType } from './baccarat-settle'

export interface BaccaratOdds {
  banker: number
  player: number
  tie: number
  playerPair: number
  bankerPair: number
  /** Expected loss per unit staked (pushes count as staked). */
  houseEdge: Record<BaccaratBetType, number>
  /** The exact counts behind banker/player/tie: ordered 6-card deals out of `deals`. */
  counts: { banker: number; player: number; tie: number; deals: number }
}

/**
 * Exact odds of a full 8-deck shoe without replacement. Every ordered sequence of 6 card values
 * is weighted by how many ordered 6-card deals produce it (128 zero-value cards, 32 of each other
 * value), then played through the same rules as playHand; the 6 cards cover every hand. The
 * weights are integers whose total, 416·415·…·411 ≈ 5.0·10^15, stays below 2^53, so the sums are
 * exact.
 */
export function exactBaccaratOdds(): BaccaratOdds {
  const remaining = Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 : 4) * BACCARAT_DECKS)
  const values: number[] = []
  const counts = { banker: 0, player: 0, tie: 0, deals: 0 }
  const walk = (weight: number): void => {
    if (values.length === 6) {
      const { playerTotal, bankerTotal } = playValues(values)
      const side = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie'
      counts[side] += weight
      counts.deals += weight
      return
    }
    for (let v = 0; v < 10; v += 1) {
      const left = remaining[v] as number
      if (left === 0) continue
      remaining[v] = left - 1
      values.push(v)
      walk(weight * left)
      values.pop()
      remaining[v] = left
    }
  }
  walk(1)

  const banker = counts.banker / counts.deals
  const player = counts.player / counts.deals
  const tie = counts.tie / counts.deals
  // A pair is two of the same rank among a side's first two cards: 13 ranks × 32 × 31 of 416 × 415.
  const cardsPerRank = 4 * BACCARAT_DECKS
  const pair = (13 * cardsPerRank * (cardsPerRank - 1)) / (13 * cardsPerRank * (13 * cardsPerRank - 1))
  const profit = (type: BaccaratBetType): number =>
    BACCARAT_PAYOUTS[type].numerator / BACCARAT_PAYOUTS[type].denominator
  return {
    banker,
    player,
    tie,
    playerPair: pair,
    bankerPair: pair,
    houseEdge: {
      PLAYER: banker - player * profit('PLAYER'),
      BANKER: player - banker * profit('BANKER'),
      TIE: 1 - tie - tie * profit('TIE'),
      PLAYER_PAIR: 1 - pair - pair * profit('PLAYER_PAIR'),
      BANKER_PAIR: 1 - pair - pair * profit('BANKER_PAIR'),
    },
    counts,
  }
}
