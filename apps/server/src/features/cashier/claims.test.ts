import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../test/accounts'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'
import { payer, walletAndHold, withdraw, type Payer } from '../../test/withdrawals'

/** Decision 052's claims: one operator holds a queue item; the others see who and are refused. */

type Operator = Awaited<ReturnType<typeof operatorSession>>
let t: TestApp
let alice: Operator
let bob: Operator
let aliceName: string
beforeAll(async () => {
  t = await createTestApp()
  alice = await operatorSession(t, null, ['finance'])
  bob = await operatorSession(t, null, ['finance'])
  aliceName = (
    await t.db.selectFrom('operators').select('username').where('id', '=', alice.operatorId).executeTakeFirstOrThrow()
  ).username
})
afterAll(() => closeCheckingBooks(t))

type Method = 'GET' | 'POST' | 'DELETE'
const call = (who: Operator, method: Method, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) })
const claimW = (who: Operator, id: string) => call(who, 'POST', `/wps/operator/cashier/withdrawals/${id}/claim`)
const releaseW = (who: Operator, id: string) => call(who, 'DELETE', `/wps/operator/cashier/withdrawals/${id}/claim`)
const approveW = (who: Operator, id: string) => call(who, 'POST', `/wps/operator/withdrawals/${id}/approve`)
const rejectW = (who: Operator, id: string) =>
  call(who, 'POST', `/wps/operator/withdrawals/${id}/reject`, { reason: 'not this time' })
const codeOf = (res: { statusCode: number; json(): { code?: string } }) =>
  res.statusCode === 200 ? 'ok' : (res.json().code ?? String(res.statusCode))

let seq = 0
async function pendingWithdrawal(amount = '50.00'): Promise<{ who: Payer; id: string }> {
  const who = await payer(t, 100_000n)
  const res = await withdraw(t, who, amount, `claims-${++seq}`)
  if (res.statusCode !== 200) throw new Error(res.body)
  return { who, id: res.json().value.id }
}

async function pendingDeposit(amount = '100.00'): Promise<{ who: Payer; id: string }> {
  const who = await payer(t, 0n)
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/member/deposit/bank-transfer',
    headers: { ...bearer(who.token), 'idempotency-key': `claims-dep-${++seq}` },
    payload: { channelCode: 'BANK_TRANSFER', amount, reference: 'MBB 1234' },
  })
  if (res.statusCode !== 200) throw new Error(res.body)
  return { who, id: res.json().value.id }
}

const auditActions = async (target: string) =>
  (await t.db.selectFrom('auditLog').select('action').where('target', '=', target).orderBy('id').execute()).map(
    (row) => row.action,
  )

describe('claims on withdrawals', () => {
  it('claims for 15 minutes, names the holder to others, and refuses their decisions until released', async () => {
    const { id } = await pendingWithdrawal()
    const claimed = await claimW(alice, id)
    expect(claimed.statusCode).toBe(200)
    const claim = claimed.json().value
    expect(claim).toMatchObject({ kind: 'withdrawal', itemId: id, operatorId: alice.operatorId, username: aliceName })
    const minutes = (Date.parse(claim.expiresAt) - Date.parse(claim.claimedAt)) / 60_000
    expect(minutes).toBeCloseTo(15, 3)

    const taken = await claimW(bob, id)
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({ code: 'claimed_by_other', details: [{ path: '/claim' }] })
    expect(taken.json().details[0].message).toContain(aliceName)
    expect(codeOf(await approveW(bob, id))).toBe('claimed_by_other')
    expect(codeOf(await rejectW(bob, id))).toBe('claimed_by_other')
    expect(
      (await t.db.selectFrom('withdrawals').select('status').where('id', '=', BigInt(id)).executeTakeFirstOrThrow())
        .status,
    ).toBe('pending')

    // The queue row shows who holds it, to everyone.
    const list = await call(bob, 'GET', `/wps/operator/withdrawals?status=pending&pageSize=100`)
    const row = list.json().value.content.find((r: { id: string }) => r.id === id)
    expect(row.claim).toMatchObject({ username: aliceName, expiresAt: claim.expiresAt })

    // Claiming again renews the holder's own claim; the other's release changes nothing.
    expect((await claimW(alice, id)).statusCode).toBe(200)
    expect((await releaseW(bob, id)).json().value).toEqual({ released: false })
    expect((await releaseW(alice, id)).json().value).toEqual({ released: true })
    expect((await approveW(bob, id)).statusCode).toBe(200)
    expect(await auditActions(`withdrawal:${id}`)).toEqual([
      'cashier.claim',
      'cashier.claim',
      'cashier.release',
      'withdrawal.approve',
    ])
  })

  it('lets anyone act on an unclaimed item, and the action takes the claim', async () => {
    const { id } = await pendingWithdrawal()
    expect((await rejectW(bob, id)).statusCode).toBe(200)
    const row = await t.db
      .selectFrom('cashierClaims')
      .selectAll()
      .where('itemKind', '=', 'withdrawal')
      .where('itemId', '=', BigInt(id))
      .executeTakeFirstOrThrow()
    expect(row.operatorId).toBe(bob.operatorId)
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000)
    // A decided item is no longer claimable.
    expect(codeOf(await claimW(alice, id))).toBe('withdrawal_state_invalid')
  })

  it('a lapsed claim no longer holds the item', async () => {
    const { id } = await pendingWithdrawal()
    expect((await claimW(alice, id)).statusCode).toBe(200)
    await t.db
      .updateTable('cashierClaims')
      .set({ claimedAt: new Date(Date.now() - 20 * 60_000), expiresAt: new Date(Date.now() - 60_000) })
      .where('itemKind', '=', 'withdrawal')
      .where('itemId', '=', BigInt(id))
      .execute()
    const list = await call(alice, 'GET', `/wps/operator/withdrawals?status=pending&pageSize=100`)
    expect(list.json().value.content.find((r: { id: string }) => r.id === id).claim).toBeNull()
    expect((await claimW(bob, id)).json().value.operatorId).toBe(bob.operatorId)
    expect(codeOf(await approveW(alice, id))).toBe('claimed_by_other')
  })

  it('answers not found for an unknown item and refuses a role without the review permission', async () => {
    expect(codeOf(await claimW(alice, '987654321'))).toBe('not_found')
    const risk = await operatorSession(t, null, ['risk'])
    const { id } = await pendingWithdrawal()
    expect(codeOf(await claimW(risk, id))).toBe('forbidden')
  })
})

describe('claims on deposits', () => {
  it('refuses another operator’s approval while claimed, then credits once for the holder', async () => {
    const { who, id } = await pendingDeposit('120.00')
    const claimed = await call(alice, 'POST', `/wps/operator/cashier/deposits/${id}/claim`)
    expect(claimed.json().value).toMatchObject({ kind: 'deposit', itemId: id, username: aliceName })
    expect(codeOf(await call(bob, 'POST', `/wps/operator/deposits/${id}/approve`))).toBe('claimed_by_other')
    expect(codeOf(await call(bob, 'POST', `/wps/operator/deposits/${id}/reject`, { reason: 'no' }))).toBe(
      'claimed_by_other',
    )
    expect((await walletAndHold(t, who.id)).main).toBe(0n)
    const list = await call(bob, 'GET', `/wps/operator/deposits?status=pending&pageSize=100`)
    expect(list.json().value.content.find((r: { id: string }) => r.id === id).claim.username).toBe(aliceName)

    expect((await call(alice, 'POST', `/wps/operator/deposits/${id}/approve`)).statusCode).toBe(200)
    expect((await walletAndHold(t, who.id)).main).toBe(12_000n)
    expect(codeOf(await call(bob, 'POST', `/wps/operator/cashier/deposits/${id}/claim`))).toBe('deposit_closed')
    expect(await auditActions(`deposit:${id}`)).toEqual(['cashier.claim', 'deposit.approve'])
  })
})

describe('claims under concurrency', () => {
  it('ten operators claiming one item at once: exactly one holds it', async () => {
    const operators = await Promise.all(Array.from({ length: 10 }, () => operatorSession(t, null, ['finance'])))
    const { id } = await pendingWithdrawal()
    const answers = await Promise.all(operators.map((op) => claimW(op, id)))
    const codes = answers.map(codeOf).sort()
    expect(codes).toEqual(['ok', ...Array(9).fill('claimed_by_other')].sort())
    const winner = answers.find((res) => res.statusCode === 200)?.json().value.operatorId
    const rows = await t.db.selectFrom('cashierClaims').selectAll().where('itemId', '=', BigInt(id)).execute()
    expect(rows.map((row) => row.operatorId)).toEqual([winner])
  })

  it('two operators approving an unclaimed withdrawal at once: exactly one pays, once', async () => {
    for (let round = 0; round < 3; round++) {
      const { who, id } = await pendingWithdrawal('60.00')
      const answers = await Promise.all([approveW(alice, id), approveW(bob, id), rejectW(bob, id)])
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1)
      for (const res of answers.filter((r) => r.statusCode !== 200))
        expect(['claimed_by_other', 'withdrawal_state_invalid']).toContain(codeOf(res))
      const postings = await t.db
        .selectFrom('ledgerTransactions')
        .select('kind')
        .where('externalRef', '=', id)
        .execute()
      expect(postings).toHaveLength(2)
      expect((await walletAndHold(t, who.id)).hold).toBe(0n)
    }
  })
})
