import { KYC_MAX_BYTES } from '@sea/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, registeredMember } from '../../test/accounts'
import { demoMerchantId, otherMerchant } from '../../test/home'
import { review, setIdentityRules, submitDocuments, TINY_PDF, uploadDocument } from '../../test/kyc'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'
import { TINY_JPEG, tinyPng } from '../../test/uploads'
import { payer, withdraw } from '../../test/withdrawals'

/**
 * Identity checks through the API (decision 057, docs/player-protection.md#identity-checks):
 * uploads typed by their bytes, the states, the operators' review in and out of scope, and the
 * brand's rules at the withdrawal request and the limit raise.
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

async function member() {
  const m = await registeredMember(t)
  return { ...m, headers: bearer(m.token) }
}
const state = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/wps/member/kyc', headers })).json().value
const documentCount = async (memberId: bigint) =>
  Number(
    (
      await t.db
        .selectFrom('identityDocuments')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('memberId', '=', memberId)
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('uploads', () => {
  it('takes JPEG, PNG and PDF by their bytes, and refuses anything else or above 5 MB', async () => {
    const m = await member()
    expect((await uploadDocument(t, m.headers, 'identity', TINY_JPEG)).statusCode).toBe(200)
    expect((await uploadDocument(t, m.headers, 'identity', tinyPng(), 'image/png')).statusCode).toBe(200)
    expect((await uploadDocument(t, m.headers, 'address', TINY_PDF, 'application/pdf')).statusCode).toBe(200)
    // An HTML page declared as a JPEG, and a PNG's bytes cut to its signature's first half.
    const html = await uploadDocument(t, m.headers, 'selfie', Buffer.from('<html><script>x</script></html>'))
    expect([html.statusCode, html.json().code]).toEqual([415, 'unsupported_media_type'])
    const cut = await uploadDocument(t, m.headers, 'selfie', tinyPng().subarray(0, 4), 'image/png')
    expect(cut.json().code).toBe('unsupported_media_type')
    // A type the route does not take at all, and a body one byte over the limit.
    const gif = await uploadDocument(t, m.headers, 'selfie', Buffer.from('GIF89a;'), 'image/gif')
    expect(gif.statusCode).toBe(415)
    const huge = Buffer.concat([TINY_JPEG, Buffer.alloc(KYC_MAX_BYTES + 1 - TINY_JPEG.length, 7)])
    const big = await uploadDocument(t, m.headers, 'selfie', huge)
    expect([big.statusCode, big.json().code]).toEqual([413, 'payload_too_large'])
    expect(await documentCount(m.id)).toBe(3)
    const view = await state(m.headers)
    expect(view).toMatchObject({ status: 'none', missing: ['selfie'] })
    expect(view.documents.map((d: { contentType: string }) => d.contentType)).toEqual([
      'application/pdf',
      'image/png',
      'image/jpeg',
    ])
    expect(JSON.stringify(view)).not.toContain('data')
  })
})

describe('states and review', () => {
  it('goes none, pending, rejected with the reason, pending again, verified; audited', async () => {
    const m = await member()
    expect(await state(m.headers)).toMatchObject({ status: 'none', missing: ['identity', 'address', 'selfie'] })
    await submitDocuments(t, m.headers)
    expect(await state(m.headers)).toMatchObject({ status: 'pending', missing: [] })
    const queue = (await t.app.inject({ method: 'GET', url: '/wps/operator/kyc/queue', headers: owner })).json()
    expect(queue.value.content.map((r: { memberId: string }) => r.memberId)).toContain(String(m.id))

    const rejected = await review(t, owner, m.id, 'reject', { reason: 'The photo is blurred' })
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect(await state(m.headers)).toMatchObject({
      status: 'rejected',
      reason: 'The photo is blurred',
      missing: ['identity', 'address', 'selfie'],
    })
    // Deciding twice: nothing waits any more.
    expect((await review(t, owner, m.id, 'reject', { reason: 'again' })).json().code).toBe('identity_state_invalid')

    await submitDocuments(t, m.headers)
    const approved = await review(t, owner, m.id, 'approve', { idNumber: ' 900101-14 5678 ', birthday: '1990-01-01' })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json().value).toMatchObject({ idNumber: '90010114 5678'.replace(' ', ''), closure: null })
    expect(await state(m.headers)).toMatchObject({ status: 'verified', reason: null })
    const row = await t.db.selectFrom('memberIdentity').selectAll().where('memberId', '=', m.id).executeTakeFirst()
    expect(row).toMatchObject({ status: 'verified', idNumber: '900101145678', birthday: '1990-01-01' })
    // A verified identity takes no more documents.
    const again = await uploadDocument(t, m.headers, 'selfie')
    expect([again.statusCode, again.json().code]).toEqual([409, 'identity_state_invalid'])

    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'after'])
      .where('target', '=', `member:${m.id}`)
      .where('action', '=', 'kyc.review')
      .orderBy('id')
      .execute()
    expect(audit.map((a) => (a.after as { status: string }).status)).toEqual(['rejected', 'verified'])
  })

  it('shows the operator the file with its type, audited, and a reader without review none', async () => {
    const m = await member()
    await uploadDocument(t, m.headers, 'address', TINY_PDF, 'application/pdf')
    const [doc] = (await state(m.headers)).documents
    const url = `/wps/operator/kyc/members/${m.id}/documents/${doc.id}`
    const file = await t.app.inject({ method: 'GET', url, headers: owner })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['cache-control']).toBe('private, no-store')
    expect(file.rawPayload.equals(TINY_PDF)).toBe(true)
    const support = (await operatorSession(t, demo, ['support'])).headers
    expect((await t.app.inject({ method: 'GET', url, headers: support })).json().code).toBe('forbidden')
    const read = await t.app.inject({ method: 'GET', url: `/wps/operator/kyc/members/${m.id}`, headers: support })
    expect(read.statusCode).toBe(200)
    const viewed = await t.db.selectFrom('auditLog').select('action').where('target', '=', `member:${m.id}`).execute()
    expect(viewed.map((a) => a.action)).toEqual(['kyc.document.view'])
  })

  it('never shows an operator of brand B the documents of brand A', async () => {
    const m = await member()
    await submitDocuments(t, m.headers)
    const [doc] = (await state(m.headers)).documents
    const other = await otherMerchant(t, 'kyc-b.test')
    const ofB = (await operatorSession(t, other)).headers
    const queue = await t.app.inject({ method: 'GET', url: '/wps/operator/kyc/queue', headers: ofB })
    expect(queue.json().value.content).toEqual([])
    const named = await t.app.inject({
      method: 'GET',
      url: '/wps/operator/kyc/queue',
      query: { merchantId: String(demo) },
      headers: ofB,
    })
    expect(named.json().code).toBe('not_found')
    for (const url of [`/wps/operator/kyc/members/${m.id}`, `/wps/operator/kyc/members/${m.id}/documents/${doc.id}`])
      expect((await t.app.inject({ method: 'GET', url, headers: ofB })).json().code, url).toBe('not_found')
    const approve = await review(t, ofB, m.id, 'approve', { idNumber: 'A1234567', birthday: '1990-01-01' })
    expect(approve.json().code).toBe('not_found')
    expect((await review(t, ofB, m.id, 'reject', { reason: 'x' })).json().code).toBe('not_found')
    expect(await state(m.headers)).toMatchObject({ status: 'pending' })
  })
})

describe('the brand’s rules', () => {
  it('refuses a withdrawal above the amount or past the total until the identity is verified', async () => {
    const who = await payer(t, 500_000n)
    const rules = await setIdentityRules(t, owner, demo, {
      withdrawalAbove: '300.00',
      withdrawalTotalAbove: '500.00',
      limitRaise: false,
    })
    expect(rules.statusCode, rules.body).toBe(200)
    expect(rules.json().value.identity).toEqual({
      withdrawalAbove: '300.00',
      withdrawalTotalAbove: '500.00',
      limitRaise: false,
    })
    const above = await withdraw(t, who, '300.01', 'kyc-wd-1-key')
    expect([above.statusCode, above.json().code]).toEqual([403, 'identity_required'])
    expect((await withdraw(t, who, '300.00', 'kyc-wd-2-key')).statusCode).toBe(200)
    // 300 + 200.01 passes the 500 total.
    expect((await withdraw(t, who, '200.01', 'kyc-wd-3-key')).json().code).toBe('identity_required')
    expect((await withdraw(t, who, '200.00', 'kyc-wd-4-key')).statusCode).toBe(200)
    const headers = bearer(who.token)
    await submitDocuments(t, headers)
    await review(t, owner, who.id, 'approve', { idNumber: 'A1234567', birthday: '1990-01-01' })
    const verified = await withdraw(t, who, '300.01', 'kyc-wd-5-key')
    expect(verified.statusCode, verified.body).toBe(200)
    await setIdentityRules(t, owner, demo, { withdrawalAbove: null, withdrawalTotalAbove: null, limitRaise: false })
  })

  it('keeps raising or removing a limit for verified members when the brand says so', async () => {
    const m = await member()
    const setLimit = (amount: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: '/wps/member/protection/limit',
        headers: m.headers,
        payload: { kind: 'deposit', period: 'day', amount },
      })
    await setIdentityRules(t, owner, demo, { withdrawalAbove: null, withdrawalTotalAbove: null, limitRaise: true })
    expect((await setLimit('500')).statusCode).toBe(200)
    expect((await setLimit('400')).statusCode).toBe(200)
    for (const amount of ['1000', null]) {
      const res = await setLimit(amount)
      expect([res.statusCode, res.json().code]).toEqual([403, 'identity_required'])
    }
    await submitDocuments(t, m.headers)
    await review(t, owner, m.id, 'approve', { idNumber: 'B7654321', birthday: '1985-06-30' })
    expect((await setLimit('1000')).statusCode).toBe(200)
    await setIdentityRules(t, owner, demo, { withdrawalAbove: null, withdrawalTotalAbove: null, limitRaise: false })
  })
})
