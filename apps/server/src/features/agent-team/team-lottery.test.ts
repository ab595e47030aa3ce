import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../test/accounts'
import { agentGet, demoMerchant, fund, settledRound, teamAccount, type TeamAccount } from '../../test/agents'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { accept, writeOffer } from '../agent-contract/contract.service'
import { periodOf, type Period } from '@sea/rules'
import { computeBill, settleKind } from '../agent-settlement/settlement.service'
import { drawDue, drawSealingKey, ensureIssues } from '../lottery/lottery-draw/draw.service'
import * as draws from '../lottery/lottery-draw/draw.repository'
import { markLosers, settleDraw } from '../lottery/lottery-settle/settle.service'
import { foldTeamRollup } from './rollup.service'

/**
 * Lottery bets in every agent figure (decision 027): real slips placed over HTTP, a real draw
 * drawn and settled (its losers left open, then marked a day later), a chase stopped by its
 * player (its cancelled bets were never played: they count nowhere, as a rolled-back round); the
 * team's game rounds beside them. Overview (from the rollup and from the raw rows), user profit
 * and loss, team betting and a daily salary all count both.
 */
let t: TestApp
let boss: TeamAccount, lead: TeamAccount, p1: TeamAccount, p2: TeamAccount, p3: TeamAccount
let timezone: string
let draw: { id: bigint; drawAt: Date }
let drawDay: Period
const cents = (minor: bigint): string =>
  minor < 0n ? `-${cents(-minor)}` : `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`
// No odds quoted: the slips take the merchant's current terms, and the expected figures are read
// from the bets as placed and settled (cost, status, payout), not from a price list.
const lo2 = (numbers: string[]) => ({ playType: 'lo2', numbers, points: 1 })

/** A member's lottery bets as the lottery wrote them: cost of all, of the drawn issue, refunded, won. */
async function lottery(memberId: bigint) {
  const { rows } = await sql<{ cost: bigint; drawn: bigint; refunded: bigint; won: bigint }>`
    SELECT coalesce(sum(cost), 0)::bigint AS cost, coalesce(sum(cost) FILTER (WHERE status <> 'cancelled'), 0)::bigint AS drawn,
      coalesce(sum(cost) FILTER (WHERE status = 'cancelled'), 0)::bigint AS refunded, coalesce(sum(payout) FILTER (WHERE status = 'won'), 0)::bigint AS won
    FROM lottery_bets WHERE member_id = ${memberId}`.execute(t.db)
  return rows[0]!
}

beforeAll(async () => {
  t = await createTestApp()
  timezone = (await t.db.selectFrom('merchants').select('timezone').orderBy('id').executeTakeFirstOrThrow()).timezone
  boss = await teamAccount(t, null, true)
  lead = await teamAccount(t, boss, true)
  p1 = await teamAccount(t, lead, false)
  p2 = await teamAccount(t, lead, false)
  p3 = await teamAccount(t, boss, false)
  for (const p of [p2, p3]) await fund(t.db, p.id, 1_000_000n)
  await ensureIssues(t.db, new Date(), drawSealingKey(t.appSecret))
  const [first] = await draws.openIssues(t.db, 'FAST_VN1', new Date(Date.now() + 5000), 1)
  draw = first!
  drawDay = periodOf('daily', timezone, draw.drawAt)
  const place = (who: TeamAccount, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/lgw/bets',
      headers: bearer(who.token),
      payload: { gameCode: 'FAST_VN1', drawId: String(draw.id), ...body },
    })
  expect(
    (await place(p2, { bets: [lo2(['07', '42']), { playType: 'de', numbers: ['24'], stake: '10.00' }] })).statusCode,
  ).toBe(200)
  const chase = await place(p3, { bets: [lo2(['13'])], chase: { issues: 3, stopOnWin: false } })
  expect(chase.statusCode).toBe(200)
  await settledRound(t.db, p1.id, draw.drawAt, 10_000n, 0n)
  await drawDue(t.db, draw.drawAt, drawSealingKey(t.appSecret))
  expect((await settleDraw(t.db, draw.id, { now: draw.drawAt })).settled).toBe(true)
  // p3 stops the chase: its two later issues are cancelled and refunded.
  const cancel = await t.app.inject({
    method: 'POST',
    url: `/lgw/chases/${chase.json().value.chaseId}/cancel`,
    headers: bearer(p3.token),
  })
  expect(cancel.json().value).toEqual({ cancelled: 2, refunded: cents((await lottery(p3.id)).refunded) })
}, 120_000)
afterAll(() => closeCheckingBooks(t))

describe('lottery bets in the agent figures', () => {
  // The site's whole days (a week up to the draw's day), and a range ending inside a day (raw rows).
  const wholeDays = () =>
    `from=${periodOf('daily', timezone, new Date(Date.now() - 6 * 86_400_000)).start.toISOString()}&to=${drawDay.end.toISOString()}`
  const rolling = () =>
    `from=${new Date(Date.now() - 7 * 86_400_000).toISOString()}&to=${new Date(draw.drawAt.getTime() + 60_000).toISOString()}`

  it('shows game rounds and lottery bets in the overview, from the rollup and from the raw rows alike', async () => {
    const [b2, b3] = [await lottery(p2.id), await lottery(p3.id)]
    expect(b3.refunded * 3n).toBe(b3.cost * 2n)
    const payout = b2.won + b3.won
    const stake = 10_000n + b2.cost + b3.drawn
    const expected = {
      betCount: 4, // a round, p2's two bets, p3's settled one (its two cancelled bets were never played)
      activeMembers: 3,
      stake: cents(stake),
      validBet: cents(10_000n + b2.drawn + b3.drawn),
      payout: cents(payout),
      profitLoss: cents(payout - stake),
    }
    const open = await t.db
      .selectFrom('lotteryBets')
      .select('id')
      .where('drawId', '=', draw.id)
      .where('status', '=', 'open')
      .execute()
    expect(open.length).toBeGreaterThan(0) // the losers still read open: they count as lost at the draw's time
    const tail = (await agentGet(t, boss, `/wps/agent/team/overview?${wholeDays()}`)).json().value
    expect(tail).toMatchObject(expected)
    expect((await foldTeamRollup(t.db)).draws).toBeGreaterThan(0)
    expect((await agentGet(t, boss, `/wps/agent/team/overview?${wholeDays()}`)).json().value).toEqual(tail)
    expect((await agentGet(t, boss, `/wps/agent/team/overview?${rolling()}`)).json().value).toMatchObject(expected)
    const leadView = (await agentGet(t, lead, `/wps/agent/team/overview?${wholeDays()}`)).json().value
    expect(leadView).toMatchObject({ betCount: 3, activeMembers: 2, validBet: cents(10_000n + b2.drawn) })
  })

  it('counts them in user profit and loss and lists them in team betting with the same filters', async () => {
    const [b2, b3] = [await lottery(p2.id), await lottery(p3.id)]
    const pl = (await agentGet(t, boss, `/wps/agent/team/profit-loss?${rolling()}`)).json().value
    const row = (who: TeamAccount) => pl.content.find((r: { username: string }) => r.username === who.username)
    expect(row(p2)).toMatchObject({
      betCount: 2,
      stake: cents(b2.cost),
      validBet: cents(b2.cost),
      payout: cents(b2.won),
    })
    expect(row(p3)).toMatchObject({
      betCount: 1,
      stake: cents(b3.drawn),
      validBet: cents(b3.drawn),
      payout: cents(b3.won),
    })
    expect(row(p1)).toMatchObject({ betCount: 1, stake: '100.00' })

    const bets = async (query: string) =>
      (await agentGet(t, boss, `/wps/agent/team/bets?${rolling()}${query}`)).json().value
    const all = await bets('')
    expect(all.totalElements).toBe(6)
    expect(all.totals).toMatchObject({
      stake: cents(10_000n + b2.cost + b3.cost),
      validBet: cents(10_000n + b2.drawn + b3.drawn),
    })
    const lotto = await bets('&gameType=LOTT')
    expect(lotto.content.map((b: { username: string }) => b.username).sort()).toEqual(
      [p2.username, p2.username, p3.username, p3.username, p3.username].sort(),
    )
    expect(
      lotto.content.every(
        (b: { gameCode: string; roundId: string }) => b.gameCode === 'FAST_VN1' && b.roundId.startsWith('LOTTO-'),
      ),
    ).toBe(true)
    const one = cents(b3.refunded / 2n)
    expect((await bets('&status=rolled_back')).content).toEqual([
      expect.objectContaining({ username: p3.username, stake: one, validBet: '0.00', win: one, profit: '0.00' }),
      expect.objectContaining({ username: p3.username, stake: one, validBet: '0.00', win: one, profit: '0.00' }),
    ])
    expect((await bets(`&status=settled&username=${p2.username}`)).totalElements).toBe(2)
    expect((await bets('&gameType=RNG')).content).toEqual([
      expect.objectContaining({ username: p1.username, vendor: 'TESTV' }),
    ])
  })

  it('pays a daily salary on them, and a closed day computes the same before and after the losers are marked', async () => {
    const merchantId = (await demoMerchant(t.db)).id
    const tiers = [{ betAmount: '1.00', rate: '1.00' }]
    const offered = await writeOffer(
      t.db,
      merchantId,
      null,
      boss.id,
      'daily_salary',
      { tiers },
      new Date(drawDay.start.getTime() - 7_200_000),
    )
    await accept(t.db, boss.id, 'daily_salary', offered, new Date(drawDay.start.getTime() - 3_600_000))
    const contract = await t.db
      .selectFrom('agentContracts')
      .select('tiers')
      .where('id', '=', offered)
      .executeTakeFirstOrThrow()
    const before = await computeBill(t.db, 'daily_salary', boss.id, contract.tiers, drawDay)
    const overviewBefore = (await agentGet(t, boss, `/wps/agent/team/overview?${wholeDays()}`)).json().value
    // The losers are marked a day after the draw: their settled_at says so, their figures do not move.
    await markLosers(t.db, draw.id, new Date(draw.drawAt.getTime() + 86_400_000))
    expect(
      await t.db
        .selectFrom('lotteryBets')
        .select('id')
        .where('drawId', '=', draw.id)
        .where('status', '=', 'open')
        .execute(),
    ).toEqual([])
    expect(await computeBill(t.db, 'daily_salary', boss.id, contract.tiers, drawDay)).toEqual(before)
    expect((await agentGet(t, boss, `/wps/agent/team/overview?${wholeDays()}`)).json().value).toEqual(overviewBefore)
    await foldTeamRollup(t.db)
    expect((await agentGet(t, boss, `/wps/agent/team/overview?${wholeDays()}`)).json().value).toEqual(overviewBefore)

    await settleKind(t.db, 'daily_salary', new Date(drawDay.end.getTime() + 120_000))
    const bills = await t.db
      .selectFrom('agentBills')
      .select(['amount', 'status', 'periodStart', 'computation'])
      .where('agentId', '=', boss.id)
      .execute()
    // 1.00% of the day's valid bet: the round's and the drawn issue's lottery bets.
    const validBet = 10_000n + (await lottery(p2.id)).drawn + (await lottery(p3.id)).drawn
    expect(bills).toEqual([
      expect.objectContaining({ amount: validBet / 100n, status: 'paid', periodStart: drawDay.start }),
    ])
    expect(bills[0]!.computation).toMatchObject({ validBet: String(validBet), betCount: before.detail.betCount })
  })
})
