import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createInhouseWorld,
  fundedPlayer,
  WALLET_TIMEOUT_MS,
  type InhouseWorld,
} from '../../inhouse/inhouse-test-world'
import { freeRoundsJob } from './point-mall-rounds.job'
import { fulfilFreeRounds, type VendorLink } from './point-mall-rounds.service'

let w: InhouseWorld
let link: VendorLink
beforeAll(async () => {
  w = await createInhouseWorld()
  link = { appSecret: w.t.appSecret, platformUrl: () => w.url, timeoutMs: WALLET_TIMEOUT_MS }
})
afterAll(() => w.close())

let keys = 0

/** A free-round item and a member's in-process redemption of it, as the mall leaves them. */
async function redemption(memberId: bigint, gameCode: string, rounds: number, quantity: number) {
  const item = await w.t.db
    .insertInto('pointItems')
    .values({
      merchantId: w.merchantId,
      kind: 'free_rounds',
      state: 'live',
      titles: JSON.stringify({ EN: `${rounds} free spins` }),
      descriptions: '{}',
      points: 100n,
      // The table asks a value of every item that pays; a free-round item's stake is the game's minimum bet.
      value: 1n,
      gameCode,
      rounds,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return w.t.db
    .insertInto('pointRedemptions')
    .values({
      merchantId: w.merchantId,
      memberId,
      itemId: item.id,
      quantity,
      points: 100n * BigInt(quantity),
      requestKey: `rounds-${(keys += 1)}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
}

const redemptionRow = (id: bigint) =>
  w.t.db.selectFrom('pointRedemptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const grantsOf = (reference: string) =>
  w.t.db.selectFrom('inhouseFreeRounds').selectAll().where('reference', '=', reference).execute()

describe('loyalty.free_rounds', () => {
  it('grants the rounds at the vendor once and approves the redemption', async () => {
    const who = await fundedPlayer(w, 100n)
    const { id } = await redemption(who.memberId, 'jade-96', 10, 3)
    expect(await fulfilFreeRounds(w.t.db, link)).toMatchObject({ granted: 1, unanswered: 0, refused: [] })
    const row = await redemptionRow(id)
    expect(row).toMatchObject({ status: 'approved', decidedBy: null })
    expect(row.decidedAt).not.toBeNull()
    const grants = await grantsOf(`redemption:${id}`)
    expect(grants).toHaveLength(1)
    expect(grants[0]).toMatchObject({
      vendorCode: 'SEA_RNG',
      player: who.player,
      gameCode: 'jade-96',
      rounds: 30,
      roundsLeft: 30,
      lineBet: 1n,
      stake: 20n,
    })
    // A second run finds nothing to do; a crash after the grant and before the mark repeats the
    // grant, which the vendor answers with the same one.
    expect(await fulfilFreeRounds(w.t.db, link)).toMatchObject({ granted: 0 })
    await w.t.db
      .updateTable('pointRedemptions')
      .set({ status: 'in_process', decidedAt: null })
      .where('id', '=', id)
      .execute()
    expect(await fulfilFreeRounds(w.t.db, link)).toMatchObject({ granted: 1 })
    expect(await grantsOf(`redemption:${id}`)).toHaveLength(1)
    expect((await redemptionRow(id)).status).toBe('approved')
  })

  it('leaves a redemption in process while the vendor does not answer', async () => {
    const who = await fundedPlayer(w, 100n)
    const { id } = await redemption(who.memberId, 'jade-94', 5, 1)
    const away = { ...link, platformUrl: () => 'http://127.0.0.1:9' }
    expect(await fulfilFreeRounds(w.t.db, away)).toMatchObject({ granted: 0, unanswered: 1 })
    expect((await redemptionRow(id)).status).toBe('in_process')
    expect(await grantsOf(`redemption:${id}`)).toHaveLength(0)
    await fulfilFreeRounds(w.t.db, link)
    expect((await redemptionRow(id)).status).toBe('approved')
  })

  it('leaves one the vendor can never grant in process, changed in nothing, and reports it', async () => {
    const who = await fundedPlayer(w, 100n)
    const { id } = await redemption(who.memberId, 'no-such-slot', 5, 1)
    const before = await redemptionRow(id)
    const job = freeRoundsJob(link, { jobIntervalMs: 1000 })
    await expect(job.run(w.t.db, new Date())).rejects.toThrow(`redemption ${id}: game_not_found`)
    expect(await redemptionRow(id)).toEqual(before)
    // The vendor's own refusal is reported alike: baccarat is in the catalogue but has no free rounds.
    const { id: hand } = await redemption(who.memberId, 'baccarat', 5, 1)
    const result = await fulfilFreeRounds(w.t.db, link)
    expect(result.refused).toEqual([
      { redemptionId: id, reason: 'game_not_found' },
      { redemptionId: hand, reason: 'game_not_found' },
    ])
    expect((await redemptionRow(hand)).status).toBe('in_process')
    // An operator's rejection takes it out of the job's way.
    await w.t.db.updateTable('pointRedemptions').set({ status: 'rejected' }).where('id', 'in', [id, hand]).execute()
    await expect(job.run(w.t.db, new Date())).resolves.toMatchObject({ refused: [] })
  })
})
