import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { playHand, type BaccaratHand, type Card } from './baccarat-rules'
import { settleBaccarat, type BaccaratBetType } from './baccarat-settle'

const v = (value: number): Card => ({ rank: value === 0 ? 13 : value, suit: 'S' })
const hand = (p: [number, number], b: [number, number], ...more: number[]): BaccaratHand =>
  playHand([v(p[0]), v(b[0]), v(p[1]), v(b[1]), ...more.map(v)])

describe('baccarat settlement', () => {
  it('pays Player 1:1, Banker 0.95:1 rounded down, and pushes both on a tie', () => {
    const bankerWins = hand([2, 0], [9, 0])
    expect(settleBaccarat(bankerWins, [{ type: 'BANKER', amount: 101n }]).bets[0]).toMatchObject({
      result: 'win',
      payout: 196n,
    })
    expect(settleBaccarat(bankerWins, [{ type: 'BANKER', amount: 1n }]).bets[0]).toMatchObject({
      result: 'win',
      payout: 1n,
    })
    expect(settleBaccarat(bankerWins, [{ type: 'PLAYER', amount: 50n }]).bets[0]).toMatchObject({
      result: 'lose',
      payout: 0n,
    })
    expect(settleBaccarat(hand([9, 0], [1, 0]), [{ type: 'PLAYER', amount: 50n }]).bets[0]).toMatchObject({
      result: 'win',
      payout: 100n,
    })

    const tie = hand([8, 0], [4, 4])
    const settled = settleBaccarat(tie, [
      { type: 'PLAYER', amount: 100n },
      { type: 'BANKER', amount: 200n },
      { type: 'TIE', amount: 10n },
      { type: 'PLAYER_PAIR', amount: 5n },
    ])
    expect(settled.bets.map((b) => [b.result, b.payout])).toEqual([
      ['push', 100n],
      ['push', 200n],
      ['win', 90n],
      ['lose', 0n],
    ])
    expect(settled).toMatchObject({ totalStake: 315n, totalPayout: 390n, validBet: 15n })
  })

  it('pays a pair 11:1 whoever wins', () => {
    const pairs = playHand([
      { rank: 12, suit: 'S' },
      { rank: 3, suit: 'S' },
      { rank: 12, suit: 'H' },
      { rank: 3, suit: 'D' },
      v(1),
      v(1),
    ])
    const settled = settleBaccarat(pairs, [
      { type: 'PLAYER_PAIR', amount: 10n },
      { type: 'BANKER_PAIR', amount: 7n },
    ])
    expect(settled.bets.map((b) => b.payout)).toEqual([120n, 84n])
  })

  it('refuses a non-positive stake or an unknown bet', () => {
    const h = hand([2, 0], [9, 0])
    expect(() => settleBaccarat(h, [{ type: 'PLAYER', amount: 0n }])).toThrow(RangeError)
    expect(() => settleBaccarat(h, [{ type: 'DRAGON' as BaccaratBetType, amount: 1n }])).toThrow(RangeError)
  })

  it('settles a bet the same alone or in a batch (property)', () => {
    const types: BaccaratBetType[] = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR']
    const bet = fc.record({ type: fc.constantFrom(...types), amount: fc.bigInt({ min: 1n, max: 10n ** 9n }) })
    const value = fc.integer({ min: 0, max: 9 })
    fc.assert(
      fc.property(
        fc.array(value, { minLength: 6, maxLength: 6 }),
        fc.array(bet, { minLength: 1, maxLength: 5 }),
        (values, bets) => {
          const h = playHand(values.map(v))
          const batch = settleBaccarat(h, bets)
          return bets.every((b, i) => settleBaccarat(h, [b]).bets[0]?.payout === batch.bets[i]?.payout)
        },
      ),
    )
  })
})
