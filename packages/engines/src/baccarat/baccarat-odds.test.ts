import { describe, expect, it } from 'vitest'
import { exactBaccaratOdds } from './baccarat-odds'

describe('baccarat exact odds (8 decks, without replacement)', () => {
  const odds = exactBaccaratOdds()

  it('counts every ordered 6-card deal of the 416-card shoe', () => {
    expect(odds.counts.deals).toBe(416 * 415 * 414 * 413 * 412 * 411)
    expect(odds.counts.banker + odds.counts.player + odds.counts.tie).toBe(odds.counts.deals)
  })

  it('matches docs/domain/games.md#baccarat: Banker 45.86%, Player 44.62%, Tie 9.52%, pair 31/415', () => {
    expect(odds.banker * 100).toBeCloseTo(45.86, 2)
    expect(odds.player * 100).toBeCloseTo(44.62, 2)
    expect(odds.tie * 100).toBeCloseTo(9.52, 2)
    expect(odds.playerPair).toBe(31 / 415)
    expect(odds.bankerPair).toBe(31 / 415)
  })

  it('gives the house edges 1.06% / 1.24% / 14.36% / 10.36%', () => {
    expect(odds.houseEdge.BANKER * 100).toBeCloseTo(1.06, 2)
    expect(odds.houseEdge.PLAYER * 100).toBeCloseTo(1.24, 2)
    expect(odds.houseEdge.TIE * 100).toBeCloseTo(14.36, 2)
    expect(odds.houseEdge.PLAYER_PAIR).toBeCloseTo(43 / 415, 12)
    expect(odds.houseEdge.BANKER_PAIR * 100).toBeCloseTo(10.36, 2)
  })
})
