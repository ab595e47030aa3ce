import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromMinor } from '../../lib/money'
import type { SeamlessClient, SeamlessResult } from '../../providers/vendor/seamless-client'
import { envInt } from '../../test/ledger-fixtures'
import { clientFor, createSeamlessWorld, expectSeamlessBooks, mainBalance, seamlessPlayer, type SeamlessPlayer, type SeamlessWorld } from '../../test/seamless-fixtures'
import { PlayerModel, playerSchedule, seededRandom, type ModelAnswer, type ModelCall } from '../../test/seamless-model'

/**
 * A third-party seamless vendor, simulated: each player's calls go over loopback HTTP through the
 * vendors' client, in a seeded random order (credits and rollbacks in either order, rollbacks
 * before their debits, repeats), some with their answer lost and repeated. Every answer and
 * every final balance must be the model's. SEAMLESS_CHAOS_SEED replays a run.
 */
const SEED = envInt('SEAMLESS_CHAOS_SEED', 20261123)
const PLAYERS = envInt('SEAMLESS_CHAOS_PLAYERS', 8)
const ROUNDS = envInt('SEAMLESS_CHAOS_ROUNDS', 12)
const FUNDS = 20_000n

let w: SeamlessWorld
beforeAll(async () => {
  w = await createSeamlessWorld()
})
afterAll(async () => {
  await w.close()
})

function send(client: SeamlessClient, p: SeamlessPlayer, call: ModelCall): Promise<SeamlessResult<{ balance: string }>> {
  if (call.action === 'debit') return client.debit({ ...call, player: p.player, token: p.token, gameCode: 'slot-9' })
  if (call.action === 'credit') return client.credit({ ...call, player: p.player, gameCode: 'slot-9' })
  return client.rollback({ ...call, player: p.player })
}

/** The real answer in the model's terms: the balance shown, or the refusal's code. */
function outcome(result: SeamlessResult<{ balance: string }>): string {
  return result.ok ? `ok ${result.value.balance}` : result.code
}

const modelOutcome = (answer: ModelAnswer) => (answer.ok ? `ok ${fromMinor(answer.balance)}` : answer.code)

describe('seamless wallet under a vendor that repeats and reorders', () => {
  it(`ends with every balance equal to the model (seed ${SEED}, ${PLAYERS} players x ${ROUNDS} rounds)`, async () => {
    const random = seededRandom(SEED)
    const hasty = clientFor(w.t, w.baseUrl, 'SEAMX', 1)
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
          if (lost[i]?.[n] && model.onRecord(call, expected)) {
            await send(hasty, p, call)
            calls += 1
          }
          const result = await send(w.client, p, call)
          calls += 1
          expect(outcome(result), where).toBe(modelOutcome(expected))
        }
      }),
    )

    expect(calls).toBeGreaterThan(PLAYERS * ROUNDS * 2)
    for (const [i, p] of players.entries()) expect(await mainBalance(w, p.id), `player ${i}`).toBe(models[i]?.balance)
    await expectSeamlessBooks(w)
  }, 60_000)
})
