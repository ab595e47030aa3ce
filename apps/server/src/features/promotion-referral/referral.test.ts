import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bearer, callEncrypted, knownCaptcha, registrationForm, uniqueName } from '../../test/accounts'
import { secondMerchant } from '../../test/brands'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { operatorSession } from '../../test/operators'
import { insertPromotion } from '../../test/promotions'
import { approvedDeposit, settledRound } from '../../test/report-facts'
import { createTestApp, type TestApp } from '../../test/test-app'
import { payReferrals } from './referral.service'

/** Referral rewards end to end: registration with a code, an approved deposit, the job, the page. */
let t: TestApp
let operator: Record<string, string>
let merchantId: number
beforeAll(async () => {
  t = await createTestApp()
  operator = (await operatorSession(t)).headers
  merchantId = (await t.db.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id
}, 120_000)
// Every live referral promotion pays on every run: each test ends its own.
afterEach(async () => {
  await t.db.updateTable('promotions').set({ state: 'ended' }).where('kind', '=', 'referral').execute()
})
afterAll(() => closeCheckingBooks(t))

interface Player {
  id: bigint
  code: string
  headers: Record<string, string>
}

let ipSeq = 0
/** Registers through the API from an address of its own (registration is limited per IP). */
async function join(fields: Record<string, unknown> = {}, host = 'localhost', ip = `198.51.100.${++ipSeq}`) {
  const username = (fields.username as string | undefined) ?? uniqueName('ref')
  const form = { ...registrationForm(username), ...(await knownCaptcha(t)), ...fields }
  const res = await callEncrypted(t, 'PUT', '/wps/member/register', form, { host }, ip)
  if (res.statusCode !== 200) throw new Error(res.body)
  const row = await t.db
    .selectFrom('members')
    .select(['id', 'affiliateCode'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow()
  return { id: row.id, code: row.affiliateCode, headers: { ...bearer(res.json().value.token), host } } as Player
}

let keySeq = 0
/** A bank-transfer deposit the member reports and an operator approves, over HTTP. */
async function deposit(player: Player, amount: string) {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/wps/member/deposit/bank-transfer',
    headers: { ...player.headers, 'idempotency-key': `ref-dep-${++keySeq}` },
    payload: { channelCode: 'BANK_TRANSFER', reference: 'MBB 1', amount },
  })
  expect(sent.statusCode).toBe(200)
  const decided = await t.app.inject({
    method: 'POST',
    url: `/wps/operator/deposits/${sent.json().value.id}/approve`,
    headers: operator,
  })
  expect(decided.json().value.status).toBe('approved')
}

const balance = async (player: Player) =>
  (await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: player.headers })).json().value
    .sumBalance
const occasions = async (promotionId: bigint) =>
  (
    await t.db
      .selectFrom('promotionGrants')
      .select(['memberId', 'occasion', 'state'])
      .where('promotionId', '=', promotionId)
      .orderBy('id')
      .execute()
  ).map((g) => `${g.memberId}:${g.occasion}:${g.state}`)
const referral = (rules: { trigger?: 'deposit' | 'turnover'; threshold?: string; maxInvitees?: number } = {}) =>
  insertPromotion(t.db, {
    merchantId,
    kind: 'referral',
    rules: { trigger: 'deposit', threshold: '100.00', reward: '20.00', maxInvitees: 5, ...rules },
    // From now: invitees of the earlier tests are not this campaign's.
    startsAt: new Date(),
  })

describe('promotions.referral', () => {
  it('pays the referrer once for an invitee whose first deposit qualifies, however often it runs', async () => {
    const promotion = await referral()
    const referrer = await join()
    const [qualifies, tooSmall, none] = [
      await join({ referralCode: referrer.code }),
      await join({ referralCode: referrer.code }),
      await join({ referralCode: referrer.code }),
    ]
    await deposit(qualifies!, '150.00')
    await deposit(tooSmall!, '50.00')
    await deposit(tooSmall!, '500.00') // a later deposit is not the first
    expect(none).toBeDefined()

    expect(await payReferrals(t.db)).toEqual({ paid: 1 })
    const again = await Promise.all([payReferrals(t.db), payReferrals(t.db), payReferrals(t.db, new Date(), 1)])
    expect(again.map((r) => r.paid)).toEqual([0, 0, 0])
    expect(await occasions(promotion.id)).toEqual([`${referrer.id}:invitee:${qualifies!.id}:issued`])
    expect(await balance(referrer)).toBe('20.00')
    const grant = await t.db
      .selectFrom('promotionGrants')
      .select(['id', 'ledgerTransactionId'])
      .where('promotionId', '=', promotion.id)
      .executeTakeFirstOrThrow()
    const posting = await t.db
      .selectFrom('ledgerTransactions')
      .select(['kind', 'idempotencyKey'])
      .where('id', '=', grant.ledgerTransactionId!)
      .executeTakeFirstOrThrow()
    expect(posting).toEqual({ kind: 'bonus', idempotencyKey: `promotion-grant:${grant.id}` })
  })

  it('pays at most maxInvitees per referrer, the earliest invitees first', async () => {
    const promotion = await referral({ maxInvitees: 2 })
    const referrer = await join()
    const invitees = [
      await join({ referralCode: referrer.code }),
      await join({ referralCode: referrer.code }),
      await join({ referralCode: referrer.code }),
    ]
    for (const invitee of invitees) await deposit(invitee, '100.00')
    expect(await payReferrals(t.db, new Date(), 1)).toEqual({ paid: 2 })
    expect(await payReferrals(t.db)).toEqual({ paid: 0 })
    expect(await occasions(promotion.id)).toEqual(
      invitees.slice(0, 2).map((i) => `${referrer.id}:invitee:${i.id}:issued`),
    )
    expect(await balance(referrer)).toBe('40.00')
  })

  it('pays only a referrer the promotion’s segments admit', async () => {
    const promotion = await referral()
    await t.db
      .updateTable('promotions')
      .set({ eligibility: JSON.stringify({ minVipRank: 3 }) })
      .where('id', '=', promotion.id)
      .execute()
    const referrer = await join()
    await deposit(await join({ referralCode: referrer.code }), '100.00')
    expect(await payReferrals(t.db)).toEqual({ paid: 0 })
    await t.db.updateTable('members').set({ vipRank: 3 }).where('id', '=', referrer.id).execute()
    expect(await payReferrals(t.db)).toEqual({ paid: 1 })
    expect(await balance(referrer)).toBe('20.00')
  })

  it('pays nothing for a self, agent or other-brand code, a frozen referrer or a pre-campaign invitee', async () => {
    const early = await join()
    const earlyInvitee = await join({ referralCode: early.code })
    await deposit(earlyInvitee, '100.00')
    await t.db
      .updateTable('members')
      .set({ createdAt: new Date(Date.now() - 7_200_000) })
      .where('id', '=', earlyInvitee.id)
      .execute()
    const promotion = await referral()

    const self = await join()
    await t.db.updateTable('members').set({ referralCode: self.code }).where('id', '=', self.id).execute()
    await deposit(self, '100.00')

    const agent = await join()
    await t.db.updateTable('members').set({ isAgent: 1 }).where('id', '=', agent.id).execute()
    await deposit(await join({ referralCode: agent.code }), '100.00')

    const brandB = await secondMerchant(t, 'brandb.test', 'THB')
    const referrer = await join()
    const elsewhere = await join({ referralCode: referrer.code }, 'brandb.test')
    await approvedDeposit(t, brandB, elsewhere.id, new Date(), 100_000n, true)

    const frozen = await join()
    await t.db.updateTable('members').set({ status: 'frozen' }).where('id', '=', frozen.id).execute()
    const ofFrozen = await join({ referralCode: frozen.code })
    await deposit(ofFrozen, '100.00')

    expect(await payReferrals(t.db)).toEqual({ paid: 0 })
    expect(await occasions(promotion.id)).toEqual([])
    // The freeze was the only reason: lifted, the referrer is paid.
    await t.db.updateTable('members').set({ status: 'active' }).where('id', '=', frozen.id).execute()
    expect(await payReferrals(t.db)).toEqual({ paid: 1 })
    expect(await occasions(promotion.id)).toEqual([`${frozen.id}:invitee:${ofFrozen.id}:issued`])
  })

  it('stops at the budget, and the page then shows the promotion closed', async () => {
    const promotion = await insertPromotion(t.db, {
      merchantId,
      kind: 'referral',
      rules: { trigger: 'deposit', threshold: '100.00', reward: '20.00', maxInvitees: 5 },
      budget: 3_000n,
      startsAt: new Date(),
    })
    const referrer = await join()
    for (const invitee of [await join({ referralCode: referrer.code }), await join({ referralCode: referrer.code })])
      await deposit(invitee, '100.00')
    expect(await payReferrals(t.db)).toEqual({ paid: 1 })
    expect(await payReferrals(t.db)).toEqual({ paid: 0 })
    expect(await occasions(promotion.id)).toHaveLength(1)
    const page = await t.app.inject({ method: 'GET', url: '/wps/member/referral', headers: referrer.headers })
    expect(page.json().value.promotion).toMatchObject({ id: String(promotion.id), status: 'closed' })
  })

  it('counts valid turnover for the turnover trigger, nothing for a rolled-back round', async () => {
    const promotion = await referral({ trigger: 'turnover', threshold: '500.00' })
    const referrer = await join()
    const invitee = await join({ referralCode: referrer.code })
    await settledRound(t, merchantId, invitee.id, new Date(), 30_000n, 0n)
    const voided = await settledRound(t, merchantId, invitee.id, new Date(), 40_000n, 0n)
    await t.db.updateTable('gameRounds').set({ status: 'rolled_back' }).where('id', '=', voided).execute()
    expect(await payReferrals(t.db)).toEqual({ paid: 0 })
    await settledRound(t, merchantId, invitee.id, new Date(), 20_000n, 5_000n)
    expect(await payReferrals(t.db)).toEqual({ paid: 1 })
    expect(await occasions(promotion.id)).toEqual([`${referrer.id}:invitee:${invitee.id}:issued`])
  })

  it('with one-per marks, pays nothing for an invitee on the referrer’s IP or a paid invitee’s bank account', async () => {
    const promotion = await insertPromotion(t.db, {
      merchantId,
      kind: 'referral',
      rules: { trigger: 'deposit', threshold: '100.00', reward: '20.00', maxInvitees: 5 },
      onePer: ['ip', 'bank_account'],
      startsAt: new Date(),
    })
    const referrer = await join({}, 'localhost', '192.0.2.10')
    const sameIp = await join({ referralCode: referrer.code }, 'localhost', '192.0.2.10')
    const first = await join({ referralCode: referrer.code })
    const sameBank = await join({ referralCode: referrer.code })
    const bank = await t.db
      .selectFrom('banks')
      .select('id')
      .where('merchantId', '=', merchantId)
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('memberBankAccounts')
      .values([
        { memberId: first.id, bankId: bank.id, accountNumber: '5140-1234-88', payeeName: 'A' },
        { memberId: sameBank.id, bankId: bank.id, accountNumber: '514012 3488', payeeName: 'B' },
      ])
      .execute()
    for (const invitee of [sameIp, first, sameBank]) await deposit(invitee, '100.00')
    expect(await payReferrals(t.db)).toEqual({ paid: 1 })
    expect(await occasions(promotion.id)).toEqual([`${referrer.id}:invitee:${first.id}:issued`])
  })
})

describe('GET /wps/member/referral', () => {
  it('shows the code, a link on the configured domain, the invitees and the earnings', async () => {
    const promotion = await referral({ maxInvitees: 3 })
    const referrer = await join({}, 'demo.localhost')
    const paid = await join({ referralCode: referrer.code, username: 'friendpaid1' })
    await deposit(paid, '100.00')
    await payReferrals(t.db)
    const waiting = await join({ referralCode: referrer.code, username: 'friendwait2' })
    await deposit(waiting, '120.00')
    await join({ referralCode: referrer.code, username: 'friendnew3' })

    const res = await t.app.inject({ method: 'GET', url: '/wps/member/referral?pageSize=2', headers: referrer.headers })
    expect(res.statusCode).toBe(200)
    const value = res.json().value
    expect(value).toMatchObject({
      code: referrer.code,
      link: `http://demo.localhost/register?referralCode=${referrer.code}`,
      inviteeTotal: 3,
      earnings: '20.00',
      promotion: { id: String(promotion.id), kind: 'referral', status: 'signed', action: null },
    })
    expect(value.invitees).toEqual([
      { account: 'fri***w3', registeredAt: expect.any(String), status: 'registered', reward: null },
      { account: 'fri***t2', registeredAt: expect.any(String), status: 'qualified', reward: null },
    ])
    const second = await t.app.inject({
      method: 'GET',
      url: '/wps/member/referral?pageSize=2&pageNum=2',
      headers: referrer.headers,
    })
    expect(second.json().value.invitees).toEqual([
      { account: 'fri***d1', registeredAt: expect.any(String), status: 'rewarded', reward: '20.00' },
    ])
    // On another of the brand's domains the link follows that domain; a host no brand lists gets none.
    const local = await t.app.inject({
      method: 'GET',
      url: '/wps/member/referral',
      headers: { ...referrer.headers, host: 'localhost' },
    })
    expect(local.json().value.link).toBe(`http://localhost/register?referralCode=${referrer.code}`)
    const evil = await t.app.inject({
      method: 'GET',
      url: '/wps/member/referral',
      headers: { ...referrer.headers, host: 'evil.example' },
    })
    expect(evil.statusCode).not.toBe(200)
    expect(evil.body).not.toContain('evil.example/register')
  })

  it('gives an agent its affiliate link and no referral promotion', async () => {
    await referral()
    const agent = await join()
    await t.db.updateTable('members').set({ isAgent: 1 }).where('id', '=', agent.id).execute()
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/referral', headers: agent.headers })
    expect(res.json().value).toMatchObject({
      link: `http://localhost/register?affiliateCode=${agent.code}`,
      promotion: null,
      inviteeTotal: 0,
      earnings: '0.00',
    })
  })
})
