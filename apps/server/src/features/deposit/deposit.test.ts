import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyAuditChain } from '../../audit/audit'
import { bearer, registeredMember } from '../../test/accounts'
import { otherMerchant } from '../../test/home'
import { closeCheckingBooks, ledgerCounts, TEST_ENGINE } from '../../test/ledger-fixtures'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let operator: { operatorId: number; headers: Record<string, string> }
const OPERATOR_IP = '203.0.113.7'

beforeAll(async () => {
  t = await createTestApp()
  operator = await operatorSession(t)
})
afterAll(() => closeCheckingBooks(t))

let keySeq = 0
const newKey = () => `dep-key-${++keySeq}-${Date.now()}`

async function member() {
  const m = await registeredMember(t)
  return { ...m, headers: bearer(m.token) }
}
type Member = Awaited<ReturnType<typeof member>>

const submit = (m: Member, body: Record<string, unknown>, key: string | null = newKey()) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/deposit/bank-transfer',
    headers: { ...m.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { channelCode: 'BANK_TRANSFER', reference: 'MBB 889120', ...body },
  })
const decide = (id: string, action: 'approve' | 'reject', reason?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/wps/operator/deposits/${id}/${action}`,
    headers: operator.headers,
    remoteAddress: OPERATOR_IP,
    ...(reason === undefined ? {} : { payload: { reason } }),
  })
const balance = async (m: Member) =>
  (await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: m.headers })).json().value.sumBalance
const depositRow = (id: string) =>
  t.db.selectFrom('deposits').selectAll().where('id', '=', BigInt(id)).executeTakeFirstOrThrow()

describe('bank-transfer deposits', () => {
  it('lists the enabled channels with their limits and the receiving account', async () => {
    const m = await member()
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/deposit/channels', headers: m.headers })
    expect(res.json().value.channels).toEqual([
      {
        code: 'BANK_TRANSFER',
        type: 'bank_transfer',
        displayName: 'Bank transfer',
        currency: 'MYR',
        minAmount: '30.00',
        maxAmount: '50000.00',
        receivingAccount: {
          bankName: 'Demo Bank Berhad',
          accountName: 'Lotus Play Demo Sdn Bhd',
          accountNumber: '000-111-222-333',
        },
      },
      {
        code: 'ONLINE_PAYMENT',
        type: 'gateway',
        displayName: 'Online payment',
        currency: 'MYR',
        minAmount: '10.00',
        maxAmount: '30000.00',
        receivingAccount: null,
      },
    ])
  })

  it('stays pending until an operator approves it, then credits the wallet once', async () => {
    const m = await member()
    const key = newKey()
    const first = await submit(m, { amount: '250.50' }, key)
    expect(first.statusCode).toBe(200)
    const deposit = first.json().value
    expect(deposit).toMatchObject({
      channelCode: 'BANK_TRANSFER',
      amount: '250.50',
      currency: 'MYR',
      status: 'pending',
      reference: 'MBB 889120',
      firstDeposit: false,
    })
    expect((await submit(m, { amount: '250.50' }, key)).json().value.id).toBe(deposit.id)
    expect((await submit(m, { amount: '99.00' }, key)).json().code).toBe('idempotency_conflict')
    expect((await submit(m, { amount: '99.00' }, null)).json().code).toBe('validation_failed')
    expect(await balance(m)).toBe('0.00')

    const listed = await t.app.inject({
      method: 'GET',
      url: `/wps/operator/deposits?status=pending&memberId=${m.id}`,
      headers: operator.headers,
    })
    expect(listed.json().value).toMatchObject({
      totalElements: 1,
      content: [{ id: deposit.id, username: m.username, memberId: String(m.id), status: 'pending' }],
    })

    const approved = await decide(deposit.id, 'approve')
    expect(approved.statusCode).toBe(200)
    expect(approved.json().value).toMatchObject({
      id: deposit.id,
      status: 'approved',
      firstDeposit: true,
      decidedBy: String(operator.operatorId),
    })
    expect(await balance(m)).toBe('250.50')

    const row = await depositRow(deposit.id)
    const posting = await t.db
      .selectFrom('ledgerTransactions')
      .selectAll()
      .where('id', '=', row.ledgerTransactionId ?? 0n)
      .executeTakeFirstOrThrow()
    expect(posting).toMatchObject({ kind: 'deposit', externalRef: deposit.id, idempotencyKey: `deposit:${deposit.id}` })
    const entries = await t.db
      .selectFrom('ledgerEntries as e')
      .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
      .select(['a.kind', 'e.amount'])
      .where('e.transactionId', '=', posting.id)
      .orderBy('e.amount')
      .execute()
    expect(entries).toEqual([
      { kind: 'payment_clearing', amount: -25050n },
      { kind: 'member_main', amount: 25050n },
    ])

    const before = await ledgerCounts(t.db)
    for (const again of [await decide(deposit.id, 'approve'), await decide(deposit.id, 'reject', 'late')]) {
      expect(again.statusCode).toBe(409)
      expect(again.json().code).toBe('deposit_closed')
    }
    expect(await ledgerCounts(t.db)).toEqual(before)
    expect(await balance(m)).toBe('250.50')

    const mine = await t.app.inject({
      method: 'GET',
      url: '/wps/member/deposit/records?status=approved',
      headers: m.headers,
    })
    expect(mine.json().value).toMatchObject({
      totalElements: 1,
      content: [{ id: deposit.id, status: 'approved', firstDeposit: true }],
    })
    const records = await t.app.inject({ method: 'GET', url: '/wps/relay/ODSFE2_MemTransDet', headers: m.headers })
    expect(records.json().value.content[0]).toMatchObject({ type: 'deposit', amount: '250.50', balanceAfter: '250.50' })
  })

  it('moves no money on a reject, and an approval after it is refused', async () => {
    const m = await member()
    const deposit = (await submit(m, { amount: '100.00' })).json().value
    const before = await ledgerCounts(t.db)
    expect((await decide(deposit.id, 'reject', '   ')).json().code).toBe('validation_failed')
    const rejected = await decide(deposit.id, 'reject', 'No matching transfer on the statement')
    expect(rejected.json().value).toMatchObject({
      status: 'rejected',
      rejectReason: 'No matching transfer on the statement',
      firstDeposit: false,
    })
    expect((await decide(deposit.id, 'approve')).json().code).toBe('deposit_closed')
    expect((await decide(deposit.id, 'reject', 'again')).json().code).toBe('deposit_closed')
    expect(await ledgerCounts(t.db)).toEqual(before)
    expect(await balance(m)).toBe('0.00')
    expect((await depositRow(deposit.id)).ledgerTransactionId).toBeNull()
    expect((await decide('999999999', 'approve')).json().code).toBe('not_found')
  })

  it('marks the first credited deposit of a member, once', async () => {
    const m = await member()
    const early = (await submit(m, { amount: '50.00' })).json().value
    const late = (await submit(m, { amount: '60.00' })).json().value
    const third = (await submit(m, { amount: '70.00' })).json().value
    // The first one credited counts, not the first one submitted.
    expect((await decide(late.id, 'approve')).json().value.firstDeposit).toBe(true)
    expect((await decide(early.id, 'approve')).json().value.firstDeposit).toBe(false)
    expect((await decide(third.id, 'approve')).json().value.firstDeposit).toBe(false)
    const marked = await t.db
      .selectFrom('deposits')
      .select('id')
      .where('memberId', '=', m.id)
      .where('firstDeposit', '=', true)
      .execute()
    expect(marked.map((r) => String(r.id))).toEqual([late.id])
    expect(await balance(m)).toBe('180.00')
  })

  it('holds amounts to the channel’s minimum and maximum and refuses unknown or disabled channels', async () => {
    const m = await member()
    for (const amount of ['29.99', '50000.01', '0']) {
      const res = await submit(m, { amount })
      expect(res.statusCode, amount).toBe(400)
      expect(res.json()).toMatchObject({
        code: 'amount_out_of_range',
        details: [
          { path: '/body/amount', message: 'min 30.00' },
          { path: '/body/amount', message: 'max 50000.00' },
        ],
      })
    }
    expect((await submit(m, { amount: '30.00' })).json().value.status).toBe('pending')
    expect((await submit(m, { amount: '50000.00' })).json().value.status).toBe('pending')
    expect((await submit(m, { amount: '10.001' })).json().code).toBe('validation_failed')
    expect((await submit(m, { amount: '100.00', channelCode: 'NO_SUCH' })).json().code).toBe(
      'deposit_channel_unavailable',
    )
    expect((await submit(m, { amount: '100.00', channelCode: 'ONLINE_PAYMENT' })).json().code).toBe(
      'deposit_channel_unavailable',
    )
    await t.db.updateTable('depositChannels').set({ enabled: false }).where('code', '=', 'BANK_TRANSFER').execute()
    try {
      expect((await submit(m, { amount: '100.00' })).json().code).toBe('deposit_channel_unavailable')
      const channels = await t.app.inject({ method: 'GET', url: '/wps/member/deposit/channels', headers: m.headers })
      expect(channels.json().value.channels.map((c: { code: string }) => c.code)).toEqual(['ONLINE_PAYMENT'])
    } finally {
      await t.db.updateTable('depositChannels').set({ enabled: true }).where('code', '=', 'BANK_TRANSFER').execute()
    }
    const gateway = await t.app.inject({
      method: 'POST',
      url: '/wps/member/deposit/gateway',
      headers: { ...m.headers, 'idempotency-key': newKey() },
      payload: { channelCode: 'ONLINE_PAYMENT', amount: '100.00' },
    })
    // This app was built without a gateway.
    expect(gateway.json().code).toBe('deposit_channel_unavailable')
  })

  it('audits every decision with the operator, the address, and the state before and after', async () => {
    const m = await member()
    const a = (await submit(m, { amount: '40.00' })).json().value
    const b = (await submit(m, { amount: '41.00' })).json().value
    await decide(a.id, 'approve')
    await decide(b.id, 'reject', 'Duplicate slip')
    const rows = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('target', 'in', [`deposit:${a.id}`, `deposit:${b.id}`])
      .orderBy('id')
      .execute()
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({
      actorKind: 'operator',
      actorId: String(operator.operatorId),
      ip: OPERATOR_IP,
      action: 'deposit.approve',
      before: { status: 'pending', amount: '40.00', ledgerTransactionId: null },
      after: {
        status: 'approved',
        amount: '40.00',
        firstDeposit: true,
        ledgerTransactionId: expect.stringMatching(/^\d+$/),
      },
    })
    expect(rows[1]).toMatchObject({
      action: 'deposit.reject',
      before: { status: 'pending', rejectReason: null },
      after: { status: 'rejected', rejectReason: 'Duplicate slip', ledgerTransactionId: null },
    })
    expect(rows[0]?.at).toBeInstanceOf(Date)
    expect((await verifyAuditChain(t.db)).ok).toBe(true)
  })

  it('keeps members out of the operator calls and operators to their merchant', async () => {
    const m = await member()
    const deposit = (await submit(m, { amount: '45.00' })).json().value
    expect(
      (await t.app.inject({ method: 'POST', url: `/wps/operator/deposits/${deposit.id}/approve`, headers: m.headers }))
        .statusCode,
    ).toBe(403)
    const foreign = await operatorSession(t, await otherMerchant(t, 'deposit-other.test'))
    const approve = await t.app.inject({
      method: 'POST',
      url: `/wps/operator/deposits/${deposit.id}/approve`,
      headers: foreign.headers,
    })
    expect(approve.json().code).toBe('not_found')
    const list = await t.app.inject({ method: 'GET', url: '/wps/operator/deposits', headers: foreign.headers })
    expect(list.json().value.totalElements).toBe(0)
    expect((await depositRow(deposit.id)).status).toBe('pending')
  })

  // PGlite has one connection, so nothing there really runs at once (see ledger.races.test.ts).
  it.skipIf(TEST_ENGINE !== 'postgres')(
    'credits once when operators approve the same deposit at the same moment',
    async () => {
      const m = await member()
      const deposit = (await submit(m, { amount: '500.00' })).json().value
      const results = await Promise.all(Array.from({ length: 8 }, () => decide(deposit.id, 'approve')))
      const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code)).sort()
      expect(codes).toEqual([
        'deposit_closed',
        'deposit_closed',
        'deposit_closed',
        'deposit_closed',
        'deposit_closed',
        'deposit_closed',
        'deposit_closed',
        'ok',
      ])
      expect(await balance(m)).toBe('500.00')
      const postings = await t.db
        .selectFrom('ledgerTransactions')
        .select('id')
        .where('kind', '=', 'deposit')
        .where('externalRef', '=', deposit.id)
        .execute()
      expect(postings).toHaveLength(1)
    },
  )
})
