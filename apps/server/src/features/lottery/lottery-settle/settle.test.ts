import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeCheckingBooks, createMembers } from '../../../test/ledger-fixtures'
import { bulkBets } from '../../../test/lottery-fixtures'
import { createTestApp, type TestApp } from '../../../test/test-app'
import type { LotteryResult } from '@sea/contract'
import { parseSelection } from '../engines/adapter'
import { adapterFor } from '../engines/registry'
import { drawDue, drawSealingKey, ensureIssues } from '../lottery-draw/draw.service'
import * as draws from '../lottery-draw/draw.repository'
import { markLosers, settleDraw } from './settle.service'

/**
 * Settlement at volume: 10,000 bets over four draws, settled twice at once (pays once), and a
 * run that crashes after its first batch, then runs again (pays once). The books are checked
 * bet by bet: every member received exactly the payouts of their winning bets.
 */
let t: TestApp
let merchantId: number
const currency = 'MYR'
const now = new Date()
let members: bigint[]
let drawIds: bigint[]

async function paidByLedger(drawId: bigint) {
  const { rows } = await sql<{ memberId: bigint; paid: bigint }>`
    SELECT a.owner_member_id AS member_id, sum(e.amount)::bigint AS paid FROM ledger_entries e
    JOIN ledger_transactions x ON x.id = e.transaction_id JOIN ledger_accounts a ON a.id = e.account_id
    WHERE x.kind = 'bet_payout' AND x.metadata->>'drawId' = ${String(drawId)} AND a.kind = 'member_main' GROUP BY 1`.execute(
    t.db,
  )
  return new Map(rows.map((r) => [r.memberId, r.paid]))
}
async function owedByBets(drawId: bigint) {
  const { rows } = await sql<{ memberId: bigint; owed: bigint }>`
    SELECT member_id, sum(payout)::bigint AS owed FROM lottery_bets WHERE draw_id = ${drawId} AND status = 'won' GROUP BY 1`.execute(
    t.db,
  )
  return new Map(rows.map((r) => [r.memberId, r.owed]))
}
async function expectSettledOnce(drawId: bigint) {
  const draw = await draws.findDraw(t.db, drawId)
  expect(draw!.state).toBe('settled')
  await markLosers(t.db, drawId, new Date(), 1000)
  const open = await t.db
    .selectFrom('lotteryBets')
    .select('id')
    .where('drawId', '=', drawId)
    .where('status', '=', 'open')
    .execute()
  expect(open).toEqual([])
  expect(await paidByLedger(drawId)).toEqual(await owedByBets(drawId))
  const escrow = await t.db
    .selectFrom('ledgerAccounts')
    .select('balance')
    .where('vendor', 'like', `draw:${drawId}:%`)
    .execute()
  expect(escrow.length).toBeGreaterThan(0)
  expect(escrow.every((e) => e.balance === 0n)).toBe(true)
  const totals = await t.db
    .selectFrom('lotteryDrawTotals')
    .selectAll()
    .where('drawId', '=', drawId)
    .executeTakeFirstOrThrow()
  const { rows } = await sql<{ stakes: bigint; payouts: bigint }>`
    SELECT sum(cost)::bigint AS stakes, sum(payout)::bigint AS payouts FROM lottery_bets WHERE draw_id = ${drawId}`.execute(
    t.db,
  )
  expect([totals.stakes, totals.payouts, totals.houseResult]).toEqual([
    rows[0]!.stakes,
    rows[0]!.payouts,
    rows[0]!.stakes - rows[0]!.payouts,
  ])
  // Each bet as the engine settles it alone, with its own stake: the rate paid in SQL is exact.
  const adapter = adapterFor({ engine: 'vietnam', region: 'north' })
  const result = adapter.prepare(draw!.result as LotteryResult)
  const bets = await t.db
    .selectFrom('lotteryBets')
    .select(['selection', 'unit', 'payout', 'status'])
    .where('drawId', '=', drawId)
    .execute()
  for (const b of bets) {
    const alone = adapter.settle(result, { ...parseSelection(b.selection), unit: b.unit })
    expect([b.status, b.payout]).toEqual([alone.status, alone.payout])
  }
}

beforeAll(async () => {
  t = await createTestApp()
  merchantId = (await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id
  members = await createMembers(t.db, merchantId, 40)
  await ensureIssues(t.db, now, drawSealingKey(t.appSecret))
  const issues = await draws.openIssues(t.db, 'FAST_VN1', now, 4)
  drawIds = issues.map((d) => d.id)
  // Two draws with every bet at 1 point, two with stakes from 1 to 997 points.
  for (const [i, id] of drawIds.entries())
    await bulkBets(t.db, { drawId: id, merchantId, currency, members, count: 2500, varied: i % 2 === 1 })
  await drawDue(t.db, issues[3]!.drawAt, drawSealingKey(t.appSecret))
}, 120_000)
afterAll(() => closeCheckingBooks(t))

describe('settling 10,000 bets over four draws', () => {
  it('pays every winner once when two runs settle the same draws at the same time', async () => {
    for (const id of drawIds.slice(0, 2)) {
      const runs = await Promise.all([settleDraw(t.db, id, { batchSize: 70 }), settleDraw(t.db, id, { batchSize: 90 })])
      expect(runs.some((r) => r.settled)).toBe(true)
      await expectSettledOnce(id)
      expect(await settleDraw(t.db, id)).toEqual({ settled: false, bets: 0 })
    }
  }, 120_000)

  it('goes on after a crash half way and still pays once', async () => {
    for (const id of drawIds.slice(2)) {
      const crash = settleDraw(t.db, id, {
        batchSize: 100,
        parallel: 1,
        afterBatch: (n) => {
          if (n === 1) throw new Error('crash')
        },
      })
      await expect(crash).rejects.toThrow('crash')
      const won = await t.db
        .selectFrom('lotteryBets')
        .select(sql<string>`count(*)`.as('n'))
        .where('drawId', '=', id)
        .where('status', '=', 'won')
        .executeTakeFirstOrThrow()
      expect(Number(won.n)).toBeGreaterThan(0) // the first batch was paid ...
      expect((await draws.findDraw(t.db, id))!.state).toBe('drawn') // ... and the draw is not settled
      expect((await settleDraw(t.db, id, { batchSize: 100 })).settled).toBe(true)
      await expectSettledOnce(id)
    }
  }, 120_000)
})
