import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, registeredMember } from '../../test/accounts'
import { demoMerchantId, otherMerchant } from '../../test/home'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { factsAt, passReadable } from '../../test/loyalty'
import { operatorSession } from '../../test/operators'
import { insertPromotion } from '../../test/promotions'
import { createTestApp, type TestApp } from '../../test/test-app'
import { payer, withdraw } from '../../test/withdrawals'

/** VIP's calls: the public table, the member's status, the console's tiers and manual rank, two brands. */
let t: TestApp
let merchantId: number
let otherId: number
let owner: Record<string, string>
let promotionId: string
beforeAll(async () => {
  t = await createTestApp()
  merchantId = await demoMerchantId(t)
  otherId = await otherMerchant(t, 'vip-other.test')
  owner = (await operatorSession(t, merchantId)).headers
  const promotion = await insertPromotion(t.db, { merchantId, kind: 'loyalty', rules: { maxReward: '500.00' } })
  promotionId = String(promotion.id)
}, 120_000)
afterAll(() => closeCheckingBooks(t))

const tier = (rank: number, overrides: Record<string, unknown> = {}) => ({
  rank,
  names: { EN: `Tier ${rank}`, CN: `等级 ${rank}` },
  depositMin: `${rank * 100}.00`,
  turnoverMin: `${rank * 1000}.00`,
  retainDeposit: `${rank * 50}.00`,
  retainTurnover: `${rank * 500}.00`,
  upgradeBonus: `${rank}.00`,
  birthdayBonus: '0',
  rebateRate: rank * 10,
  withdrawDailyLimit: rank >= 3 ? '90000.00' : null,
  withdrawDailyCount: rank >= 3 ? 9 : null,
  ...overrides,
})
const tiersUrl = (id = merchantId) => `/wps/operator/brands/${id}/loyalty/vip-tiers`
const save = (payload: Record<string, unknown>, id = merchantId) =>
  t.app.inject({ method: 'PUT', url: tiersUrl(id), headers: owner, payload })

describe('the console’s tier table', () => {
  it('refuses gaps, falling requirements, retaining above reaching and a foreign promotion', async () => {
    const cases = [
      { tiers: [tier(1), tier(3)], promotionId, path: '/body/tiers/1/rank' },
      { tiers: [tier(1), tier(2, { depositMin: '50.00' })], promotionId, path: '/body/tiers/1/depositMin' },
      { tiers: [tier(1, { retainTurnover: '2000.00' })], promotionId, path: '/body/tiers/0/retainTurnover' },
      { tiers: [tier(1)], promotionId: '987654321', path: '/body/promotionId' },
    ]
    for (const { path, ...payload } of cases) {
      const res = await save(payload)
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().code).toBe('validation_failed')
      expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path)
    }
    expect(await t.db.selectFrom('vipTiers').selectAll().where('merchantId', '=', merchantId).execute()).toEqual([])
  })

  it('saves the table and the VIP promotion, audited, leaving the point policy off', async () => {
    const res = await save({ tiers: [5, 4, 3, 2, 1].map((rank) => tier(rank)), promotionId })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value.promotionId).toBe(promotionId)
    expect(res.json().value.tiers.map((x: { rank: number; members: number }) => [x.rank, x.members])).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
      [5, 0],
    ])
    const settings = await t.db
      .selectFrom('loyaltySettings')
      .select(['enabled', 'vipPromotionId'])
      .where('merchantId', '=', merchantId)
      .executeTakeFirstOrThrow()
    expect(settings).toEqual({ enabled: false, vipPromotionId: BigInt(promotionId) })
    const audit = await t.db
      .selectFrom('auditLog')
      .select('target')
      .where('action', '=', 'loyalty.vip_tiers')
      .executeTakeFirstOrThrow()
    expect(audit.target).toBe(`vip-tiers:${merchantId}`)
  })
})

describe('the member’s calls', () => {
  it('shows the tier table to anyone in the asked language, with the VIP desk from rank 5', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/vip?language=CN' })
    expect(res.statusCode, res.body).toBe(200)
    const table = res.json().value
    expect(table).toMatchObject({ windowDays: 30, review: 'monthly' })
    expect(table.tiers[0]).toMatchObject({ rank: 1, name: '等级 1', depositMin: '100.00', withdrawDailyLimit: null })
    expect(table.tiers.map((x: { vipService: boolean }) => x.vipService)).toEqual([false, false, false, false, true])
    const other = await t.app.inject({ method: 'GET', url: '/wps/system/vip', headers: { host: 'vip-other.test' } })
    expect(other.statusCode, other.body).toBe(200)
    expect(other.json().value.tiers).toEqual([])
  })

  it('shows the member’s tier, window figures and what the next tier needs', async () => {
    const member = await registeredMember(t)
    await factsAt(t.db, [{ merchantId, memberId: member.id, kind: 'deposit', amount: 25_000n, at: new Date() }])
    await passReadable(t.db, new Date())
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/vip', headers: bearer(member.token) })
    expect(res.statusCode, res.body).toBe(200)
    const status = res.json().value
    expect(status).toMatchObject({ rank: 0, name: null, deposit: '250.00', turnover: '0.00', windowDays: 30 })
    expect(status.next).toEqual({ rank: 1, name: 'Tier 1', depositNeeded: '0.00', turnoverNeeded: '1000.00' })
    expect(new Date(status.reviewAt).getTime()).toBeGreaterThan(Date.now())
    expect(status.retained).toBe(false)
  })

  it('lets a tier’s daily limits replace the brand’s', async () => {
    const member = await registeredMember(t)
    await t.db.updateTable('members').set({ vipRank: 3 }).where('id', '=', member.id).execute()
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/member/withdraw/settings',
      headers: bearer(member.token),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value).toMatchObject({ dailyAmount: '90000.00', dailyCount: 9 })
  })

  it('holds a tier’s member to the tier’s daily amount and count when withdrawing', async () => {
    const [byAmount, byCount] = [await payer(t, 20_000_000n), await payer(t, 20_000_000n)]
    await t.db.updateTable('members').set({ vipRank: 3 }).where('id', 'in', [byAmount.id, byCount.id]).execute()
    expect((await withdraw(t, byAmount, '50000.00', 'vip-wd-1')).statusCode).toBe(200)
    expect((await withdraw(t, byAmount, '40000.00', 'vip-wd-2')).statusCode).toBe(200)
    expect((await withdraw(t, byAmount, '50.00', 'vip-wd-3')).json().code).toBe('withdrawal_limit_reached')
    // Nine a day where the brand allows five.
    for (let i = 0; i < 9; i++) expect((await withdraw(t, byCount, '50.00', `vip-wd-c${i}`)).statusCode).toBe(200)
    expect((await withdraw(t, byCount, '50.00', 'vip-wd-c9')).json().code).toBe('withdrawal_limit_reached')
  })
})

describe('setting a member’s tier by hand', () => {
  it('sets the rank and labels, audited, with no upgrade bonus', async () => {
    const member = await registeredMember(t)
    const url = `/wps/operator/brands/${merchantId}/loyalty/members/${member.id}/vip`
    const res = await t.app.inject({ method: 'POST', url, headers: owner, payload: { rank: 4, reason: 'VIP host' } })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value).toMatchObject({ vipRank: 4, points: 0, account: member.username })
    expect(res.json().value.vipChanges).toMatchObject([{ fromRank: 0, toRank: 4, reason: 'operator' }])
    const row = await t.db
      .selectFrom('members')
      .select(['vipRank', 'vipLabel', 'clubRank', 'clubLabel'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ vipRank: 4, vipLabel: 'Tier 4', clubRank: 4, clubLabel: 'Tier 4' })
    const grants = await t.db.selectFrom('promotionGrants').select('id').where('memberId', '=', member.id).execute()
    expect(grants).toEqual([])
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['before', 'after'])
      .where('action', '=', 'loyalty.vip_set')
      .where('target', '=', `member:${member.id}`)
      .executeTakeFirstOrThrow()
    expect(audit).toMatchObject({ before: { rank: 0 }, after: { rank: 4, reason: 'VIP host' } })
    const tiers = await t.app.inject({ method: 'GET', url: tiersUrl(), headers: owner })
    expect(tiers.json().value.tiers[3].members).toBe(1)

    const bad = await t.app.inject({ method: 'POST', url, headers: owner, payload: { rank: 9, reason: 'x' } })
    expect(bad.json().code).toBe('validation_failed')
  })

  it('finds no member of another brand, and moves members above a shorter table to its top', async () => {
    const member = await registeredMember(t)
    const foreign = `/wps/operator/brands/${otherId}/loyalty/members/${member.id}/vip`
    const global = (await operatorSession(t)).headers
    const res = await t.app.inject({ method: 'POST', url: foreign, headers: global, payload: { rank: 0, reason: 'x' } })
    expect(res.json().code).toBe('not_found')
    await t.db.updateTable('members').set({ vipRank: 5 }).where('id', '=', member.id).execute()
    const saved = await save({ tiers: [tier(1), tier(2)], promotionId: null })
    expect(saved.statusCode, saved.body).toBe(200)
    const row = await t.db
      .selectFrom('members')
      .select(['vipRank', 'vipLabel'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ vipRank: 2, vipLabel: 'Tier 2' })
    expect(saved.json().value.promotionId).toBeNull()
  })
})
