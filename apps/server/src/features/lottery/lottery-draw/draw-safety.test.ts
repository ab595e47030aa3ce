import { createHash } from 'node:crypto'
import { commitOf, createFairStream } from '@sea/engines/fair'
import { vietnam } from '@sea/engines/lottery'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeCheckingBooks } from '../../../test/ledger-fixtures'
import { type Bettor, balanceOfMember, drawAuditActions, fundedBettor } from '../../../test/lottery-fixtures'
import { operatorSession } from '../../../test/operators'
import { createTestApp, type TestApp } from '../../../test/test-app'
import * as draws from './draw.repository'
import { drawDue, drawSealingKey, ensureIssues } from './draw.service'

// Issue 17, items 2 and 7 (decision 036): shared draws belong to the installation's operators,
// confirmations name the sheet, voids take two operators; in-house results cannot be known early.
let t: TestApp
let merchantId: number
const currency = 'MYR'
let bob: Bettor
type Operator = Awaited<ReturnType<typeof operatorSession>>
let opA: Operator
let opB: Operator
let brandOp: Operator
const key = () => drawSealingKey(t.appSecret)
const soon = () => new Date(Date.now() + 5000)

const post = (url: string, payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers })
const desk = (id: bigint, what: string) => `/wps/operator/lottery/draws/${id}/${what}`
const balance = (who: Bettor) => balanceOfMember(t.db, merchantId, currency, who.memberId)
const closeNow = (id: bigint) =>
  t.db
    .updateTable('lotteryDraws')
    .set({ closeAt: new Date(Date.now() - 60_000), drawAt: new Date(Date.now() - 30_000) })
    .where('id', '=', id)
    .execute()
const place = async (gameCode: string, drawId: bigint, bets: object[]) => {
  const res = await post('/lgw/bets', { gameCode, drawId: String(drawId), bets }, bob.headers)
  expect(res.statusCode, res.body).toBe(200)
}

/** A closed southern draw (several stations a day) and two different sheets for it. */
async function closedOfficialDraw(index: number) {
  const issue = (await draws.openIssues(t.db, 'VN_SOUTH', soon(), 6))[index]!
  await closeNow(issue.id)
  const sheet = (n: number) => {
    const stream = createFairStream({ serverSeed: String(n).repeat(64).slice(0, 64), clientSeed: 'sheet', nonce: 1 })
    return { sheets: issue.stations.map((s) => vietnam.drawResult(stream, 'south', s.code)) }
  }
  return { issue, first: sheet(1), second: sheet(2) }
}

beforeAll(async () => {
  t = await createTestApp()
  merchantId = (await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id
  bob = await fundedBettor(t, merchantId, currency)
  opA = await operatorSession(t)
  opB = await operatorSession(t)
  brandOp = await operatorSession(t, merchantId)
  await ensureIssues(t.db, new Date(), key())
})
afterAll(() => closeCheckingBooks(t))

describe('shared draws', () => {
  it('refuse a brand operator and admit an installation-wide one', async () => {
    const { issue, first } = await closedOfficialDraw(0)
    for (const [what, body] of [
      ['result', { result: first }],
      ['confirm', { sheetHash: 'a'.repeat(64) }],
      ['reject', { reason: 'x' }],
      ['void', { reason: 'x' }],
      ['void/approve', {}],
    ] as const) {
      const res = await post(desk(issue.id, what), body, brandOp.headers)
      expect([what, res.statusCode, res.json().code]).toEqual([what, 403, 'forbidden'])
    }
    expect((await draws.findDraw(t.db, issue.id))!.state).toBe('open')
    const entered = await post(desk(issue.id, 'result'), { result: first }, opA.headers)
    expect(entered.json().value).toMatchObject({ state: 'entered', enteredBy: opA.operatorId })
  })

  it('are confirmed only by naming the hash of the entered sheet', async () => {
    const { issue, first } = await closedOfficialDraw(1)
    const entered = (await post(desk(issue.id, 'result'), { result: first }, opA.headers)).json().value
    expect(entered.enteredResult).toEqual({ kind: 'vietnam', sheets: first.sheets })
    expect(entered.enteredHash).toMatch(/^[0-9a-f]{64}$/)
    // The desk's list shows the same sheet and hash to the second operator.
    const listed = (
      await t.app.inject({
        method: 'GET',
        url: '/wps/operator/lottery/draws?state=entered&gameCode=VN_SOUTH',
        headers: opB.headers,
      })
    ).json().value.content
    expect(listed.find((d: { drawId: string }) => d.drawId === String(issue.id))).toMatchObject({
      enteredHash: entered.enteredHash,
    })
    const wrong = await post(desk(issue.id, 'confirm'), { sheetHash: 'f'.repeat(64) }, opB.headers)
    expect([wrong.statusCode, wrong.json().code]).toEqual([409, 'result_sheet_changed'])
    expect((await post(desk(issue.id, 'confirm'), {}, opB.headers)).json().code).toBe('validation_failed')
    expect((await post(desk(issue.id, 'confirm'), { sheetHash: entered.enteredHash }, opA.headers)).json().code).toBe(
      'second_operator_required',
    )
    const confirmed = await post(desk(issue.id, 'confirm'), { sheetHash: entered.enteredHash }, opB.headers)
    expect(confirmed.json().value).toMatchObject({
      state: 'drawn',
      confirmedBy: opB.operatorId,
      result: { kind: 'vietnam', sheets: first.sheets },
    })
  })

  it('reset their confirmation when a sheet is entered over another', async () => {
    const { issue, first, second } = await closedOfficialDraw(2)
    const reviewed = (await post(desk(issue.id, 'result'), { result: first }, opA.headers)).json().value.enteredHash
    const replaced = (await post(desk(issue.id, 'result'), { result: second }, opA.headers)).json().value
    expect(replaced.enteredHash).not.toBe(reviewed)
    expect((await post(desk(issue.id, 'confirm'), { sheetHash: reviewed }, opB.headers)).json().code).toBe(
      'result_sheet_changed',
    )
    // Entered over by the would-be confirmer: that operator is now the enterer and cannot confirm.
    const byB = (await post(desk(issue.id, 'result'), { result: first }, opB.headers)).json().value
    expect(byB).toMatchObject({ enteredBy: opB.operatorId, enteredHash: reviewed })
    expect((await post(desk(issue.id, 'confirm'), { sheetHash: reviewed }, opB.headers)).json().code).toBe(
      'second_operator_required',
    )
    expect((await post(desk(issue.id, 'confirm'), { sheetHash: reviewed }, opA.headers)).json().value).toMatchObject({
      state: 'drawn',
      confirmedBy: opA.operatorId,
    })
    expect(await drawAuditActions(t.db, issue.id)).toEqual([
      'lottery.result_entered',
      'lottery.result_entered',
      'lottery.result_entered',
      'lottery.result_confirmed',
    ])
  })

  it('are voided only once a second operator approves, then every stake is refunded', async () => {
    const issue = (await draws.openIssues(t.db, 'FAST_VN5', soon(), 1))[0]!
    const before = await balance(bob)
    await place('FAST_VN5', issue.id, [{ playType: 'de', numbers: ['01', '02'], stake: '5.00' }])
    const asked = await post(desk(issue.id, 'void'), { reason: 'feed failure' }, opA.headers)
    expect(asked.json().value).toMatchObject({
      state: 'open',
      voidRequestedBy: opA.operatorId,
      voidReason: 'feed failure',
    })
    expect(await balance(bob)).toBe(before - 1000n) // nothing refunded yet
    expect((await post(desk(issue.id, 'void'), { reason: 'again' }, opB.headers)).json().code).toBe(
      'draw_state_invalid',
    )
    expect((await post(desk(issue.id, 'void/approve'), {}, opA.headers)).json().code).toBe('second_operator_required')
    const approved = await post(desk(issue.id, 'void/approve'), {}, opB.headers)
    expect(approved.json().value).toMatchObject({ state: 'void' })
    expect(await balance(bob)).toBe(before)
    expect((await post(desk(issue.id, 'void/approve'), {}, opA.headers)).json().code).toBe('draw_state_invalid')
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'actorId'])
      .where('target', '=', `lottery_draw:${issue.id}`)
      .orderBy('id')
      .execute()
    expect(audit).toEqual([
      { action: 'lottery.void_requested', actorId: String(opA.operatorId) },
      { action: 'lottery.draw_voided', actorId: String(opB.operatorId) },
    ])
  })
})

/** The digest of decision 036, recomputed here from the bet rows. */
async function digestOfBets(drawId: bigint): Promise<{ digest: string; count: number }> {
  const bets = await t.db
    .selectFrom('lotteryBets')
    .select(['id', 'slipId', 'memberId', 'playType', 'selection', 'cost'])
    .where('drawId', '=', drawId)
    .orderBy('id')
    .execute()
  const text = bets.map((b) => `${b.id}|${b.slipId}|${b.memberId}|${b.playType}|${b.selection}|${b.cost}\n`).join('')
  return { digest: createHash('sha256').update(text, 'utf8').digest('hex'), count: bets.length }
}
const fastSheet = (serverSeed: string, clientSeed: string, nonce: number) => ({
  kind: 'vietnam',
  sheets: [vietnam.drawResult(createFairStream({ serverSeed, clientSeed, nonce }), 'north', 'FAST')],
})

describe('in-house draws', () => {
  it('keep no plaintext seed before the cut-off, and draw from the bets digest published with the result', async () => {
    const issue = (await draws.openIssues(t.db, 'FAST_VN1', soon(), 1))[0]!
    await place('FAST_VN1', issue.id, [
      { playType: 'de', numbers: ['24'], stake: '10.00' },
      { playType: 'lo2', numbers: ['07'], points: 1 },
    ])
    // Everything the database holds about the draw before its cut-off.
    const atRest = (await draws.findDraw(t.db, issue.id))!
    expect(atRest).toMatchObject({ fairVersion: 2, serverSeed: null, clientSeed: null, betsDigest: null })
    expect(atRest.serverSeedSealed).not.toMatch(/^[0-9a-f]{64}$/)

    expect(await drawDue(t.db, issue.drawAt, key())).toBeGreaterThan(0)
    const fair = (await t.app.inject({ method: 'GET', url: `/lgw/draws/${issue.id}/fair` })).json().value
    expect(JSON.stringify(atRest, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(
      fair.serverSeed,
    )
    const bets = await digestOfBets(issue.id)
    expect(fair).toMatchObject({
      version: 2,
      seedHash: atRest.seedHash,
      betsDigest: bets.digest,
      betCount: 2,
      clientSeed: `FAST_VN1:${issue.issueNo}:${bets.digest}`,
    })
    // The published inputs recompute the published result...
    expect(commitOf(fair.serverSeed)).toBe(fair.seedHash)
    expect(fair.result).toEqual(fastSheet(fair.serverSeed, fair.clientSeed, fair.nonce))
    // ...which the bets decide too: without them, or with other bets, the seed draws another sheet.
    expect(fair.result).not.toEqual(fastSheet(fair.serverSeed, `FAST_VN1:${issue.issueNo}`, fair.nonce))
    expect(fair.result).not.toEqual(
      fastSheet(
        fair.serverSeed,
        `FAST_VN1:${issue.issueNo}:${createHash('sha256').update('').digest('hex')}`,
        fair.nonce,
      ),
    )
  })

  it('seeded before decision 036 keep drawing by their own formula', async () => {
    const issue = (await draws.openIssues(t.db, 'FAST_VN1', soon(), 3))[2]!
    const seed = 'c3'.repeat(32)
    await t.db
      .updateTable('lotteryDraws')
      .set({
        fairVersion: 1,
        serverSeed: seed,
        serverSeedSealed: null,
        seedHash: commitOf(seed),
        clientSeed: `FAST_VN1:${issue.issueNo}`,
      })
      .where('id', '=', issue.id)
      .execute()
    await place('FAST_VN1', issue.id, [{ playType: 'de', numbers: ['24'], stake: '10.00' }])
    await drawDue(t.db, issue.drawAt, key())
    const fair = (await t.app.inject({ method: 'GET', url: `/lgw/draws/${issue.id}/fair` })).json().value
    expect(fair).toMatchObject({
      version: 1,
      serverSeed: seed,
      clientSeed: `FAST_VN1:${issue.issueNo}`,
      betsDigest: null,
    })
    expect(fair.result).toEqual(fastSheet(seed, `FAST_VN1:${issue.issueNo}`, fair.nonce))
  })
})
