import type { BaccaratHand } from './baccarat-rules'

export type BaccaratBetType = 'PLAYER' | 'BANKER' | 'TIE' | 'PLAYER_PAIR' | 'BANKER_PAIR'

/** Profit per unit staked, as exact fractions (docs/domain/games.md#baccarat; Banker pays 0.95 after the 5% commission). */
export const BACCARAT_PAYOUTS: Readonly<Record<BaccaratBetType, { numerator: number; denominator: number }>> = {
  PLAYER: { numerator: 1, denominator: 1 },
  BANKER: { numerator: 95, denominator: 100 },
  TIE: { numerator: 8, denominator: 1 },
  PLAYER_PAIR: { numerator: 11, denominator: 1 },
  BANKER_PAIR: { numerator: 11, denominator: 1 },
}

export interface BaccaratBet {
  type: BaccaratBetType
  /** Minor units, > 0. */
  amount: bigint
}

export type BaccaratBetResult = 'win' | 'lose' | 'push'

export interface BaccaratSettlement {
  /** payout is everything returned, stake included, rounded down to the minor unit. */
  bets: (BaccaratBet & { result: BaccaratBetResult; payout: bigint })[]
  totalStake: bigint
  totalPayout: bigint
  /** Stakes of bets not pushed (turnover for rebates and points). */
  validBet: bigint
}

/** Settles each bet on its own (so batch and single settlement agree); Player and Banker push on a tie. */
export function settleBaccarat(hand: BaccaratHand, bets: readonly BaccaratBet[]): BaccaratSettlement {
  const settled = bets.map((bet) => {
    if (!(bet.type in BACCARAT_PAYOUTS)) throw new RangeError(`unknown baccarat bet '${bet.type}'`)
    if (bet.amount <= 0n) throw new RangeError('a baccarat bet must be positive')
    const result = resultOf(hand, bet.type)
    const { numerator, denominator } = BACCARAT_PAYOUTS[bet.type]
    const payout =
      result === 'win'
        ? bet.amount + (bet.amount * BigInt(numerator)) / BigInt(denominator)
        : result === 'push'
          ? bet.amount
          : 0n
    return { ...bet, result, payout }
  })
  return {
    bets: settled,
    totalStake: settled.reduce((sum, b) => sum + b.amount, 0n),
    totalPayout: settled.reduce((sum, b) => sum + b.payout, 0n),
    validBet: settled.reduce((sum, b) => sum + (b.result === 'push' ? 0n : b.amount), 0n),
  }
}

function resultOf(hand: BaccaratHand, type: BaccaratBetType): BaccaratBetResult {
  switch (type) {
    case 'PLAYER':
    case 'BANKER':
      return hand.winner === 'TIE' ? 'push' : hand.winner === type ? 'win' : 'lose'
    case 'TIE':
      return hand.winner === 'TIE' ? 'win' : 'lose'
    case 'PLAYER_PAIR':
      return hand.playerPair ? 'win' : 'lose'
    case 'BANKER_PAIR':
      return hand.bankerPair ? 'win' : 'lose'
  }
}
