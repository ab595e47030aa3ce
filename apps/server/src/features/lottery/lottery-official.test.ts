import { createFairStream } from '@sea/engines/fair'
import { vietnam } from '@sea/engines/lottery'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { type Bettor, balanceOfMember, drawAuditActions, fundedBettor } from '../../test/lottery-fixtures'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'
import { drawDue, drawSealingKey, ensureIssues } from './lottery-draw/draw.service'
import * as draws from './lottery-draw/draw.repository'
import { refundVoidDraw } from './lottery-settle/settle.service'
import { settleDue } from './lottery-settle/settle-job.service'

let t: TestApp
let merchantId: number
const currency = 'MYR'
let bob: Bettor
let carol: Bettor
let opA: Awaited<ReturnType<typeof operatorSession>>
let opB: Awaited<ReturnType<typeof operatorSession>>
const now = new Date()
/** Issues still open a few seconds from now (the cut-off of the first one may pass while the app starts). */
const soon = () => new Date(Date.now() + 5000)

const post = (url: string, payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers })
const place = async (who: Bettor, body: object) => {
  const res = await post('/lgw/bets', body, who.headers)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}
const balance = (who: Bettor) => balanceOfMember(t.db, merchantId, currency, who.memberId)
/** Time passes: the draw's cut-off and draw time move into the past. */
const closeNow = (id: bigint) =>
  t.db
    .updateTable('lotteryDraws')
    .set({ closeAt: new Date(Date.now() - 60_000), drawAt: new Date(Date.now() - 30_000) })
    .where('id', '=', id)
    .execute()

beforeAll(async () => {
  t = await createTestApp()
  merchantId = (await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id
  bob = await fundedBettor(t, merchantId, currency)
  carol = await fundedBettor(t, merchantId, currency)
  opA = await operatorSession(t)
  opB = await operatorSession(t)
  await ensureIssues(t.db, now, drawSealingKey(t.appSecret))
})
afterAll(() => closeCheckingBooks(t))

describe('official results', () => {
  it('are entered by one operator and confirmed by a second before settlement', async () => {
    const issue = (await draws.openIssues(t.db, 'VN_SOUTH', soon(), 1))[0]!
    expect(issue.stations.length).toBeGreaterThanOrEqual(3)
    const main = issue.stations[0]!.code
    await place(bob, {
      gameCode: 'VN_SOUTH',
      drawId: String(issue.id),
      bets: [{ playType: 'lo2', numbers: ['07', '42'], stake: '1.00' }],
    })
    const before = await balance(bob)
    const url = (what: string) => `/wps/operator/lottery/draws/${issue.id}/${what}`
    const stream = createFairStream({ serverSeed: 'ab'.repeat(32), clientSeed: 'test', nonce: 1 })
    const sheets = issue.stations.map((s) => vietnam.drawResult(stream, 'south', s.code))

    expect((await post(url('result'), { result: { sheets } }, opA.headers)).json().code).toBe('draw_state_invalid') // not closed yet
    await closeNow(issue.id)
    expect((await post(url('result'), { result: { sheets: sheets.slice(1) } }, opA.headers)).json().code).toBe(
      'result_invalid',
    )
    const bad = structuredClone(sheets)
    bad[0]!.prizes.G8 = ['123']
    expect((await post(url('result'), { result: { sheets: bad } }, opA.headers)).json().code).toBe('result_invalid')
    const entered = await post(url('result'), { result: { sheets } }, opA.headers)
    expect(entered.statusCode, entered.body).toBe(200)
    expect(entered.json().value).toMatchObject({ state: 'entered', enteredBy: opA.operatorId, betCount: 1 })
    const sheetHash = entered.json().value.enteredHash
    expect((await post(url('confirm'), { sheetHash }, opA.headers)).json().code).toBe('second_operator_required')
    expect((await post(url('reject'), { reason: 'typo in G4' }, opB.headers)).json().value.state).toBe('closed')
    expect((await post(url('confirm'), { sheetHash }, opB.headers)).json().code).toBe('draw_state_invalid')
    await post(url('result'), { result: { sheets } }, opA.headers)
    await settleDue(t.db, new Date())
    expect((await draws.findDraw(t.db, issue.id))!.state).toBe('entered') // nothing settles before confirmation
    const confirmed = await post(url('confirm'), { sheetHash }, opB.headers)
    expect(confirmed.json().value).toMatchObject({ state: 'drawn', confirmedBy: opB.operatorId })
    await settleDue(t.db, new Date())

    const counts = vietnam.prepareResult(sheets).stations.get(main)!.counts.get('lo2')!
    const hits = (counts.get('07') ?? 0) + (counts.get('42') ?? 0)
    expect(await balance(bob)).toBe(before + BigInt(hits) * 7500n)
    // The day drew several stations: the bet names the one it was on.
    const mine = (
      await t.app.inject({ method: 'GET', url: `/lgw/bets?drawId=${issue.id}`, headers: bob.headers })
    ).json().value
    expect(mine.content[0]).toMatchObject({ stations: [main], stationNames: [issue.stations[0]!.name] })
    const list = await t.app.inject({
      method: 'GET',
      url: '/wps/operator/lottery/draws?state=settled',
      headers: opA.headers,
    })
    expect(list.json().value.content[0]).toMatchObject({ drawId: String(issue.id), state: 'settled', stakes: '28.80' })
    expect(await drawAuditActions(t.db, issue.id)).toEqual([
      'lottery.result_entered',
      'lottery.result_rejected',
      'lottery.result_entered',
      'lottery.result_confirmed',
    ])
  })

  it('cannot be entered for in-house draws, nor by members', async () => {
    const fast = (await draws.openIssues(t.db, 'FAST_VN1', soon(), 1))[0]!
    expect((await post(`/wps/operator/lottery/draws/${fast.id}/result`, { result: {} }, opA.headers)).json().code).toBe(
      'draw_state_invalid',
    )
    expect((await post(`/wps/operator/lottery/draws/${fast.id}/void`, { reason: 'x' }, bob.headers)).statusCode).toBe(
      403,
    )
  })
})

describe('voiding a draw', () => {
  it('refunds every stake exactly once', async () => {
    const issue = (await draws.openIssues(t.db, 'FAST_VN5', soon(), 1))[0]!
    const [b0, c0] = [await balance(bob), await balance(carol)]
    await place(bob, {
      gameCode: 'FAST_VN5',
      drawId: String(issue.id),
      bets: [{ playType: 'de', numbers: ['01', '02'], stake: '5.00' }],
    })
    await place(carol, {
      gameCode: 'FAST_VN5',
      drawId: String(issue.id),
      bets: [{ playType: 'xien2', numbers: ['10', '20'], stake: '3.00' }],
    })
    expect(await balance(bob)).toBe(b0 - 1000n)
    await post(`/wps/operator/lottery/draws/${issue.id}/void`, { reason: 'feed failure' }, opA.headers)
    const res = await post(`/wps/operator/lottery/draws/${issue.id}/void/approve`, {}, opB.headers)
    expect(res.json().value.state).toBe('void')
    expect([await balance(bob), await balance(carol)]).toEqual([b0, c0])
    await refundVoidDraw(t.db, issue.id, new Date())
    await settleDue(t.db, new Date())
    await drawDue(t.db, issue.drawAt, drawSealingKey(t.appSecret)) // a void draw is never drawn
    expect([await balance(bob), await balance(carol)]).toEqual([b0, c0])
    expect(
      (await post(`/wps/operator/lottery/draws/${issue.id}/void`, { reason: 'again' }, opA.headers)).json().code,
    ).toBe('draw_state_invalid')
    const bets = await t.db
      .selectFrom('lotteryBets')
      .select(['status', 'payout', 'cost'])
      .where('drawId', '=', issue.id)
      .execute()
    expect(bets.every((b) => b.status === 'void' && b.payout === b.cost)).toBe(true)
  })
})

describe('chase bets', () => {
  it('debits every issue now, stops after a win when asked, and refunds what is left', async () => {
    const [first] = await draws.openIssues(t.db, 'PK10_1', soon(), 1)
    const before = await balance(carol)
    // Big and small on the champion + runner-up sum: one of them wins every draw.
    const slip = await place(carol, {
      gameCode: 'PK10_1',
      drawId: String(first!.id),
      chase: { issues: 4, stopOnWin: true },
      bets: [
        { playType: 'gy_big_small', numbers: ['big'], stake: '1.00' },
        { playType: 'gy_big_small', numbers: ['small'], stake: '1.00' },
      ],
    })
    expect(slip.bets.length).toBe(8)
    expect(new Set(slip.bets.map((b: { drawId: string }) => b.drawId)).size).toBe(4)
    expect(await balance(carol)).toBe(before - 800n)
    await drawDue(t.db, first!.drawAt, drawSealingKey(t.appSecret))
    await settleDue(t.db, first!.drawAt)
    const bets = await t.db
      .selectFrom('lotteryBets')
      .select(['drawId', 'status', 'payout'])
      .where('chaseId', '=', BigInt(slip.chaseId))
      .execute()
    const won = bets.filter((b) => b.drawId === first!.id && b.status === 'won')
    expect(won.length).toBe(1)
    expect(bets.filter((b) => b.drawId !== first!.id).every((b) => b.status === 'cancelled')).toBe(true)
    expect(await balance(carol)).toBe(before - 200n + won[0]!.payout!)
    const cancel = await post(`/lgw/chases/${slip.chaseId}/cancel`, {}, carol.headers)
    expect(cancel.json().value).toEqual({ cancelled: 0, refunded: '0.00' })
  })

  it('can be stopped by the member', async () => {
    const [first] = await draws.openIssues(t.db, 'K3_1', soon(), 1)
    const before = await balance(bob)
    const slip = await place(bob, {
      gameCode: 'K3_1',
      drawId: String(first!.id),
      chase: { issues: 3, stopOnWin: false },
      bets: [{ playType: 'sum', numbers: ['10'], stake: '1.00' }],
    })
    const cancel = await post(`/lgw/chases/${slip.chaseId}/cancel`, {}, bob.headers)
    expect(cancel.json().value).toEqual({ cancelled: 3, refunded: '3.00' })
    expect(await balance(bob)).toBe(before)
    expect((await post(`/lgw/chases/${slip.chaseId}/cancel`, {}, carol.headers)).json().code).toBe('not_found')
  })
})
