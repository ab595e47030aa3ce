import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureAccount, transfer } from '../../ledger/ledger'
import { registeredMember } from '../../test/accounts'
import { otherMerchant } from '../../test/home'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'
import { closeCheckingBooks } from '../../test/ledger-fixtures'

let t: TestApp
let merchantId: number
let otherMerchantId: number
let ops: Awaited<ReturnType<typeof operatorSession>>
beforeAll(async () => {
  t = await createTestApp()
  merchantId = (await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id
  otherMerchantId = await otherMerchant(t, 'other.test')
  ops = await operatorSession(t)
})
afterAll(() => closeCheckingBooks(t))

const newMember = async () => (await registeredMember(t)).id

const adjust = (memberId: bigint, body: Record<string, unknown>, key: string | null, headers = ops.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/wps/operator/members/${memberId}/adjustments`,
    headers: { ...headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
  })
const credit = (amount: string, reason = 'goodwill') => ({ direction: 'credit', amount, reason, type: 'adjustment' })
const debit = (amount: string, reason = 'correction') => ({ direction: 'debit', amount, reason, type: 'adjustment' })
const walletView = (memberId: bigint, query = '', headers = ops.headers) =>
  t.app.inject({ method: 'GET', url: `/wps/operator/members/${memberId}/wallet${query}`, headers })
const snapshot = (ids: readonly bigint[], headers = ops.headers) =>
  t.app.inject({ method: 'GET', url: `/wps/operator/wallets?memberIds=${ids.join(',')}`, headers })
const auditRows = (memberId: bigint) =>
  t.db
    .selectFrom('auditLog')
    .select(['action', 'actorKind', 'actorId', 'merchantId', 'ip', 'before', 'after'])
    .where('target', '=', `member:${memberId}`)
    .orderBy('id')
    .execute()

describe('manual adjustments', () => {
  it('credit and debit once per key, refuse an overdraft and a reused key, and audit each action', async () => {
    const id = await newMember()
    const first = await adjust(id, credit('100.00'), 'adj-key-0001')
    expect(first.json()).toEqual({
      success: true,
      value: {
        state: 'posted',
        requestId: null,
        transactionId: expect.any(String),
        currency: 'MYR',
        balanceBefore: '0.00',
        balanceAfter: '100.00',
        replayed: false,
      },
    })
    const again = await adjust(id, credit('100.00'), 'adj-key-0001')
    expect(again.json().value).toEqual({ ...first.json().value, replayed: true })
    for (const changed of [
      credit('100.01'),
      credit('100.00', 'other reason'),
      debit('100.00'),
      { ...credit('100.00'), type: 'bonus' },
    ]) {
      const reused = await adjust(id, changed, 'adj-key-0001')
      expect(reused.statusCode, JSON.stringify(changed)).toBe(409)
      expect(reused.json().code).toBe('idempotency_conflict')
    }
    // The same key from another operator is that operator's own request.
    const second = await operatorSession(t)
    expect((await adjust(id, credit('1.00'), 'adj-key-0001', second.headers)).json().value).toMatchObject({
      balanceBefore: '100.00',
      balanceAfter: '101.00',
    })

    const overdraft = await adjust(id, debit('101.01'), 'adj-key-0002')
    expect(overdraft.statusCode).toBe(409)
    expect(overdraft.json().code).toBe('insufficient_funds')
    const taken = await adjust(id, debit('101.00'), 'adj-key-0002')
    expect(taken.json().value).toMatchObject({ balanceBefore: '101.00', balanceAfter: '0.00', replayed: false })

    const audit = await auditRows(id)
    expect(audit.map((row) => [row.action, row.actorId, row.before, row.after?.balance])).toEqual([
      ['member.adjustment', String(ops.operatorId), { balance: '0.00', currency: 'MYR' }, '100.00'],
      ['member.adjustment', String(second.operatorId), { balance: '100.00', currency: 'MYR' }, '101.00'],
      ['member.adjustment', String(ops.operatorId), { balance: '101.00', currency: 'MYR' }, '0.00'],
    ])
    expect(audit[2]).toMatchObject({
      actorKind: 'operator',
      merchantId,
      ip: '127.0.0.1',
      after: {
        balance: '0.00',
        currency: 'MYR',
        direction: 'debit',
        amount: '101.00',
        reason: 'correction',
        transactionId: taken.json().value.transactionId,
      },
    })
  })

  it('credit a bonus from promotions, never debit one', async () => {
    const id = await newMember()
    const bonus = await adjust(
      id,
      { direction: 'credit', amount: '25.50', reason: 'Welcome bonus', type: 'bonus' },
      'bonus-key-01',
    )
    expect(bonus.json().value).toMatchObject({ balanceBefore: '0.00', balanceAfter: '25.50' })
    const refused = await adjust(
      id,
      { direction: 'debit', amount: '1.00', reason: 'no', type: 'bonus' },
      'bonus-key-02',
    )
    expect(refused.json()).toMatchObject({ code: 'validation_failed', details: [{ path: '/body/direction' }] })
    const tx = await t.db
      .selectFrom('ledgerTransactions')
      .select(['kind', 'metadata'])
      .where('id', '=', BigInt(bonus.json().value.transactionId))
      .executeTakeFirstOrThrow()
    expect(tx).toEqual({
      kind: 'bonus',
      metadata: { reason: 'Welcome bonus', operatorId: String(ops.operatorId), bonusType: 'manual' },
    })
    const promotions = await ensureAccount(t.db, { merchantId, currency: 'MYR', kind: 'promotions' })
    const fromPromotions = await t.db
      .selectFrom('ledgerEntries')
      .select('amount')
      .where('transactionId', '=', BigInt(bonus.json().value.transactionId))
      .where('accountId', '=', promotions)
      .executeTakeFirst()
    expect(fromPromotions?.amount).toBe(-2550n)
    expect((await auditRows(id)).map((row) => row.action)).toEqual(['member.bonus'])
  })

  it('refuse bad input with a 400 and write nothing', async () => {
    const id = await newMember()
    const cases: [Record<string, unknown>, string | null][] = [
      [credit('10.00'), null],
      [credit('10.00'), 'short'],
      [credit('0.00'), 'bad-input-01'],
      [credit('10.001'), 'bad-input-02'],
      [credit('-5.00'), 'bad-input-03'],
      [credit('10.00', ''), 'bad-input-04'],
      [credit('10.00', 'x'.repeat(201)), 'bad-input-05'],
      [{ ...credit('10.00'), direction: 'sideways' }, 'bad-input-06'],
      [{ ...credit('10.00'), type: 'deposit' }, 'bad-input-07'],
      [{ direction: 'credit', amount: '10.00', type: 'adjustment' }, 'bad-input-08'],
    ]
    for (const [body, key] of cases) {
      const res = await adjust(id, body, key)
      expect(res.statusCode, `${JSON.stringify(body)} ${key}`).toBe(400)
      expect(res.json().code).toBe('validation_failed')
    }
    expect((await adjust(id, credit('10.00', 'x'.repeat(200)), 'bad-input-09')).statusCode).toBe(200)
    expect(await auditRows(id)).toHaveLength(1)
    expect((await adjust(999_999_999n, credit('10.00'), 'bad-input-10')).json().code).toBe('not_found')
    // Ids beyond bigint are refused by the schema, never a database error.
    const huge = 9_999_999_999_999_999_999n
    for (const res of [
      await adjust(huge, credit('10.00'), 'bad-input-11'),
      await walletView(huge),
      await snapshot([id, huge]),
    ]) {
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('validation_failed')
    }
  })
})

describe('operator scope', () => {
  it('lets an operator of one merchant see and act on that merchant’s members only', async () => {
    const id = await newMember()
    const own = await operatorSession(t, merchantId)
    const foreign = await operatorSession(t, otherMerchantId)
    expect((await adjust(id, credit('5.00'), 'scope-key-1', own.headers)).statusCode).toBe(200)
    for (const res of [
      await adjust(id, credit('5.00'), 'scope-key-2', foreign.headers),
      await walletView(id, '', foreign.headers),
      await snapshot([id], foreign.headers),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.json().code).toBe('not_found')
    }
    expect((await walletView(id, '', own.headers)).json().value.wallets).toMatchObject([
      { kind: 'member_main', balance: '5.00' },
    ])
    expect((await snapshot([id], own.headers)).json().value.totals).toEqual([{ currency: 'MYR', sum: '5.00' }])
    expect(await auditRows(id)).toHaveLength(1)
  })
})

describe('member wallet view', () => {
  it('lists the wallets and pages their entries newest first, with the reason in the summary', async () => {
    const id = await newMember()
    expect((await walletView(id)).json().value).toMatchObject({
      currency: 'MYR',
      wallets: [],
      entries: { content: [], totalElements: 0, totalPages: 1 },
    })
    for (let i = 1; i <= 5; i++) await adjust(id, credit(`${i}.00`, `credit ${i}`), `view-key-${i}0000`)
    const page1 = (await walletView(id, '?pageSize=2')).json().value
    expect(page1.member).toEqual({ id: String(id), username: expect.any(String), merchantId, status: 'active' })
    expect(page1.wallets).toEqual([
      { accountId: expect.any(String), kind: 'member_main', vendor: null, balance: '15.00' },
    ])
    expect(page1.entries).toMatchObject({ pageNum: 1, totalPages: 3, totalElements: 5 })
    expect(
      page1.entries.content.map((e: { amount: string; balanceAfter: string }) => [e.amount, e.balanceAfter]),
    ).toEqual([
      ['5.00', '15.00'],
      ['4.00', '10.00'],
    ])
    expect(page1.entries.content[0]).toMatchObject({
      kind: 'adjustment',
      wallet: 'member_main',
      summary: `reason: credit 5; operatorId: ${ops.operatorId}`,
    })
    const page3 = (await walletView(id, '?pageSize=2&pageNum=3')).json().value.entries
    expect(page3.content.map((e: { amount: string }) => e.amount)).toEqual(['1.00'])
    expect((await walletView(id, '?pageSize=201')).json().code).toBe('validation_failed')
  })
})

describe('balance snapshot', () => {
  it('reads listed members’ main wallets and their sum; an unknown member is a 404', async () => {
    const [a, b, empty] = [await newMember(), await newMember(), await newMember()]
    await adjust(a, credit('12.34'), 'snap-key-a1')
    await adjust(b, credit('0.66'), 'snap-key-b1')
    const res = await snapshot([b, a, empty, a])
    expect(res.json().value).toEqual({
      wallets: [
        { memberId: String(a), currency: 'MYR', balance: '12.34' },
        { memberId: String(b), currency: 'MYR', balance: '0.66' },
        { memberId: String(empty), currency: 'MYR', balance: '0.00' },
      ].sort((x, y) => Number(BigInt(x.memberId) - BigInt(y.memberId))),
      totals: [{ currency: 'MYR', sum: '13.00' }],
    })
    const unknown = await snapshot([a, 999_999_998n])
    expect(unknown.json()).toMatchObject({
      code: 'not_found',
      details: [{ path: '/querystring/memberIds', message: 'unknown member 999999998' }],
    })
    const tooMany = Array.from({ length: 101 }, (_, i) => BigInt(i + 1))
    expect((await snapshot(tooMany)).json().code).toBe('validation_failed')
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/operator/wallets?memberIds=1,,2', headers: ops.headers })).json()
        .code,
    ).toBe('validation_failed')
  })

  it('always sums to the total while money moves between the listed wallets', async () => {
    const ids = [await newMember(), await newMember(), await newMember(), await newMember()]
    for (const [i, id] of ids.entries()) await adjust(id, credit('50.00'), `snap-move-${i}000`)
    const wallets = await Promise.all(
      ids.map((id) => ensureAccount(t.db, { merchantId, currency: 'MYR', kind: 'member_main', ownerMemberId: id })),
    )
    const moves = Array.from({ length: 120 }, (_, i) => {
      const from = wallets[i % 4] ?? 0n
      const to = wallets[(i * 3 + 1) % 4] ?? 0n
      return from === to
        ? Promise.resolve()
        : transfer(t.db, {
            idempotencyKey: `snap-move:${i}`,
            merchantId,
            currency: 'MYR',
            kind: 'snapshot_test',
            externalRef: `snap-move:${i}`,
            entries: [
              { accountId: from, amount: -(BigInt(i % 7) + 1n) * 100n },
              { accountId: to, amount: (BigInt(i % 7) + 1n) * 100n },
            ],
          }).catch((error: { code?: string }) => {
            if (error.code !== 'insufficient_funds') throw error
          })
    })
    const reads = Array.from({ length: 40 }, () => snapshot(ids))
    await Promise.all(moves)
    const sums = (await Promise.all(reads)).map((res) => res.json().value.totals[0].sum)
    expect(new Set(sums)).toEqual(new Set(['200.00']))
    expect((await snapshot(ids)).json().value.totals).toEqual([{ currency: 'MYR', sum: '200.00' }])
  })
})
