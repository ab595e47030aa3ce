import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../lib/password'
import { bearer, callEncrypted, registeredMember } from '../../test/accounts'
import { demoMerchantId, otherMerchant } from '../../test/home'
import { createMembers } from '../../test/ledger-fixtures'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'

/**
 * One person, every brand (decision 056): a self-exclusion on one brand reaches the same person's
 * accounts on the installation's other brands, matched only by keys each brand proved (a mobile
 * number a code was used for, a bank account), never by a payee name; an account that logs in
 * later on another brand inherits the exclusion.
 */

const HOST = 'links-other.test'
let t: TestApp
let demo: number
let other: number
let passwordHash: string
beforeAll(async () => {
  t = await createTestApp()
  demo = await demoMerchantId(t)
  other = await otherMerchant(t, HOST)
  passwordHash = await hashPassword('secret123')
})
afterAll(() => closeCheckingBooks(t))

let seq = 0
/** A member of `merchantId` who can log in with secret123, with the contact details given. */
async function memberOf(merchantId: number, details: { mobile?: string; dialing?: string; payee?: string } = {}) {
  const [id] = await createMembers(t.db, merchantId, 1)
  await t.db
    .updateTable('members')
    .set({
      passwordHash,
      payeeName: details.payee ?? 'Somchai Jaidee',
      ...(details.mobile ? { mobileNum: details.mobile, countryDialingCode: details.dialing ?? '66' } : {}),
    })
    .where('id', '=', id!)
    .execute()
  const { username } = await t.db
    .selectFrom('members')
    .select('username')
    .where('id', '=', id!)
    .executeTakeFirstOrThrow()
  return { id: id!, username }
}
/** A code sent to the number on the brand and used: the brand proved who holds the number. */
async function provenMobile(merchantId: number, mobile: string) {
  await t.db
    .insertInto('verificationCodes')
    .values({
      merchantId,
      purpose: 'register',
      channel: 'sms',
      destination: `+66${mobile.replace(/^0+/, '')}`,
      codeHash: `used-${++seq}`,
      expiresAt: new Date(Date.now() + 300_000),
      consumedAt: new Date(),
    })
    .execute()
}
async function bankAccount(memberId: bigint, merchantId: number, accountNumber: string, payeeName = 'Somchai Jaidee') {
  const code = 'KBANK'
  const bank =
    (await t.db
      .selectFrom('banks')
      .select('id')
      .where('merchantId', '=', merchantId)
      .where('code', '=', code)
      .executeTakeFirst()) ??
    (await t.db
      .insertInto('banks')
      .values({ merchantId, code, name: 'Kasikorn Bank' })
      .returning('id')
      .executeTakeFirstOrThrow())
  await t.db.insertInto('memberBankAccounts').values({ memberId, bankId: bank.id, accountNumber, payeeName }).execute()
}
const login = (username: string, host?: string) =>
  callEncrypted(t, 'POST', '/wps/session/login', { username, password: 'secret123' }, host ? { host } : {})
const exclusionOf = (memberId: bigint) =>
  t.db.selectFrom('memberProtection').selectAll().where('memberId', '=', memberId).executeTakeFirst()

describe('the same person on every brand', () => {
  it('excludes the accounts sharing a proven mobile or a bank account, and ends their sessions', async () => {
    const me = await registeredMember(t)
    await t.db
      .updateTable('members')
      .set({ mobileNum: '0812345671', countryDialingCode: '66' })
      .where('id', '=', me.id)
      .execute()
    await provenMobile(demo, '0812345671')
    await bankAccount(me.id, demo, '111-222-333')
    const byMobile = await memberOf(other, { mobile: '0812345671' })
    await provenMobile(other, '0812345671')
    const byBank = await memberOf(other)
    await bankAccount(byBank.id, other, '111-222-333')
    // The same number, never proven on the other brand; a namesake with another account.
    const unproven = await memberOf(other, { mobile: '0812345671', dialing: '60' })
    const namesake = await memberOf(other)
    await bankAccount(namesake.id, other, '999-888-777')
    const session = { ...bearer((await login(byMobile.username, HOST)).json().value.token), host: HOST }
    const page = () => t.app.inject({ method: 'GET', url: '/wps/member/protection', headers: session })
    expect((await page()).statusCode).toBe(200)

    const res = await callEncrypted(
      t,
      'POST',
      '/wps/member/protection/exclusion',
      { kind: 'self_exclusion', term: '1y', loginPassword: 'secret123' },
      bearer(me.token),
    )
    expect(res.statusCode).toBe(200)
    const mine = await exclusionOf(me.id)
    for (const linked of [byMobile, byBank]) {
      expect(await exclusionOf(linked.id)).toMatchObject({
        exclusionKind: 'self_exclusion',
        excludedUntil: mine!.excludedUntil,
      })
      expect((await login(linked.username, HOST)).json().code).toBe('account_excluded')
    }
    const events = await t.db
      .selectFrom('protectionEvents')
      .select(['memberId', 'kind', 'detail'])
      .where('memberId', 'in', [byMobile.id, byBank.id])
      .orderBy('memberId')
      .execute()
    expect(events.map((e) => [e.kind, (e.detail as { via: string }).via])).toEqual([
      ['linked_exclusion', 'mobile'],
      ['linked_exclusion', 'bank'],
    ])
    expect((await page()).statusCode).toBe(401)
    for (const stranger of [unproven, namesake]) {
      expect(await exclusionOf(stranger.id)).toBeUndefined()
      expect((await login(stranger.username, HOST)).statusCode).toBe(200)
    }
  })

  it('matches an ID number verified on both brands, never one still pending', async () => {
    const me = await registeredMember(t)
    const verified = await memberOf(other)
    const pending = await memberOf(other)
    const identity = (memberId: bigint, merchantId: number, status: 'verified' | 'pending') =>
      t.db
        .insertInto('memberIdentity')
        .values({
          memberId,
          merchantId,
          status,
          idNumber: 'A1234567',
          ...(status === 'verified' ? { birthday: '1990-01-01', reviewedAt: new Date() } : { submittedAt: new Date() }),
        })
        .execute()
    await identity(me.id, demo, 'verified')
    await identity(verified.id, other, 'verified')
    await identity(pending.id, other, 'pending')
    await callEncrypted(
      t,
      'POST',
      '/wps/member/protection/exclusion',
      { kind: 'self_exclusion', term: '6m', loginPassword: 'secret123' },
      bearer(me.token),
    )
    expect(await exclusionOf(verified.id)).toMatchObject({ exclusionKind: 'self_exclusion' })
    expect(await exclusionOf(pending.id)).toBeUndefined()
  })

  it('excludes an account that logs in on another brand after the exclusion began', async () => {
    const me = await registeredMember(t)
    await bankAccount(me.id, demo, '555-000-111')
    await callEncrypted(
      t,
      'POST',
      '/wps/member/protection/exclusion',
      { kind: 'timeout', days: 3, loginPassword: 'secret123' },
      bearer(me.token),
    )
    const later = await memberOf(other)
    await bankAccount(later.id, other, '555-000-111')
    expect((await login(later.username, HOST)).json().code).toBe('account_excluded')
    expect(await exclusionOf(later.id)).toMatchObject({ exclusionKind: 'timeout' })
  })
})
