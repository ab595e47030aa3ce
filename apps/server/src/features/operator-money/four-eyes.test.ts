import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerViolations } from '../../ledger/invariants'
import { registeredMember } from '../../test/accounts'
import { otherMerchant } from '../../test/home'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'
import { merchantIdOf, payer, walletAndHold, withdraw } from '../../test/withdrawals'

// Four eyes on money (docs/decisions/041-four-eyes-on-money.md), over the operator API with two
// operators of one brand (A and B), an installation-wide one (root) and one of another brand.
type Ops = Awaited<ReturnType<typeof operatorSession>>
let t: TestApp
let merchantId: number
let a: Ops
let b: Ops
let root: Ops
let foreign: Ops
beforeAll(async () => {
  t = await createTestApp()
  merchantId = await merchantIdOf(t)
  const otherBrand = await otherMerchant(t, 'four-eyes-other.test')
  ;[a, b, root, foreign] = [
    await operatorSession(t, merchantId),
    await operatorSession(t, merchantId),
    await operatorSession(t),
    await operatorSession(t, otherBrand),
  ]
})
afterAll(() => closeCheckingBooks(t))

const thresholdsUrl = () => `/wps/operator/merchants/${merchantId}/money-thresholds`
const setThresholds = (body: Record<string, string | null>, who = root) =>
  t.app.inject({ method: 'PUT', url: thresholdsUrl(), headers: who.headers, payload: body })
const adjust = (who: Ops, memberId: bigint, body: Record<string, unknown>, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `/wps/operator/members/${memberId}/adjustments`,
    headers: { ...who.headers, 'idempotency-key': key },
    payload: body,
  })
const approve = (who: Ops, id: string) =>
  t.app.inject({ method: 'POST', url: `/wps/operator/money-requests/${id}/approve`, headers: who.headers })
const reject = (who: Ops, id: string, reason = 'not agreed') =>
  t.app.inject({
    method: 'POST',
    url: `/wps/operator/money-requests/${id}/reject`,
    headers: who.headers,
    payload: { reason },
  })
const list = (who: Ops, query = '') =>
  t.app.inject({ method: 'GET', url: `/wps/operator/money-requests${query}`, headers: who.headers })
const credit = (amount: string, type = 'adjustment') => ({ direction: 'credit', amount, reason: 'goodwill', type })
const mainBalance = async (memberId: bigint) => (await walletAndHold(t, memberId)).main
const newMember = async () => (await registeredMember(t)).id
const booksHold = async () => expect(await ledgerViolations(t.db)).toEqual([])
const postingsOf = (requestId: string) =>
  t.db
    .selectFrom('ledgerTransactions')
    .select(['id', 'metadata'])
    .where('externalRef', '=', `operator-request:${requestId}`)
    .execute()

describe('thresholds', () => {
  it('start at the platform defaults; only installation-wide operators change them, audited', async () => {
    const read = await t.app.inject({ method: 'GET', url: thresholdsUrl(), headers: a.headers })
    expect(read.json().value).toEqual({
      merchantId,
      currency: 'MYR',
      adjustmentCredit: '1000.00',
      adjustmentDebit: null,
      bonus: '1000.00',
      isDefault: true,
    })
    const body = { adjustmentCredit: '100.00', adjustmentDebit: '100.00', bonus: '50.00' }
    const byBrand = await setThresholds(body, a)
    expect(byBrand.statusCode).toBe(403)
    expect(byBrand.json().code).toBe('forbidden')
    expect((await setThresholds(body, foreign)).json().code).toBe('not_found')
    expect((await setThresholds({ ...body, bonus: '-1.00' })).json().code).toBe('validation_failed')
    const set = await setThresholds(body)
    expect(set.json().value).toEqual({ merchantId, currency: 'MYR', ...body, isDefault: false })
    expect(
      (await t.app.inject({ method: 'GET', url: thresholdsUrl(), headers: b.headers })).json().value,
    ).toMatchObject(body)
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'actorId', 'before', 'after'])
      .where('target', '=', `merchant:${merchantId}`)
      .execute()
    expect(audit).toEqual([
      {
        action: 'merchant.money_thresholds',
        actorId: String(root.operatorId),
        before: expect.objectContaining({ isDefault: true }),
        after: expect.objectContaining(body),
      },
    ])
  })
})

describe('above the threshold', () => {
  it('moves no money until a second operator approves; the requester cannot approve', async () => {
    const id = await newMember()
    const asked = await adjust(a, id, credit('150.00'), 'four-eyes-01')
    expect(asked.statusCode).toBe(200)
    const value = asked.json().value
    expect(value).toEqual({
      state: 'pending',
      requestId: expect.any(String),
      transactionId: null,
      currency: 'MYR',
      balanceBefore: null,
      balanceAfter: null,
      replayed: false,
    })
    expect(await mainBalance(id)).toBe(0n)
    expect((await adjust(a, id, credit('150.00'), 'four-eyes-01')).json().value).toEqual({ ...value, replayed: true })
    expect((await adjust(a, id, credit('150.01'), 'four-eyes-01')).json().code).toBe('idempotency_conflict')

    const pending = (await list(b, '?status=pending')).json().value.content
    expect(pending).toContainEqual(
      expect.objectContaining({
        id: value.requestId,
        memberId: String(id),
        amount: '150.00',
        status: 'pending',
        requestedBy: a.operatorId,
      }),
    )
    expect((await list(foreign)).json().value.content).toEqual([])
    expect((await approve(foreign, value.requestId)).json().code).toBe('not_found')

    const own = await approve(a, value.requestId)
    expect(own.statusCode).toBe(409)
    expect(own.json().code).toBe('second_operator_required')
    expect(await mainBalance(id)).toBe(0n)

    const approved = await approve(b, value.requestId)
    expect(approved.statusCode).toBe(200)
    expect(approved.json().value).toMatchObject({
      replayed: false,
      request: { status: 'approved', decidedBy: b.operatorId, transactionId: expect.any(String) },
    })
    expect(await mainBalance(id)).toBe(15_000n)
    expect((await adjust(a, id, credit('150.00'), 'four-eyes-01')).json().value).toMatchObject({
      state: 'approved',
      transactionId: approved.json().value.request.transactionId,
      replayed: true,
    })
    expect((await postingsOf(value.requestId)).map((row) => row.metadata)).toEqual([
      {
        reason: 'goodwill',
        operatorId: String(a.operatorId),
        approvedBy: String(b.operatorId),
        requestId: value.requestId,
      },
    ])
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'actorId'])
      .where('target', '=', `member:${id}`)
      .orderBy('id')
      .execute()
    expect(audit).toEqual([
      { action: 'member.adjustment_requested', actorId: String(a.operatorId) },
      { action: 'member.adjustment_approved', actorId: String(b.operatorId) },
    ])
    await booksHold()
  })

  it('posts once when approved twice at the same time', async () => {
    const id = await newMember()
    const requestId = (await adjust(a, id, credit('250.00'), 'four-eyes-02')).json().value.requestId
    const answers = await Promise.all([approve(b, requestId), approve(root, requestId), approve(b, requestId)])
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200])
    expect(answers.map((res) => res.json().value.replayed).sort()).toEqual([false, true, true])
    expect(new Set(answers.map((res) => res.json().value.request.transactionId)).size).toBe(1)
    expect(await postingsOf(requestId)).toHaveLength(1)
    expect(await mainBalance(id)).toBe(25_000n)
    await booksHold()
  })

  it('rejected, moves nothing and can no longer be approved; the requester may withdraw a request', async () => {
    const id = await newMember()
    const requestId = (await adjust(a, id, credit('60.00', 'bonus'), 'four-eyes-03')).json().value.requestId
    const rejected = await reject(b, requestId, 'no promotion for this')
    expect(rejected.json().value).toMatchObject({
      replayed: false,
      request: {
        status: 'rejected',
        decidedBy: b.operatorId,
        decisionReason: 'no promotion for this',
        transactionId: null,
      },
    })
    expect((await reject(root, requestId)).json().value.replayed).toBe(true)
    const late = await approve(root, requestId)
    expect(late.statusCode).toBe(409)
    expect(late.json().code).toBe('money_request_state_invalid')
    expect((await adjust(a, id, credit('60.00', 'bonus'), 'four-eyes-03')).json().value).toMatchObject({
      state: 'rejected',
      transactionId: null,
      replayed: true,
    })
    const withdrawn = (await adjust(a, id, credit('70.00', 'bonus'), 'four-eyes-04')).json().value.requestId
    expect((await reject(a, withdrawn, 'typo')).json().value.request).toMatchObject({
      status: 'rejected',
      decidedBy: a.operatorId,
    })
    expect(await mainBalance(id)).toBe(0n)
    expect(await postingsOf(requestId)).toEqual([])
    await booksHold()
  })

  it('waits for a debit above its threshold too, and an approval finding too little money changes nothing', async () => {
    const id = await newMember()
    expect((await adjust(a, id, credit('100.00'), 'four-eyes-05')).json().value.state).toBe('posted')
    const requestId = (
      await adjust(
        a,
        id,
        { direction: 'debit', amount: '100.01', reason: 'correction', type: 'adjustment' },
        'four-eyes-06',
      )
    ).json().value.requestId
    const short = await approve(b, requestId)
    expect(short.json().code).toBe('insufficient_funds')
    expect((await list(b, `?memberId=${id}`)).json().value.content).toMatchObject([
      { id: requestId, status: 'pending' },
    ])
    expect(await mainBalance(id)).toBe(10_000n)
    await booksHold()
  })
})

describe('at or below the threshold', () => {
  it('posts at once, as before', async () => {
    const id = await newMember()
    expect((await adjust(a, id, credit('100.00'), 'four-eyes-07')).json().value).toMatchObject({
      state: 'posted',
      requestId: null,
      balanceBefore: '0.00',
      balanceAfter: '100.00',
    })
    expect((await adjust(a, id, credit('50.00', 'bonus'), 'four-eyes-08')).json().value).toMatchObject({
      state: 'posted',
      balanceAfter: '150.00',
    })
    expect(
      (
        await adjust(
          a,
          id,
          { direction: 'debit', amount: '100.00', reason: 'correction', type: 'adjustment' },
          'four-eyes-09',
        )
      ).json().value,
    ).toMatchObject({ state: 'posted', balanceAfter: '50.00' })
    expect(await t.db.selectFrom('moneyRequests').select('id').where('memberId', '=', id).execute()).toEqual([])
    // A retry after the threshold fell below the posted amount is still the same posting, never a second credit.
    await setThresholds({ adjustmentCredit: '10.00', adjustmentDebit: '100.00', bonus: '50.00' })
    expect((await adjust(a, id, credit('100.00'), 'four-eyes-07')).json().value).toMatchObject({
      state: 'posted',
      replayed: true,
    })
    await setThresholds({ adjustmentCredit: '100.00', adjustmentDebit: '100.00', bonus: '50.00' })
    expect(await mainBalance(id)).toBe(5_000n)
    await booksHold()
  })
})

describe('withdrawal approval', () => {
  const approveWithdrawal = (who: Ops, id: string) =>
    t.app.inject({ method: 'POST', url: `/wps/operator/withdrawals/${id}/approve`, headers: who.headers })

  it('is refused to an operator who credited the member by hand today, directly or as a request’s approver', async () => {
    const who = await payer(t)
    expect((await adjust(a, who.id, credit('10.00'), 'four-eyes-10')).json().value.state).toBe('posted')
    const requestId = (await adjust(root, who.id, credit('200.00', 'bonus'), 'four-eyes-11')).json().value.requestId
    expect((await approve(b, requestId)).json().value.request.status).toBe('approved')

    const first = (await withdraw(t, who, '50.00', 'four-eyes-wd-1')).json().value.id
    for (const credited of [a, b, root]) {
      const refused = await approveWithdrawal(credited, first)
      expect(refused.statusCode).toBe(409)
      expect(refused.json().code).toBe('approver_credited_member')
    }
    expect((await walletAndHold(t, who.id)).hold).toBe(5_000n)
    const other = await operatorSession(t, merchantId)
    expect((await approveWithdrawal(other, first)).json().value.status).toBe('disbursed')
    await booksHold()
  })

  it('is not refused for credits to another member, or a request that was rejected', async () => {
    const who = await payer(t)
    await adjust(a, await newMember(), credit('10.00'), 'four-eyes-12')
    const requestId = (await adjust(a, who.id, credit('300.00'), 'four-eyes-13')).json().value.requestId
    await reject(b, requestId)
    const id = (await withdraw(t, who, '50.00', 'four-eyes-wd-2')).json().value.id
    expect((await approveWithdrawal(a, id)).json().value.status).toBe('disbursed')
    await booksHold()
  })
})
