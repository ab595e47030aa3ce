import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { recomputeRound } from '../../../inhouse-games/src/recompute'
import { verifyRound } from './inhouse-verify.service'

const seed = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('hex'))
const fairInputs = { serverSeed: seed, clientSeed: fc.string({ minLength: 1, maxLength: 64 }), nonce: fc.nat() }
const amount = (min: number, max: number) =>
  fc.integer({ min, max }).map((cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`)
const BET_TYPES = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'] as const
const bacBets = fc.uniqueArray(fc.record({ type: fc.constantFrom(...BET_TYPES), amount: amount(100, 1_000_000) }), {
  minLength: 1,
  maxLength: 5,
  selector: (bet) => bet.type,
})

/**
 * The verify page recomputes rounds in the player's browser (decision 044): for any inputs it
 * must give what the vendor's own code gives, byte for byte, or a fair round would look unfair.
 */
describe('the verify page agrees with the server', () => {
  it('on slot spins', () => {
    fc.assert(
      fc.property(
        fc.record({
          ...fairInputs,
          game: fc.constantFrom('jade-94', 'jade-95', 'jade-96'),
          lineBet: amount(1, 10_000),
        }),
        (input) => {
          expect(JSON.stringify(recomputeRound(input))).toBe(JSON.stringify(verifyRound(input)))
        },
      ),
      { numRuns: 200 },
    )
  })

  it('on baccarat hands', () => {
    fc.assert(
      fc.property(fc.record({ ...fairInputs, game: fc.constant('baccarat'), bets: bacBets }), (input) => {
        expect(JSON.stringify(recomputeRound(input))).toBe(JSON.stringify(verifyRound(input)))
      }),
      { numRuns: 200 },
    )
  })
})
