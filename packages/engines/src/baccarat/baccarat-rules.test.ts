import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createFairStream, shuffle } from '../fair'
import { baccaratShoe, bankerDraws, cardValue, dealBaccarat, playHand, type Card } from './baccarat-rules'
import { settleBaccarat, type BaccaratBetType } from './baccarat-settle'

const c = (rank: number, suit: Card['suit'] = 'S'): Card => ({ rank, suit })
/** A card of the given value (0 is a King). */
const v = (value: number): Card => c(value === 0 ? 13 : value, 'H')
/** Deal order is P, B, P, B, then third cards. */
const deal = (p: [number, number], b: [number, number], ...more: number[]): Card[] => [
  v(p[0]),
  v(b[0]),
  v(p[1]),
  v(b[1]),
  ...more.map(v),
]

// The Banker's table of docs/domain/games.md#baccarat: the Player's third-card values on which the Banker draws.
const BANKER_TABLE: Record<number, number[]> = {
  0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  1: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  2: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  3: [0, 1, 2, 3, 4, 5, 6, 7, 9],
  4: [2, 3, 4, 5, 6, 7],
  5: [4, 5, 6, 7],
  6: [6, 7],
  7: [],
}

describe('baccarat drawing rules', () => {
  it('values cards A=1, 2..9 face, 10/J/Q/K=0', () => {
    expect([1, 2, 9, 10, 11, 12, 13].map((rank) => cardValue(c(rank)))).toEqual([1, 2, 9, 0, 0, 0, 0])
  })

  it.each(Object.entries(BANKER_TABLE))('banker on %s draws exactly on the table row', (total, draws) => {
    for (let t = 0; t <= 9; t += 1) {
      const expected = draws.includes(t)
      expect(bankerDraws(Number(total), t)).toBe(expected)
      // Through a whole hand: Player 0+0 draws t, Banker holds `total` in two cards.
      const hand = playHand(deal([0, 0], [Number(total), 0], t, 1))
      expect(hand.player).toHaveLength(3)
      expect(hand.banker).toHaveLength(expected ? 3 : 2)
      expect(hand.bankerTotal).toBe(expected ? (Number(total) + 1) % 10 : Number(total))
    }
  })

  it('Player draws on 0-5 and stands on 6-7; a standing Player leaves the Banker drawing on 0-5', () => {
    for (let p = 0; p <= 7; p += 1) {
      const hand = playHand(deal([p, 0], [7, 0], 2, 3))
      expect(hand.player).toHaveLength(p <= 5 ? 3 : 2)
    }
    for (let b = 0; b <= 7; b += 1) {
      const hand = playHand(deal([6, 0], [b, 0], 3))
      expect(hand.player).toHaveLength(2)
      expect(hand.banker).toHaveLength(b <= 5 ? 3 : 2)
    }
  })

  it('stops on a natural 8 or 9 on either side', () => {
    const playerNatural = playHand(deal([4, 5], [3, 0], 1, 1))
    expect(playerNatural).toMatchObject({ natural: true, playerTotal: 9, bankerTotal: 3, winner: 'PLAYER' })
    expect(playerNatural.banker).toHaveLength(2)
    const bankerNatural = playHand(deal([2, 0], [8, 0], 5, 5))
    expect(bankerNatural).toMatchObject({ natural: true, playerTotal: 2, bankerTotal: 8, winner: 'BANKER' })
    expect(bankerNatural.player).toHaveLength(2)
    expect(playHand(deal([8, 0], [4, 4], 1, 1))).toMatchObject({ natural: true, winner: 'TIE' })
  })

  it('takes the Banker third card after the Player third card, and totals mod 10', () => {
    const hand = playHand(deal([3, 9], [5, 0], 5, 4)) // Player 2 draws 5 → 7; Banker 5 draws on 5 → 9
    expect(hand.player.map(cardValue)).toEqual([3, 9, 5])
    expect(hand.banker.map(cardValue)).toEqual([5, 0, 4])
    expect(hand).toMatchObject({ playerTotal: 7, bankerTotal: 9, winner: 'BANKER', natural: false })
  })

  it('calls a pair on two first cards of the same rank, not of the same value', () => {
    expect(playHand([c(13), c(2), c(13, 'D'), c(2, 'C'), c(1), c(1)])).toMatchObject({
      playerPair: true,
      bankerPair: true,
    })
    expect(playHand([c(10), c(2), c(13), c(3), c(1), c(1)])).toMatchObject({ playerPair: false, bankerPair: false })
  })

  it('refuses too few cards', () => {
    expect(() => playHand(deal([0, 0], [0, 0]))).toThrow(RangeError)
  })

  it('builds an 8-deck shoe and deals from its fair shuffle', () => {
    const shoe = baccaratShoe()
    expect(shoe).toHaveLength(416)
    for (let rank = 1; rank <= 13; rank += 1) expect(shoe.filter((card) => card.rank === rank)).toHaveLength(32)
    const inputs = { serverSeed: 'c'.repeat(64), clientSeed: 'table', nonce: 9 }
    expect(dealBaccarat(createFairStream(inputs))).toEqual(playHand(shuffle(shoe, createFairStream(inputs))))
  })

  it('deals sane hands and settles them sanely (property)', () => {
    const types: BaccaratBetType[] = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR']
    const bet = fc.record({ type: fc.constantFrom(...types), amount: fc.bigInt({ min: 1n, max: 10n ** 12n }) })
    fc.assert(
      fc.property(fc.nat(), fc.array(bet, { maxLength: 6 }), (nonce, bets) => {
        const hand = dealBaccarat(createFairStream({ serverSeed: 'd'.repeat(64), clientSeed: 'prop', nonce }))
        const cards = hand.player.length + hand.banker.length
        const total = (side: Card[]): number => side.reduce((s, card) => s + cardValue(card), 0) % 10
        const settled = settleBaccarat(hand, bets)
        return (
          cards >= 4 &&
          cards <= 6 &&
          hand.playerTotal === total(hand.player) &&
          hand.bankerTotal === total(hand.banker) &&
          hand.playerTotal >= 0 &&
          hand.playerTotal <= 9 &&
          hand.bankerTotal >= 0 &&
          hand.bankerTotal <= 9 &&
          settled.bets.every((b) => b.payout >= 0n) &&
          settled.validBet <= settled.totalStake &&
          settled.totalPayout === settled.bets.reduce((s, b) => s + b.payout, 0n)
        )
      }),
      { numRuns: 300 },
    )
  })

  it('plays any card order the same way as its values (property)', () => {
    const card = fc.record({
      rank: fc.integer({ min: 1, max: 13 }),
      suit: fc.constantFrom<Card['suit']>('S', 'H', 'D', 'C'),
    })
    fc.assert(
      fc.property(fc.array(card, { minLength: 6, maxLength: 8 }), (cards) => {
        const hand = playHand(cards)
        const used = hand.player.length + hand.banker.length
        return (
          used >= 4 &&
          used <= 6 &&
          hand.natural ===
            (hand.player.length === 2 && hand.banker.length === 2 && (hand.playerTotal >= 8 || hand.bankerTotal >= 8))
        )
      }),
    )
  })
})
