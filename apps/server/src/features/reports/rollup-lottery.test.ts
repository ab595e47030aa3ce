import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../test/accounts'
import { fund, teamAccount, type TeamAccount } from '../../test/agents'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { drawDue, drawSealingKey, ensureIssues } from '../lottery/lottery-draw/draw.service'
import * as draws from '../lottery/lottery-draw/draw.repository'
import { markLosers, settleDraw } from '../lottery/lottery-settle/settle.service'
import { foldReportRollups } from './rollup.service'

/**
 * Lottery bets in the report rollups: real slips placed over HTTP, a real draw drawn and settled,
 * its losers marked after. They count once, at the draw's settlement, as the agent figures do.
 */
let t: TestApp
let player: TeamAccount
let drawId: bigint
let drawAt: Date

beforeAll(async () => {
  t = await createTestApp()
  player = await teamAccount(t, null, false)
  await fund(t.db, player.id, 1_000_000n)
  await ensureIssues(t.db, new Date(), drawSealingKey(t.appSecret))
  const [first] = await draws.openIssues(t.db, 'FAST_VN1', new Date(Date.now() + 5000), 1)
  drawId = first!.id
  drawAt = first!.drawAt
  const placed = await t.app.inject({
    method: 'POST',
    url: '/lgw/bets',
    headers: bearer(player.token),
    payload: {
      gameCode: 'FAST_VN1',
      drawId: String(drawId),
      bets: [
        { playType: 'lo2', numbers: ['07', '42'], points: 1 },
        { playType: 'de', numbers: ['24'], stake: '10.00' },
      ],
    },
  })
  expect(placed.statusCode, placed.body).toBe(200)
}, 120_000)
afterAll(() => closeCheckingBooks(t))

const lotteryDays = () =>
  sql<{ product: string; betCount: number; stake: bigint; win: bigint }>`
    SELECT product, bet_count, stake, win FROM report_game_days WHERE vendor_code = 'lottery' AND game_code = 'FAST_VN1'`
    .execute(t.db)
    .then((r) => r.rows)

describe('lottery bets in the report rollups', () => {
  it('count nothing before the draw settles, then once at its settlement, losers marked or not', async () => {
    await foldReportRollups(t.db)
    expect(await lotteryDays()).toEqual([])
    await drawDue(t.db, drawAt, drawSealingKey(t.appSecret))
    expect((await settleDraw(t.db, drawId, { now: drawAt })).settled).toBe(true)
    expect((await foldReportRollups(t.db)).days).toBeGreaterThan(0)
    const { rows } = await sql<{ n: number; cost: bigint; won: bigint }>`
      SELECT count(*)::int AS n, sum(cost)::bigint AS cost, coalesce(sum(payout) FILTER (WHERE status = 'won'), 0)::bigint AS won
      FROM lottery_bets WHERE draw_id = ${drawId}`.execute(t.db)
    const expected = [{ product: 'LOTT', betCount: rows[0]!.n, stake: rows[0]!.cost, win: rows[0]!.won }]
    expect(await lotteryDays()).toEqual(expected)
    await markLosers(t.db, drawId, new Date())
    await foldReportRollups(t.db)
    expect(await lotteryDays()).toEqual(expected)
  })
})
