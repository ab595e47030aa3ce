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

describe('readRecall on the in-house vendor’s compact summaries', () => {
  it('reads a slot window sent as strings and lines as "line:countSymbol=win"', () => {
    const recall = readRecall({
      game: 'jade-96',
      lineBet: '0.20',
      window: ['AKQ7W', 'KKKAQ', 'SBLCA'],
      lines: ['2:3K=4.50'],
      scatters: 1,
    })
    expect(recall.kind).toBe('slot')
    if (recall.kind !== 'slot') return
    expect(recall.rows[1]).toEqual(['K', 'K', 'K', 'A', 'Q'])
    expect(recall.lines).toEqual([{ line: '2', count: '3', symbols: 'K', win: '4.50' }])
    expect(recall.extra).toEqual([
      { key: 'game', value: 'jade-96' },
      { key: 'lineBet', value: '0.20' },
      { key: 'scatters', value: '1' },
    ])
  })

  it('reads baccarat hands as "13S 9H", totals as "9-6" and bets as "SIDE:amount=payout"', () => {
    const recall = readRecall({
      game: 'baccarat',
      player: '13S 9H',
      banker: '10D 5C 1S',
      totals: '9-6',
      winner: 'PLAYER',
      bets: ['PLAYER:10.00=20.00'],
    })
    expect(recall.kind).toBe('baccarat')
    if (recall.kind !== 'baccarat') return
    expect(recall.player.cards.map((card) => `${card.rank}${card.suit}`)).toEqual(['KS', '9H'])
    expect(recall.banker.cards.map((card) => `${card.rank}${card.suit}`)).toEqual(['10D', '5C', 'AS'])
    expect([recall.player.total, recall.banker.total]).toEqual(['9', '6'])
    expect(recall.bets).toEqual([{ on: 'PLAYER', amount: '10.00', win: '20.00' }])
    expect(recall.extra).toEqual([{ key: 'game', value: 'baccarat' }])
  })
})
