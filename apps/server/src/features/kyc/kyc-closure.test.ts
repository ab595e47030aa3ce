import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, registeredMember } from '../../test/accounts'
import { demoMerchantId } from '../../test/home'
import { review, submitDocuments } from '../../test/kyc'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fund, payer, walletAndHold, type Payer } from '../../test/withdrawals'

/**
 * An account found under the brand's minimum age at review (decision 057): closed, its sessions
 * ended, the deposits not yet paid back returned through a withdrawal to its bank account, the
 * rest forfeited or made up by the house; the books checked after every case (closeCheckingBooks).
 */

let t: TestApp
let demo: number
let owner: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  demo = await demoMerchantId(t)
  owner = (await operatorSession(t, demo)).headers
})
afterAll(() => closeCheckingBooks(t))

/** A birthday that makes the member `years` old today (UTC). */
function bornYearsAgo(years: number): string {
  const now = new Date()
  return `${now.getUTCFullYear() - years}-01-01`
}

async function approvedDeposit(who: Pick<Payer, 'token'>, amount: string, key: string) {
  const deposit = await t.app.inject({
    method: 'POST',
    url: '/wps/member/deposit/bank-transfer',
    headers: { ...bearer(who.token), 'idempotency-key': key },
    payload: { channelCode: 'BANK_TRANSFER', amount, reference: key },
  })
  expect(deposit.statusCode, deposit.body).toBe(200)
  const id = deposit.json().value.id as string
  const approved = await t.app.inject({ method: 'POST', url: `/wps/operator/deposits/${id}/approve`, headers: owner })
  expect(approved.statusCode, approved.body).toBe(200)
}

const house = async () =>
  (
    await t.db
      .selectFrom('ledgerAccounts')
      .select('balance')
      .where('merchantId', '=', demo)
      .where('kind', '=', 'house')
      .where('currency', '=', 'MYR')
      .executeTakeFirstOrThrow()
  ).balance

describe('under-age closure', () => {
  it('returns the deposits through a withdrawal, forfeits the winnings, ends the sessions', async () => {
    const who = await payer(t, 0n)
    await approvedDeposit(who, '1000.00', 'kyc-underage-dep-1')
    await fund(t, who.id, 50_000n) // 500.00 won
    await submitDocuments(t, bearer(who.token))
    const houseBefore = await house()

    const res = await review(t, owner, who.id, 'approve', { idNumber: 'U-1701', birthday: bornYearsAgo(16) })
    expect(res.statusCode, res.body).toBe(200)
    const closure = res.json().value.closure
    expect(closure).toMatchObject({ refund: '1000.00', forfeited: '500.00' })
    expect(res.json().value.state).toMatchObject({ status: 'rejected' })
    expect(res.json().value.idNumber).toBe('U1701')

    const withdrawal = await t.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', BigInt(closure.withdrawalId))
      .executeTakeFirstOrThrow()
    expect(withdrawal).toMatchObject({ memberId: who.id, amount: 100_000n, status: 'pending' })
    expect(await walletAndHold(t, who.id)).toEqual({ main: 0n, hold: 100_000n })
    expect((await house()) - houseBefore).toBe(50_000n)

    const member = await t.db.selectFrom('members').select('status').where('id', '=', who.id).executeTakeFirstOrThrow()
    expect(member.status).toBe('frozen')
    const after = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(who.token) })
    expect(after.statusCode).toBe(401)

    // Once: the review is decided, nothing more moves.
    const again = await review(t, owner, who.id, 'approve', { idNumber: 'U-1701', birthday: bornYearsAgo(16) })
    expect(again.json().code).toBe('identity_state_invalid')
    expect(await walletAndHold(t, who.id)).toEqual({ main: 0n, hold: 100_000n })
  })

  it('makes up from the house what play lost of the deposits; the younger birthday counts', async () => {
    const who = await payer(t, 0n)
    await approvedDeposit(who, '800.00', 'kyc-underage-dep-2')
    await fund(t, who.id, -60_000n) // 600.00 lost, back to the house
    await submitDocuments(t, bearer(who.token))
    const houseBefore = await house()

    // The document says 30, the sign-up birthday 17: the younger counts.
    await t.db
      .updateTable('members')
      .set({ profile: JSON.stringify({ birthday: bornYearsAgo(17) }) })
      .where('id', '=', who.id)
      .execute()
    const res = await review(t, owner, who.id, 'approve', { idNumber: 'U-1702', birthday: bornYearsAgo(30) })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value.closure).toMatchObject({ refund: '800.00', forfeited: '0.00' })
    expect(await walletAndHold(t, who.id)).toEqual({ main: 0n, hold: 80_000n })
    expect(houseBefore - (await house())).toBe(60_000n)
  })

  it('keeps the refund in the frozen wallet when no bank account is bound', async () => {
    const who = await registeredMember(t)
    await approvedDeposit(who, '500.00', 'kyc-underage-dep-3')
    await submitDocuments(t, bearer(who.token))
    const res = await review(t, owner, who.id, 'approve', { idNumber: 'U-1704', birthday: bornYearsAgo(15) })
    expect(res.json().value.closure).toEqual({ refund: '500.00', forfeited: '0.00', withdrawalId: null })
    expect(await walletAndHold(t, who.id)).toEqual({ main: 50_000n, hold: 0n })
  })

  it('verifies a member of age and moves nothing', async () => {
    const who = await payer(t, 30_000n)
    await submitDocuments(t, bearer(who.token))
    const res = await review(t, owner, who.id, 'approve', { idNumber: 'U-1703', birthday: bornYearsAgo(18) })
    expect(res.json().value).toMatchObject({ state: { status: 'verified' }, closure: null })
    expect(await walletAndHold(t, who.id)).toEqual({ main: 30_000n, hold: 0n })
  })
})
