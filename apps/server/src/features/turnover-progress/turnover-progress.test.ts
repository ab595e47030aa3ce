import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../test/accounts'
import { operatorSession } from '../../test/operators'
import { createSeamlessWorld, expectSeamlessBooks, type SeamlessWorld } from '../../test/seamless-fixtures'
import { payer, withdraw, type Payer } from '../../test/withdrawals'
import { drawDue, drawSealingKey, ensureIssues } from '../lottery/lottery-draw/draw.service'
import * as draws from '../lottery/lottery-draw/draw.repository'
import { markLosers, settleDraw } from '../lottery/lottery-settle/settle.service'
import { issueLaunchToken } from '../seamless-wallet/launch-token.service'
import { vendorPlayerId } from '../vendor-player/vendor-player.service'
import { countWagering } from './turnover-progress.service'

/**
 * Turnover from real wagering: a deposit approved under the brand's multiple, rounds played
 * through the seamless wallet and lottery slips placed and settled over the real routes, then
 * the job counting them, run twice and at the same time, and the withdrawal it unblocks.
 */
let w: SeamlessWorld
let owner: Record<string, string>
let who: Payer
let player: { player: string; token: string }
beforeAll(async () => {
  w = await createSeamlessWorld()
  owner = (await operatorSession(w.t, w.merchantId)).headers
  who = await payer(w.t, 100_000n)
  const grant = { merchantId: w.merchantId, memberId: who.id, vendorCode: 'SEAMX', gameId: null }
  player = {
    player: await vendorPlayerId(w.t.db, 'SEAMX', who.id),
    token: await issueLaunchToken(w.t.db, { ...grant, currency: 'MYR', language: 'EN' }, 600_000),
  }
  const multiple = await w.t.app.inject({
    method: 'PUT',
    url: `/wps/operator/brands/${w.merchantId}/cashier/turnover`,
    headers: owner,
    payload: { depositMultiplier: '1' },
  })
  expect(multiple.statusCode, multiple.body).toBe(200)
}, 180_000)
afterAll(async () => {
  await expectSeamlessBooks(w)
  await w.close()
})

let seq = 0
/** A round of `stake` settled with `win` back; `rolledBack` cancels its debit instead; `open` leaves it unsettled. */
async function round(stake: bigint, outcome: { win?: bigint; rolledBack?: true; open?: true } = {}): Promise<string> {
  seq += 1
  const roundId = `to-${seq}`
  const base = { player: player.player, roundId, gameCode: 'slot-9' }
  expect(
    await w.client.debit({ ...base, token: player.token, transactionId: `d-${roundId}`, amount: stake }),
  ).toMatchObject({ ok: true })
  if (outcome.rolledBack)
    expect(
      await w.client.rollback({ ...base, transactionId: `rb-${roundId}`, refTransactionId: `d-${roundId}` }),
    ).toMatchObject({ ok: true })
  else if (!outcome.open) await settle(roundId, outcome.win ?? 0n)
  return roundId
}
async function settle(roundId: string, win: bigint): Promise<void> {
  const credit = { player: player.player, roundId, gameCode: 'slot-9', transactionId: `c-${roundId}`, amount: win }
  expect(await w.client.credit(credit)).toMatchObject({ ok: true })
}

async function approvedDeposit(amount: string, key: string): Promise<string> {
  const deposit = await w.t.app.inject({
    method: 'POST',
    url: '/wps/member/deposit/bank-transfer',
    headers: { ...bearer(who.token), 'idempotency-key': key },
    payload: { channelCode: 'BANK_TRANSFER', amount, reference: key },
  })
  const id = deposit.json().value.id as string
  const approved = await w.t.app.inject({ method: 'POST', url: `/wps/operator/deposits/${id}/approve`, headers: owner })
  expect(approved.statusCode, approved.body).toBe(200)
  return id
}
const requirements = async () =>
  (
    await w.t.db
      .selectFrom('turnoverRequirements')
      .select(['source', 'required', 'achieved', 'completedAt'])
      .where('memberId', '=', who.id)
      .orderBy('id')
      .execute()
  ).map((r) => [r.source, r.required, r.achieved, r.completedAt !== null])
/** A run that dies after marking its facts, while it writes the requirements: it leaves nothing behind. */
async function crashingRun(): Promise<void> {
  await sql`CREATE FUNCTION turnover_test_crash() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'crash'; END $$`.execute(w.t.db)
  await sql`CREATE TRIGGER turnover_test_crash BEFORE UPDATE ON turnover_requirements
    FOR EACH ROW EXECUTE FUNCTION turnover_test_crash()`.execute(w.t.db)
  await expect(countWagering(w.t.db)).rejects.toThrow(/crash/)
  await sql`DROP TRIGGER turnover_test_crash ON turnover_requirements`.execute(w.t.db)
  await sql`DROP FUNCTION turnover_test_crash()`.execute(w.t.db)
}
const counted = () => w.t.db.selectFrom('turnoverWagers').selectAll().where('memberId', '=', who.id).execute()

describe('wagering towards turnover', () => {
  let first: string
  it('counts nothing settled before the requirement existed', async () => {
    await round(50_000n, { win: 50_000n })
    first = await approvedDeposit('200.00', 'turnover-dep-1')
    expect(await requirements()).toEqual([[`deposit:${first}`, 20_000n, 0n, false]])
    await countWagering(w.t.db)
    expect(await requirements()).toEqual([[`deposit:${first}`, 20_000n, 0n, false]])
    expect(await counted()).toEqual([])
    expect((await withdraw(w.t, who, '50.00', 'turnover-wd-1')).json().code).toBe('turnover_not_met')
  })

  it('counts each settled round once, after a crash and however the job runs; rolled-back and open rounds not', async () => {
    const settled = await round(3_000n)
    await round(2_000n, { rolledBack: true })
    const open = await round(1_000n, { open: true })
    await crashingRun()
    expect(await counted()).toEqual([])
    const runs = await Promise.all([countWagering(w.t.db), countWagering(w.t.db)])
    expect(runs.map((r) => r.facts).sort()).toEqual([0, 1])
    expect((await countWagering(w.t.db)).facts).toBe(0)
    expect(await requirements()).toEqual([[`deposit:${first}`, 20_000n, 3_000n, false]])
    const rows = await counted()
    expect(rows.map((r) => [r.kind, r.amount, r.category])).toEqual([['round', 3_000n, 'RNG']])
    const settledRow = await w.t.db
      .selectFrom('gameRounds')
      .select('id')
      .where('roundId', '=', settled)
      .executeTakeFirstOrThrow()
    expect(rows[0]?.factId).toBe(settledRow.id)

    await settle(open, 0n)
    expect((await countWagering(w.t.db)).facts).toBe(1)
    expect(await requirements()).toEqual([[`deposit:${first}`, 20_000n, 4_000n, false]])
  })

  it('counts lottery bets once their draw settles, at its cost', async () => {
    await ensureIssues(w.t.db, new Date(), drawSealingKey(w.t.appSecret))
    const [issue] = await draws.openIssues(w.t.db, 'FAST_VN1', new Date(Date.now() + 5000), 1)
    if (!issue) throw new Error('no open issue')
    const placed = await w.t.app.inject({
      method: 'POST',
      url: '/lgw/bets',
      headers: bearer(who.token),
      payload: {
        gameCode: 'FAST_VN1',
        drawId: String(issue.id),
        bets: [{ playType: 'de', numbers: ['24'], stake: '10.00' }],
      },
    })
    expect(placed.statusCode, placed.body).toBe(200)
    expect((await countWagering(w.t.db)).facts).toBe(0)
    await drawDue(w.t.db, issue.drawAt, drawSealingKey(w.t.appSecret))
    expect((await settleDraw(w.t.db, issue.id, { now: issue.drawAt })).settled).toBe(true)
    expect((await countWagering(w.t.db)).facts).toBe(1)
    await markLosers(w.t.db, issue.id, new Date())
    expect((await countWagering(w.t.db)).facts).toBe(0)
    // The weights' category of a lottery bet (docs/domain/promotions.md#wagering).
    expect((await counted()).filter((r) => r.kind === 'lottery').map((r) => r.category)).toEqual(['LOTT'])
    expect(await requirements()).toEqual([[`deposit:${first}`, 20_000n, 5_000n, false]])
  })

  it('fills the oldest requirement first, never one created after the wager settled', async () => {
    // 15,000 completes the first requirement; the 10,000 over it settled before the second existed.
    await round(25_000n, { win: 25_000n })
    const second = await approvedDeposit('100.00', 'turnover-dep-2')
    await round(4_000n, { win: 4_000n })
    expect((await countWagering(w.t.db)).facts).toBe(2)
    expect(await requirements()).toEqual([
      [`deposit:${first}`, 20_000n, 20_000n, true],
      [`deposit:${second}`, 10_000n, 4_000n, false],
    ])
    expect((await withdraw(w.t, who, '50.00', 'turnover-wd-2')).json().code).toBe('turnover_not_met')
    const settings = await w.t.app.inject({
      method: 'GET',
      url: '/wps/member/withdraw/settings',
      headers: bearer(who.token),
    })
    expect(settings.json().value).toMatchObject({
      turnoverRequired: '100.00',
      turnoverAchieved: '40.00',
      turnoverOutstanding: '60.00',
    })
  })

  it('lets the member withdraw once the wagering is enough, in batches of any size', async () => {
    for (let i = 0; i < 3; i += 1) await round(2_000n, { win: 2_000n })
    expect((await countWagering(w.t.db, new Date(), 2)).facts).toBe(3)
    expect((await requirements()).map((r) => r[3])).toEqual([true, true])
    const res = await withdraw(w.t, who, '50.00', 'turnover-wd-3')
    expect(res.statusCode, res.body).toBe(200)
  })
})
