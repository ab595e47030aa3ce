import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadGeoLookup } from '../../lib/geo'
import { secondMerchant } from '../../test/brands'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { call, joinPromotion, promoMember, promotionOf, requestReward, statusOf } from '../../test/member-promotions'
import { insertPromotion } from '../../test/promotions'
import { createTestApp, type TestApp } from '../../test/test-app'
import { merchantIdOf } from '../../test/withdrawals'
import { award } from './grant.service'

/** What the member sees: drafts never, coming and closed promotions, eligibility, brands, the PR link. */
let t: TestApp
let merchantId: number
beforeAll(async () => {
  t = await createTestApp()
  merchantId = await merchantIdOf(t)
})
afterAll(() => closeCheckingBooks(t))

const raffle = (extra: Partial<Parameters<typeof insertPromotion<'raffle'>>[1]> = {}) =>
  insertPromotion(t.db, {
    merchantId,
    kind: 'raffle',
    rules: {
      ticketsBy: 'deposit',
      unit: '50.00',
      maxTickets: 10,
      prizes: [{ amount: '10.00', count: 1 }],
      claimWithinDays: 7,
    },
    ...extra,
  })

describe('the member’s promotions', () => {
  it('hides drafts, counts down coming ones, and refuses joining either', async () => {
    const draft = await raffle({ state: 'draft' })
    const coming = await raffle({ startsAt: new Date(Date.now() + 86_400_000) })
    const m = await promoMember(t)
    expect(await promotionOf(t, m, draft.id)).toBeUndefined()
    expect((await joinPromotion(t, m, draft.id)).json().code).toBe('not_found')
    expect(await statusOf(t, m, coming.id)).toEqual({ status: 'coming_soon', action: null, claimable: null })
    expect((await joinPromotion(t, m, coming.id)).json().code).toBe('promotion_closed')
  })

  it('lets a member join once, and shows joined members as signed', async () => {
    const promotion = await raffle()
    const m = await promoMember(t, { device: 'raffle-device-0000000001' })
    expect(await statusOf(t, m, promotion.id)).toMatchObject({ status: 'join', action: 'join' })
    const answers = await Promise.all([joinPromotion(t, m, promotion.id), joinPromotion(t, m, promotion.id)])
    expect(answers.map((r) => [r.statusCode, r.json().value.promotion.status])).toEqual([
      [200, 'signed'],
      [200, 'signed'],
    ])
    const entries = await t.db
      .selectFrom('promotionEntries')
      .selectAll()
      .where('promotionId', '=', promotion.id)
      .execute()
    expect(entries).toMatchObject([{ memberId: m.id, state: 'joined', ip: m.ip, device: 'raffle-device-0000000001' }])
    expect((await requestReward(t, m, promotion.id)).json().code).toBe('promotion_not_eligible')
  })

  it('judges VIP rank and the registration country', async () => {
    const geo = await loadGeoLookup()
    const abroad = '8.8.8.8'
    const vip = await raffle({ eligibility: { minVipRank: 3 } })
    const country = await raffle({ eligibility: { countries: [geo.country(abroad) ?? 'ZZ'] } })
    const m = await promoMember(t)
    const there = await promoMember(t, { ip: abroad })
    expect(await statusOf(t, m, vip.id)).toMatchObject({ status: 'closed', action: null })
    expect((await joinPromotion(t, m, vip.id)).json().code).toBe('promotion_not_eligible')
    await t.db.updateTable('members').set({ vipRank: 3 }).where('id', '=', m.id).execute()
    expect(await statusOf(t, m, vip.id)).toMatchObject({ status: 'join', action: 'join' })
    expect(await statusOf(t, m, country.id)).toMatchObject({ status: 'closed' })
    expect(await statusOf(t, there, country.id)).toMatchObject({ status: 'join' })
  })

  it('keeps an ended promotion in view while a claim waits, and drops it after', async () => {
    const promotion = await raffle()
    const m = await promoMember(t)
    const member = { id: m.id, merchantId, currency: 'MYR' }
    await award(t.db, { promotion, member, occasion: 'prize:1', amount: 1_000n, mode: 'claimable' })
    await t.db.updateTable('promotions').set({ state: 'ended' }).where('id', '=', promotion.id).execute()
    expect(await statusOf(t, m, promotion.id)).toEqual({ status: 'claim', action: 'claim', claimable: '10.00' })
    const claimed = await requestReward(t, m, promotion.id)
    expect(claimed.json().value).toMatchObject({ granted: '10.00', promotion: { status: 'claimed' } })
    expect(await promotionOf(t, m, promotion.id)).toBeUndefined()
    expect((await call(t, m, 'GET', '/wps/member/rewards')).json().value.history[0]).toMatchObject({
      amount: '10.00',
      state: 'issued',
      claimed: true,
    })
  })
})

describe('two brands', () => {
  it('never shows nor lets a member of brand B join, ask for or claim brand A’s promotion', async () => {
    const promotion = await raffle()
    const signup = await insertPromotion(t.db, {
      merchantId,
      kind: 'signup',
      rules: { amount: '5.00', trigger: 'join' },
    })
    const a = await promoMember(t)
    const reward = await award(t.db, {
      promotion,
      member: { id: a.id, merchantId, currency: 'MYR' },
      occasion: 'prize:2',
      amount: 500n,
      mode: 'claimable',
    })
    await secondMerchant(t, 'promo-b.test', 'THB')
    const b = await promoMember(t, { host: 'promo-b.test' })
    expect(await promotionOf(t, b, promotion.id)).toBeUndefined()
    for (const res of [
      await joinPromotion(t, b, promotion.id),
      await requestReward(t, b, signup.id),
      await call(t, b, 'POST', `/wps/member/rewards/${reward.grant.id}/claim`),
    ])
      expect([res.statusCode, res.json().code]).toEqual([404, 'not_found'])
    expect(await t.db.selectFrom('promotionEntries').select('id').where('memberId', '=', b.id).execute()).toEqual([])
    expect(await t.db.selectFrom('promotionGrants').select('id').where('memberId', '=', b.id).execute()).toEqual([])
  })
})

describe('the promotion page', () => {
  it('names the promotion whose page a PR item is', async () => {
    const page = await t.db
      .selectFrom('announcements')
      .select('id')
      .where('merchantId', '=', merchantId)
      .where('type', '=', 'PR')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const promotion = await raffle()
    await t.db.updateTable('promotions').set({ announcementId: page.id }).where('id', '=', promotion.id).execute()
    const m = await promoMember(t)
    const res = await call(t, m, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=PR&language=EN')
    const items = res.json().value.promotion as { id: string; promotionId: string | null }[]
    expect(items.length).toBeGreaterThan(1)
    for (const item of items) expect(item.promotionId).toBe(item.id === String(page.id) ? String(promotion.id) : null)
    expect((await promotionOf(t, m, promotion.id))?.announcementId).toBe(String(page.id))
  })
})
