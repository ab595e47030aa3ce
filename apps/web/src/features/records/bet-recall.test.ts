import { describe, expect, it } from 'vitest'
import { parseCard, readRecall } from './bet-recall'

describe('readRecall', () => {
  it('reads a slot: reels become the window the player saw, line wins, the rest as rows', () => {
    const recall = readRecall({
      reels: [
        ['A', 'K', 'Q'],
        ['WILD', 'K', 'J'],
        ['A', 'K', '10'],
      ],
      lineWins: [{ line: 2, symbol: 'K', count: 3, win: '4.50' }],
      serverSeedHash: 'abc',
    })
    expect(recall).toEqual({
      kind: 'slot',
      rows: [
        ['A', 'WILD', 'A'],
        ['K', 'K', 'K'],
        ['Q', 'J', '10'],
      ],
      lines: [{ line: '2', symbols: 'K', count: '3', win: '4.50' }],
      extra: [{ key: 'serverSeedHash', value: 'abc' }],
    })
  })

  it('reads baccarat hands, totals, the winner and the bets', () => {
    const recall = readRecall({
      player: { cards: ['KS', '9H'], total: 9 },
      banker: { cards: [{ rank: 'T', suit: 'D' }, '5C', 'AS'], total: 6 },
      winner: 'PLAYER',
      bets: [{ on: 'PLAYER', amount: '10.00', win: '20.00' }],
      nonce: 4,
    })
    expect(recall.kind).toBe('baccarat')
    if (recall.kind !== 'baccarat') return
    expect(recall.player).toEqual({ cards: [parseCard('KS'), parseCard('9H')], total: '9' })
    expect(recall.banker.cards.map((card) => `${card.rank}${card.suit}`)).toEqual(['10D', '5C', 'AS'])
    expect(recall.winner).toBe('PLAYER')
    expect(recall.bets).toEqual([{ on: 'PLAYER', amount: '10.00', win: '20.00' }])
    expect(recall.extra).toEqual([{ key: 'nonce', value: '4' }])
  })

  it('shows an unknown shape as key/value rows, nested one level', () => {
    expect(readRecall({ result: 'x', seeds: { client: 'c', nonce: 1 } })).toEqual({
      kind: 'other',
      extra: [
        { key: 'result', value: 'x' },
        { key: 'seeds.client', value: 'c' },
        { key: 'seeds.nonce', value: '1' },
      ],
    })
    expect(readRecall(null)).toEqual({ kind: 'other', extra: [] })
  })

  it('reads card codes with letters or suit glyphs', () => {
    expect(parseCard('10♥')).toEqual({ rank: '10', suit: 'H', text: '10♥' })
    expect(parseCard('tc')).toEqual({ rank: '10', suit: 'C', text: 'tc' })
    expect(parseCard({ rank: 12, suit: 'H' })).toEqual({ rank: 'Q', suit: 'H', text: 'QH' })
    expect(parseCard({ rank: 1, suit: 'S' }).rank).toBe('A')
    expect(parseCard('joker')).toEqual({ rank: 'joker', suit: null, text: 'joker' })
  })
})
