import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromMinor } from '../../lib/money'
import type { SeamlessResult } from '../../providers/vendor/seamless-client'
import { seamlessSecret } from '../../providers/vendor/seamless-signature'
import { startFakeSeamlessVendor, type VendorCall } from '../../test/fake-seamless-vendor'
import { envInt } from '../../test/ledger-fixtures'
import {
  createSeamlessWorld,
  expectSeamlessBooks,
  mainBalance,
  seamlessPlayer,
  type SeamlessPlayer,
  type SeamlessWorld,
} from '../../test/seamless-fixtures'
import { PlayerModel, playerSchedule, seededRandom, type ModelAnswer, type ModelCall } from '../../test/seamless-model'

/**
 * A third-party seamless vendor, simulated (test/fake-seamless-vendor.ts: a node:http game
 * server on loopback using the vendors' client) makes each player's calls in a seeded random
 * order (credits and rollbacks either way round, rollbacks before their debits, repeats), some
 * with their answer lost and repeated. Every answer and every final balance must be the model's.
 * SEAMLESS_CHAOS_SEED replays a run.
 */
const SEED = envInt('SEAMLESS_CHAOS_SEED', 20261123)
const PLAYERS = envInt('SEAMLESS_CHAOS_PLAYERS', 8)
const ROUNDS = envInt('SEAMLESS_CHAOS_ROUNDS', 12)
const FUNDS = 20_000n

let w: SeamlessWorld
beforeAll(async () => {
  w = await createSeamlessWorld()
}, 180_000)
afterAll(async () => {
  await w.close()
})

/** The call as the vendor's game server is told to make it (amounts in minor units, as text). */
function vendorCall(p: SeamlessPlayer, call: ModelCall): VendorCall {
  if (call.action === 'debit')
    return { ...call, player: p.player, token: p.token, gameCode: 'slot-9', amount: String(call.amount) }
  if (call.action === 'credit') return { ...call, player: p.player, gameCode: 'slot-9', amount: String(call.amount) }
  return { ...call, player: p.player }
}

/** The real answer in the model's terms: the balance shown, or the refusal's code. */
function outcome(result: SeamlessResult<{ balance: string }>): string {
  return result.ok ? `ok ${result.value.balance}` : result.code
}

const modelOutcome = (answer: ModelAnswer) => (answer.ok ? `ok ${fromMinor(answer.balance)}` : answer.code)

describe('seamless wallet under a vendor that repeats and reorders', () => {
  it(`ends with every balance equal to the model (seed ${SEED}, ${PLAYERS} players x ${ROUNDS} rounds)`, async () => {
    const random = seededRandom(SEED)
    const vendor = await startFakeSeamlessVendor({
      platformUrl: w.baseUrl,
      vendorCode: 'SEAMX',
      secret: seamlessSecret(w.t.appSecret, 'SEAMX'),
    })
    const players = await Promise.all(Array.from({ length: PLAYERS }, () => seamlessPlayer(w, FUNDS)))
    const schedules = players.map((_, i) => playerSchedule(random, `s${SEED}p${i}`, ROUNDS))
    const lost = schedules.map((s) => s.map(() => random() < 0.15))
    const models = players.map(() => new PlayerModel(FUNDS))
    let calls = 0

    await Promise.all(
      players.map(async (p, i) => {
        const model = models[i] as PlayerModel
        for (const [n, call] of (schedules[i] ?? []).entries()) {
          const expected = model.apply(call)
          const where = `player ${i} call ${n} ${JSON.stringify(call, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`
          // An answer is lost only where a late copy of the call can change nothing (its answer is on record).
          const lose = (lost[i]?.[n] ?? false) && model.onRecord(call, expected)
          const result = await vendor.play(vendorCall(p, call), lose)
          calls += lose ? 2 : 1
          expect(outcome(result), where).toBe(modelOutcome(expected))
        }
      }),
    )

    expect(calls).toBeGreaterThan(PLAYERS * ROUNDS * 2)
    for (const [i, p] of players.entries()) expect(await mainBalance(w, p.id), `player ${i}`).toBe(models[i]?.balance)
    await expectSeamlessBooks(w)
    await vendor.close()
  }, 60_000)
})
