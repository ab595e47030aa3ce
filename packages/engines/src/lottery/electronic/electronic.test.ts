import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type FairStream, createFairStream } from '../../fair'
import { type Settlement, payoutOf, sameRatio } from '../money'
import { type EBet, type EConfig } from './core'
import { k3, keno, pk10, ssc, x11x5 } from '.'

interface Game {
  name: string
  config: EConfig
  draw(stream: FairStream): number[]
  quoteBet(
    config: EConfig,
    bet: Pick<EBet, 'playType' | 'picks'>,
  ): { odds: EBet['odds']; paytable?: EBet['paytable'] } | null
  validateBet(config: EConfig, bet: EBet): { ok: boolean }
  settleBet(config: EConfig, bet: EBet, result: number[]): Settlement
  liabilityKeys(bet: EBet): { maxPayout: bigint }
  /** [playType, picks, position?] templates of valid bets */
  samples: Array<[string, string[], number?]>
  playTypes: string[]
  drawValid(result: number[]): boolean
}

const distinctIn = (min: number, max: number, length: number) => (r: number[]) =>
  r.length === length && new Set(r).size === length && r.every((n) => Number.isInteger(n) && n >= min && n <= max)
const digitsIn = (min: number, max: number, length: number) => (r: number[]) =>
  r.length === length && r.every((n) => Number.isInteger(n) && n >= min && n <= max)

const GAMES: Game[] = [
  {
    name: 'pk10',
    config: pk10.DEFAULT_PK10_CONFIG,
    draw: pk10.drawResult,
    ...pk10,
    drawValid: distinctIn(1, 10, 10),
    samples: [
      ['position', ['3'], 4],
      ['position_big_small', ['big'], 9],
      ['dragon_tiger', ['tiger'], 3],
      ['gy_sum', ['11']],
      ['gy_odd_even', ['even']],
      ['top3_big_small', ['small']],
      ['position_odd_even', ['odd'], 10],
      ['gy_big_small', ['big']],
    ],
  },
  {
    name: 'ssc',
    config: ssc.DEFAULT_SSC_CONFIG,
    draw: ssc.drawResult,
    ...ssc,
    drawValid: digitsIn(0, 9, 5),
    samples: [
      ['position_digit', ['0'], 5],
      ['sum_big_small', ['big']],
      ['dragon_tiger', ['dragon']],
      ['dragon_tiger', ['tie']],
      ['special3', ['pair'], 2],
      ['direct3', ['1', '1', '0'], 1],
      ['position_big_small', ['small'], 3],
      ['position_odd_even', ['odd'], 1],
      ['sum_odd_even', ['even']],
    ],
  },
  {
    name: 'k3',
    config: k3.DEFAULT_K3_CONFIG,
    draw: k3.drawResult,
    ...k3,
    drawValid: digitsIn(1, 6, 3),
    samples: [
      ['sum', ['10']],
      ['big_small', ['small']],
      ['any_triple', []],
      ['pair_any', ['3']],
      ['two_different', ['2', '5']],
      ['three_different', ['1', '2', '3']],
      ['odd_even', ['odd']],
      ['triple', ['6']],
      ['any_straight', []],
      ['pair_specific', ['4', '1']],
    ],
  },
  {
    name: 'x11x5',
    config: x11x5.DEFAULT_11X5_CONFIG,
    draw: x11x5.drawResult,
    ...x11x5,
    drawValid: distinctIn(1, 11, 5),
    samples: [
      ['any', ['1', '2']],
      ['any', ['1', '2', '3', '4', '5', '6', '7']],
      ['front1', ['11']],
      ['position_big_small', ['small'], 2],
      ['sum_big_small', ['small']],
      ['front2_direct', ['3', '4']],
      ['front2_group', ['3', '4']],
      ['front3_direct', ['3', '4', '5']],
      ['front3_group', ['3', '4', '5']],
      ['position_odd_even', ['even'], 5],
      ['dragon_tiger', ['dragon']],
    ],
  },
  {
    name: 'keno',
    config: keno.DEFAULT_KENO_CONFIG,
    draw: keno.drawResult,
    ...keno,
    drawValid: distinctIn(1, 80, 20),
    samples: [
      ['pick', ['1', '20', '33', '64', '80']],
      ['pick', ['7']],
      ['sum_big_small', ['810']],
      ['up_down', ['up']],
      ['odd_even_count', ['even']],
      ['sum_odd_even', ['odd']],
    ],
  },
]

const stream = (nonce: number) => createFairStream({ serverSeed: 'e'.repeat(64), clientSeed: 'elott', nonce })

describe.each(GAMES)('$name properties', (game) => {
  const anyBet = fc
    .tuple(fc.constantFrom(...game.samples), fc.bigInt({ min: 1n, max: 10n ** 12n }))
    .map(([[playType, picks, position], stake]) => {
      const quote = game.quoteBet(game.config, { playType, picks })!
      return { playType, picks, stake, ...(position === undefined ? {} : { position }), ...quote } as EBet
    })

  it('draws valid results from the fair stream', () => {
    fc.assert(fc.property(fc.nat(), (nonce) => game.drawValid(game.draw(stream(nonce)))))
  })

  it('settles a bet alone or in a batch the same, paying exactly stake x odds rounded down', () => {
    fc.assert(
      fc.property(fc.array(anyBet, { minLength: 1, maxLength: 12 }), fc.nat(), (bets, nonce) => {
        const result = game.draw(stream(nonce))
        const batch = [...bets]
          .reverse()
          .map((b) => game.settleBet(game.config, b, result))
          .reverse()
        return bets.every((b, i) => {
          const alone = game.settleBet(game.config, b, [...result])
          const multiplier = b.paytable ? b.paytable[alone.wins]! : b.odds
          const expected =
            alone.status === 'void' ? b.stake : alone.status === 'won' ? payoutOf(b.stake, multiplier) : 0n
          return (
            game.validateBet(game.config, b).ok &&
            alone.payout === batch[i]!.payout &&
            alone.status === batch[i]!.status &&
            alone.wins === batch[i]!.wins &&
            alone.payout === expected &&
            alone.payout <= game.liabilityKeys(b).maxPayout &&
            // The rate does not depend on the stake: a void pays the stake back (1), a loss nothing.
            alone.payout === (alone.status === 'void' ? b.stake : payoutOf(b.stake, alone.rate)) &&
            sameRatio(alone.rate, game.settleBet(game.config, { ...b, stake: 1n }, [...result]).rate)
          )
        })
      }),
    )
  })

  it('rejects malformed picks', () => {
    const sides = new Set([
      'big',
      'small',
      'odd',
      'even',
      'dragon',
      'tiger',
      'tie',
      'up',
      'middle',
      'down',
      '810',
      'leopard',
      'straight',
      'pair',
      'half_straight',
      'misc',
    ])
    fc.assert(
      fc.property(
        fc.constantFrom(...game.samples),
        fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
        ([playType, picks, position], junk) => {
          fc.pre(junk.some((s) => !/^\d+$/.test(s) && !sides.has(s)))
          const quote = game.quoteBet(game.config, { playType, picks })!
          const check = game.validateBet(game.config, {
            playType,
            picks: junk,
            stake: 1n,
            ...(position === undefined ? {} : { position }),
            ...quote,
          }) as { ok: boolean; code?: string }
          return !check.ok && check.code === 'numbers_invalid'
        },
      ),
    )
  })
})

it('every play type of every game is offered by its default config and sampled above', () => {
  for (const game of GAMES) {
    const keys = [...Object.keys(game.config.odds), ...Object.keys(game.config.paytables)].map((k) => k.split(':')[0])
    const sampled = new Set(game.samples.map(([playType]) => playType))
    for (const playType of game.playTypes) expect(keys, `${game.name} ${playType}`).toContain(playType)
    expect([...sampled].sort()).toEqual([...game.playTypes].sort())
  }
})
