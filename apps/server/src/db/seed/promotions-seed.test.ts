import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { approvedDeposit, call, promoMember, statusOf } from '../../test/member-promotions'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'
import { seedDemoPromotions } from './promotions.seed'
import { seedVnBrand, VN_CODE } from './vn-brand.seed'

/** The demo brands' promotions: the welcome bonus the home page offers is one the engine pays. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await seedVnBrand(t.db)
  await seedDemoPromotions(t.db)
}, 120_000)
afterAll(() => closeCheckingBooks(t))

const rows = () =>
  t.db
    .selectFrom('promotions as p')
    .innerJoin('merchants as m', 'm.id', 'p.merchantId')
    .leftJoin('announcements as a', 'a.id', 'p.announcementId')
    .select(['m.code as brand', 'p.code', 'p.kind', 'p.state', 'p.needsApproval', 'a.imageUrl as page'])
    .orderBy('p.id')
    .execute()

describe('the demo promotions', () => {
  it('seeds once: a second run leaves the same rows', async () => {
    const first = await rows()
    await seedDemoPromotions(t.db)
    expect(await rows()).toEqual(first)
    expect(first).toEqual([
      {
        brand: 'demo',
        code: 'welcome-bonus',
        kind: 'deposit_bonus',
        state: 'live',
        needsApproval: false,
        page: 'promos/welcome-bonus.svg',
      },
      { brand: 'demo', code: 'new-member-gift', kind: 'signup', state: 'live', needsApproval: true, page: null },
      {
        brand: VN_CODE,
        code: 'welcome-bonus',
        kind: 'deposit_bonus',
        state: 'live',
        needsApproval: false,
        page: '/brand-vn/promos/tet-welcome.svg',
      },
    ])
  })

  it('matches a first deposit 100% up to MYR 388, to claim, with 10 times the bonus to wager', async () => {
    const operator = (await operatorSession(t)).headers
    const { id } = await t.db
      .selectFrom('promotions')
      .select('id')
      .where('code', '=', 'welcome-bonus')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const m = await promoMember(t)
    await approvedDeposit(t, m, '500.00', operator)
    expect(await statusOf(t, m, id)).toEqual({ status: 'claim', action: 'claim', claimable: '388.00' })
    const claimed = await call(t, m, 'POST', '/wps/relay/MCSFE_signUpRequestReward', { promotionId: String(id) })
    expect(claimed.json().value).toMatchObject({
      granted: '388.00',
      promotion: { status: 'in_progress', wagering: { required: '3880.00', achieved: '0.00' } },
    })
    const page = await call(t, m, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=PR&language=EN')
    const item = page.json().value.promotion.find((p: { title: string }) => p.title === '100% Welcome Bonus')
    expect(item.promotionId).toBe(String(id))
  })
})
