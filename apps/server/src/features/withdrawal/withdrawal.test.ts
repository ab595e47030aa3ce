import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, registerMember } from '../../test/accounts'
import { otherMerchant } from '../../test/home'
import { createTestApp, type TestApp } from '../../test/test-app'
import {
  balanceOf,
  bindAccount,
  merchantIdOf,
  operatorToken,
  payer,
  walletAndHold,
  withdraw,
} from '../../test/withdrawals'
import { addTurnoverRequirement, recordTurnover } from './turnover.service'
import { closeCheckingBooks } from '../../test/ledger-fixtures'

let t: TestApp
let merchantId: number
let operator: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  merchantId = await merchantIdOf(t)
  operator = await operatorToken(t)
})
afterAll(() => closeCheckingBooks(t))

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers })
const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })

describe('bank accounts', () => {
  it('lists the merchant’s banks', async () => {
    const { token } = await registerMember(t)
    const res = await get('/wps/member/withdraw/banks', bearer(token))
    expect(res.json().value.banks).toContainEqual({ code: 'MBB', name: 'Maybank' })
    expect(res.json().value.banks).toHaveLength(10)
  })

  it('binds only accounts in the member’s real name, masked, within the limit', async () => {
    const { token } = await registerMember(t)
    const bind = (payeeName: string, accountNumber: string, bankCode = 'CIMB') =>
      bindAccount(t, token, { bankCode, accountNumber, payeeName })
    const wrong = await bind('Siti Aminah', '7001234567')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().code).toBe('payee_name_mismatch')
    const ok = await bind('  ahmad   RAZAK ', '7001234567')
    expect(ok.statusCode).toBe(200)
    expect(ok.json().value).toMatchObject({
      bankCode: 'CIMB',
      bankName: 'CIMB Bank',
      accountNumber: '****4567',
      payeeName: 'Ahmad Razak',
    })
    expect((await bind('Ahmad Razak', '7001234567')).json().code).toBe('conflict')
    expect((await bind('Ahmad Razak', '7001234567', 'NOPE')).json().code).toBe('validation_failed')
    expect((await bind('Ahmad Razak', '12ab')).json().code).toBe('validation_failed')
    expect((await bind('Ahmad Razak', '7001234568')).statusCode).toBe(200)
    expect((await bind('Ahmad Razak', '7001234569')).statusCode).toBe(200)
    const over = await bind('Ahmad Razak', '7001234570')
    expect(over.json().code).toBe('bank_account_limit')
    const list = await get('/wps/member/bank-accounts', bearer(token))
    expect(list.json().value.accounts.map((a: { accountNumber: string }) => a.accountNumber)).toEqual([
      '****4567',
      '****4568',
      '****4569',
    ])
    const stored = await t.db
      .selectFrom('memberBankAccounts')
      .select('accountNumber')
      .where('accountNumber', '=', '7001234567')
      .execute()
    expect(stored).toHaveLength(1)
  })

  it('sets the real name from the first binding when none is on file, then holds to it', async () => {
    const { token, username } = await registerMember(t)
    // Registration asks for the name here; members from elsewhere (social login) may have none.
    await t.db.updateTable('members').set({ payeeName: null }).where('username', '=', username).execute()
    expect(
      (await t.db.selectFrom('members').select('payeeName').where('username', '=', username).executeTakeFirstOrThrow())
        .payeeName,
    ).toBeNull()
    expect(
      (await bindAccount(t, token, { bankCode: 'RHB', accountNumber: '2120000001', payeeName: ' Tan  Mei Ling ' }))
        .statusCode,
    ).toBe(200)
    expect(
      (await t.db.selectFrom('members').select('payeeName').where('username', '=', username).executeTakeFirstOrThrow())
        .payeeName,
    ).toBe('Tan Mei Ling')
    expect(
      (await bindAccount(t, token, { bankCode: 'RHB', accountNumber: '2120000002', payeeName: 'Someone Else' })).json()
        .code,
    ).toBe('payee_name_mismatch')
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'actorKind', 'before', 'after'])
      .where('action', '=', 'bank_account.bind')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(audit).toMatchObject({
      actorKind: 'member',
      before: { payeeName: null },
      after: { payeeName: 'Tan Mei Ling', accountNumber: '****0001' },
    })
  })
})

describe('withdrawal requests', () => {
  it('hold the amount at once, in the wallet and in the records', async () => {
    const who = await payer(t, 100_000n)
    const res = await withdraw(t, who, '250.00', 'wd-hold-1')
    expect(res.statusCode).toBe(200)
    expect(res.json().value).toMatchObject({
      amount: '250.00',
      status: 'pending',
      bankCode: 'MBB',
      accountNumber: expect.stringMatching(/^\*{4}\d{4}$/),
      receivedAmount: '0.00',
      remainingAmount: '250.00',
    })
    expect(await walletAndHold(t, who.id)).toEqual({ main: 75_000n, hold: 25_000n })
    expect(await balanceOf(t, who.token)).toBe('750.00')
    const records = await get('/wps/relay/ODSFE2_MemTransDet?type=withdrawal_hold', bearer(who.token))
    expect(records.json().value.content).toMatchObject([
      { type: 'withdrawal_hold', amount: '-250.00', balanceAfter: '750.00' },
    ])
    const list = await get('/wps/member/withdrawals', bearer(who.token))
    expect(list.json().value).toMatchObject({
      totalElements: 1,
      content: [{ id: res.json().value.id, status: 'pending' }],
    })
  })

  it('answer the same withdrawal for the same key, once', async () => {
    const who = await payer(t, 100_000n)
    expect((await withdraw(t, who, '60.00', 'short')).json().code).toBe('validation_failed')
    const first = await withdraw(t, who, '60.00', 'wd-idem-1')
    const again = await withdraw(t, who, '60.00', 'wd-idem-1')
    expect(again.json()).toEqual(first.json())
    expect((await withdraw(t, who, '61.00', 'wd-idem-1')).json().code).toBe('idempotency_conflict')
    expect(await walletAndHold(t, who.id)).toEqual({ main: 94_000n, hold: 6_000n })
  })

  it('need the right payment password and enough money', async () => {
    const who = await payer(t, 10_000n)
    const wrong = await withdraw(t, who, '60.00', 'wd-pw-01', '000000')
    expect(wrong.json().code).toBe('password_incorrect')
    const poor = await withdraw(t, who, '150.00', 'wd-pw-02')
    expect(poor.json().code).toBe('insufficient_funds')
    expect(await walletAndHold(t, who.id)).toEqual({ main: 10_000n, hold: 0n })
    expect(await t.db.selectFrom('withdrawals').select('id').where('memberId', '=', who.id).execute()).toEqual([])
    const stranger = await registerMember(t)
    const foreign = await withdraw(t, { ...who, token: stranger.token }, '60.00', 'wd-pw-03')
    expect(foreign.json().code).toBe('payment_password_not_set')
  })

  it('keep to the minimum, the maximum and the daily count and amount', async () => {
    const who = await payer(t, 20_000_000n)
    expect((await withdraw(t, who, '49.99', 'wd-lim-1')).json()).toMatchObject({
      code: 'amount_out_of_range',
      details: [{ path: '/body/amount' }],
    })
    expect((await withdraw(t, who, '50000.01', 'wd-lim-2')).json().code).toBe('amount_out_of_range')
    expect((await withdraw(t, who, '50000.00', 'wd-lim-3')).statusCode).toBe(200)
    expect((await withdraw(t, who, '50000.00', 'wd-lim-4')).statusCode).toBe(200)
    // 100,000.00 a day: one cent more is refused, the day's count is not yet reached.
    expect((await withdraw(t, who, '50.00', 'wd-lim-5')).json().code).toBe('withdrawal_limit_reached')
    const settings = await get('/wps/member/withdraw/settings', bearer(who.token))
    expect(settings.json().value).toMatchObject({
      currency: 'MYR',
      minAmount: '50.00',
      maxAmount: '50000.00',
      dailyCount: 5,
      dailyAmount: '100000.00',
      usedCount: 2,
      usedAmount: '100000.00',
      autoReceiveMinutes: 30,
    })

    // A rejected withdrawal gives its slot and amount back.
    const first = (
      await t.db
        .selectFrom('withdrawals')
        .select('id')
        .where('idempotencyKey', '=', 'wd-lim-3')
        .executeTakeFirstOrThrow()
    ).id
    expect((await post(`/wps/operator/withdrawals/${first}/reject`, operator, { reason: 'test' })).statusCode).toBe(200)
    for (const key of ['wd-lim-6', 'wd-lim-7', 'wd-lim-8', 'wd-lim-9'])
      expect((await withdraw(t, who, '50.00', key)).statusCode).toBe(200)
    expect((await withdraw(t, who, '50.00', 'wd-lim-10')).json().code).toBe('withdrawal_limit_reached')

    // Yesterday's withdrawals do not count today.
    await t.db
      .updateTable('withdrawals')
      .set({ requestedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where('memberId', '=', who.id)
      .execute()
    expect((await withdraw(t, who, '50.00', 'wd-lim-11')).statusCode).toBe(200)
  })

  it('wait for the turnover requirement', async () => {
    const who = await payer(t, 100_000n)
    expect(
      await addTurnoverRequirement(t.db, { merchantId, memberId: who.id, source: 'bonus:1', required: 30_000n }),
    ).toBe(true)
    expect(
      await addTurnoverRequirement(t.db, { merchantId, memberId: who.id, source: 'bonus:1', required: 30_000n }),
    ).toBe(false)
    await addTurnoverRequirement(t.db, { merchantId, memberId: who.id, source: 'bonus:2', required: 10_000n })
    expect((await withdraw(t, who, '60.00', 'wd-to-01')).json().code).toBe('turnover_not_met')
    await recordTurnover(t.db, who.id, 35_000n)
    const settings = (await get('/wps/member/withdraw/settings', bearer(who.token))).json().value
    expect(settings).toMatchObject({
      turnoverRequired: '100.00',
      turnoverAchieved: '50.00',
      turnoverOutstanding: '50.00',
    })
    expect((await withdraw(t, who, '60.00', 'wd-to-02')).json().code).toBe('turnover_not_met')
    await recordTurnover(t.db, who.id, 5_000n)
    expect((await withdraw(t, who, '60.00', 'wd-to-03')).statusCode).toBe(200)
    const rows = await t.db
      .selectFrom('turnoverRequirements')
      .select(['source', 'achieved', 'completedAt'])
      .where('memberId', '=', who.id)
      .orderBy('id')
      .execute()
    expect(rows.map((r) => [r.source, r.achieved, r.completedAt !== null])).toEqual([
      ['bonus:1', 30_000n, true],
      ['bonus:2', 10_000n, true],
    ])
  })
})

describe('operator decisions', () => {
  it('reject with a reason releases the hold, once', async () => {
    const who = await payer(t, 100_000n)
    const id = (await withdraw(t, who, '300.00', 'wd-rej-1')).json().value.id
    expect((await post(`/wps/operator/withdrawals/${id}/reject`, operator, {})).json().code).toBe('validation_failed')
    const rejected = await post(`/wps/operator/withdrawals/${id}/reject`, operator, {
      reason: 'Name on the bank statement differs',
    })
    expect(rejected.json().value).toMatchObject({
      status: 'rejected',
      reason: 'Name on the bank statement differs',
      accountNumber: expect.stringMatching(/^5140\d{8}$/),
    })
    expect(await walletAndHold(t, who.id)).toEqual({ main: 100_000n, hold: 0n })
    expect((await post(`/wps/operator/withdrawals/${id}/reject`, operator, { reason: 'again' })).json().code).toBe(
      'withdrawal_state_invalid',
    )
    expect((await post(`/wps/operator/withdrawals/${id}/approve`, operator)).json().code).toBe(
      'withdrawal_state_invalid',
    )
    expect(await walletAndHold(t, who.id)).toEqual({ main: 100_000n, hold: 0n })
    const records = await get('/wps/relay/ODSFE2_MemTransDet', bearer(who.token))
    expect(records.json().value.content.map((r: { type: string; amount: string }) => `${r.type} ${r.amount}`)).toEqual([
      'withdrawal_release 300.00',
      'withdrawal_hold -300.00',
      'test_seed 1000.00',
    ])
  })

  it('approve disburses the hold once; reject after approve is refused; both audited', async () => {
    const who = await payer(t, 100_000n)
    const id = (await withdraw(t, who, '400.00', 'wd-app-1')).json().value.id
    const approved = await post(`/wps/operator/withdrawals/${id}/approve`, operator)
    expect(approved.statusCode).toBe(200)
    const value = approved.json().value
    expect(value).toMatchObject({
      status: 'disbursed',
      username: who.username,
      payeeName: 'Ahmad Razak',
      decidedBy: expect.any(Number),
    })
    expect(new Date(value.autoReceiveAt).getTime() - new Date(value.disbursedAt).getTime()).toBe(30 * 60_000)
    expect(await walletAndHold(t, who.id)).toEqual({ main: 60_000n, hold: 0n })
    expect((await post(`/wps/operator/withdrawals/${id}/approve`, operator)).json().code).toBe(
      'withdrawal_state_invalid',
    )
    expect((await post(`/wps/operator/withdrawals/${id}/reject`, operator, { reason: 'late' })).json().code).toBe(
      'withdrawal_state_invalid',
    )
    const postings = await t.db
      .selectFrom('ledgerTransactions')
      .select('kind')
      .where('externalRef', '=', id)
      .orderBy('id')
      .execute()
    expect(postings.map((p) => p.kind)).toEqual(['withdrawal_hold', 'withdrawal'])
    const audit = await t.db.selectFrom('auditLog').selectAll().where('target', '=', `withdrawal:${id}`).execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      action: 'withdrawal.approve',
      actorKind: 'operator',
      ip: '127.0.0.1',
      before: { status: 'pending' },
      after: { status: 'disbursed' },
    })

    const list = await get(`/wps/operator/withdrawals?status=disbursed&memberId=${who.id}`, operator)
    expect(list.json().value).toMatchObject({ totalElements: 1, content: [{ id, status: 'disbursed' }] })
    expect((await get('/wps/operator/withdrawals?status=nope', operator)).json().code).toBe('validation_failed')
  })

  it('keep a merchant’s operator to its own merchant', async () => {
    const foreign = await operatorToken(t, await otherMerchant(t, 'withdrawal-other.test'))
    const who = await payer(t, 100_000n)
    const id = (await withdraw(t, who, '70.00', 'wd-scope-1')).json().value.id
    expect((await post(`/wps/operator/withdrawals/${id}/approve`, foreign)).json().code).toBe('not_found')
    expect((await get(`/wps/operator/withdrawals/${id}`, foreign)).json().code).toBe('not_found')
    expect((await get('/wps/operator/withdrawals', foreign)).json().value.totalElements).toBe(0)
    expect((await get(`/wps/operator/withdrawals/${id}`, operator)).json().value.withdrawal.status).toBe('pending')
    const own = await operatorToken(t, merchantId)
    expect((await post(`/wps/operator/withdrawals/${id}/approve`, own)).json().value.status).toBe('disbursed')
  })
})
