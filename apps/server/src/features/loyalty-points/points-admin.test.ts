import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { secondMerchant } from '../../test/brands'
import { closeCheckingBooks, createMembers } from '../../test/ledger-fixtures'
import { operatorSession } from '../../test/operators'
import { insertPromotion } from '../../test/promotions'
import { createTestApp, type TestApp } from '../../test/test-app'
import { DEFAULT_SETTINGS } from '../loyalty/loyalty-settings.service'

/** The console's point policy and a member's points: permissions, audit, brand scope. */
let t: TestApp
let merchantId: number
let otherId: number
let owner: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  merchantId = (await t.db.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id
  otherId = await secondMerchant(t, 'points-admin-b.test', 'THB')
  owner = (await operatorSession(t, merchantId)).headers
}, 120_000)
afterAll(() => closeCheckingBooks(t))

const root = (brand = merchantId) => `/wps/operator/brands/${brand}/loyalty`
const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
const audits = (action: string) =>
  t.db.selectFrom('auditLog').selectAll().where('action', '=', action).orderBy('id').execute()

const policy = { ...DEFAULT_SETTINGS, enabled: true, earnRate: 150, minConvert: 200, expiryDays: 90 }

describe('the point policy', () => {
  it('offers the defaults disabled, saves the policy audited and keeps the VIP promotion', async () => {
    expect((await call('GET', `${root()}/settings`, owner)).json().value).toEqual(DEFAULT_SETTINGS)
    const saved = await call('PUT', `${root()}/settings`, owner, policy)
    expect(saved.json().value).toEqual(policy)
    const promotion = await insertPromotion(t.db, { merchantId, kind: 'loyalty', rules: { maxReward: '100.00' } })
    await t.db
      .updateTable('loyaltySettings')
      .set({ vipPromotionId: promotion.id })
      .where('merchantId', '=', merchantId)
      .execute()
    const again = { ...policy, multipliers: { RNG: 15_000 }, expiryDays: null }
    expect((await call('PUT', `${root()}/settings`, owner, again)).json().value).toEqual(again)
    const row = await t.db
      .selectFrom('loyaltySettings')
      .selectAll()
      .where('merchantId', '=', merchantId)
      .executeTakeFirstOrThrow()
    expect(row.vipPromotionId).toBe(promotion.id)
    const rows = await audits('loyalty.settings')
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({ target: `merchant:${merchantId}`, before: null, after: policy })
    expect(rows[1]).toMatchObject({ before: policy, after: again })
  })

  it('refuses a multiplier that names no game category, and bad numbers', async () => {
    const bad = await call('PUT', `${root()}/settings`, owner, { ...policy, multipliers: { FOO: 10_000 } })
    expect(bad.json().code).toBe('validation_failed')
    const negative = await call('PUT', `${root()}/settings`, owner, { ...policy, convertRate: 0 })
    expect(negative.json().code).toBe('validation_failed')
  })

  it('lets content manage the policy but not finance; another brand is not found', async () => {
    const content = (await operatorSession(t, merchantId, ['content'])).headers
    const finance = (await operatorSession(t, merchantId, ['finance'])).headers
    expect((await call('PUT', `${root()}/settings`, content, policy)).statusCode).toBe(200)
    expect((await call('PUT', `${root()}/settings`, finance, policy)).json().code).toBe('forbidden')
    expect((await call('GET', `${root(otherId)}/settings`, owner)).json().code).toBe('not_found')
    expect((await call('PUT', `${root(otherId)}/settings`, owner, policy)).json().code).toBe('not_found')
  })
})

describe('a member’s points', () => {
  it('adds and takes points with a reason, audited, never below zero', async () => {
    await call('PUT', `${root()}/settings`, owner, policy)
    const [id] = await createMembers(t.db, merchantId, 1)
    const url = `${root()}/members/${id}/points`
    const added = await call('POST', url, owner, { points: 120, reason: 'goodwill for a late payout' })
    expect(added.json().value).toMatchObject({
      memberId: String(id),
      points: 120,
      vipRank: 0,
      entries: [{ kind: 'adjust', points: 120, balanceAfter: 120, note: 'goodwill for a late payout' }],
      vipChanges: [],
    })
    expect(added.json().value.entries[0].operator).toEqual(expect.any(String))
    const lot = await t.db.selectFrom('pointEntries').select('expiresAt').where('memberId', '=', id!).executeTakeFirst()
    expect(lot?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 89 * 86_400_000)
    expect((await call('POST', url, owner, { points: -121, reason: 'too much' })).json().code).toBe(
      'points_insufficient',
    )
    const taken = await call('POST', url, owner, { points: -20, reason: 'double credit' })
    expect(taken.json().value).toMatchObject({ points: 100, entries: [{ points: -20 }, { points: 120 }] })
    expect((await call('POST', url, owner, { points: 0, reason: 'none' })).json().code).toBe('validation_failed')
    const rows = await audits('loyalty.points_adjust')
    expect(rows.map((r) => [r.target, r.before, (r.after as { points: number }).points])).toEqual([
      [`member:${id}`, { points: 0 }, 120],
      [`member:${id}`, { points: 120 }, 100],
    ])
    expect((await call('GET', `${root()}/members/${id}`, owner)).json().value.points).toBe(100)
  })

  it('lets finance adjust but not support; another brand’s member is not found', async () => {
    const [id] = await createMembers(t.db, merchantId, 1)
    const [otherMember] = await createMembers(t.db, otherId, 1)
    const finance = (await operatorSession(t, merchantId, ['finance'])).headers
    const support = (await operatorSession(t, merchantId, ['support'])).headers
    const body = { points: 5, reason: 'test' }
    expect((await call('POST', `${root()}/members/${id}/points`, finance, body)).statusCode).toBe(200)
    expect((await call('POST', `${root()}/members/${id}/points`, support, body)).json().code).toBe('forbidden')
    expect((await call('GET', `${root()}/members/${id}`, support)).json().value.points).toBe(5)
    for (const url of [`${root()}/members/${otherMember}`, `${root(otherId)}/members/${otherMember}`]) {
      expect((await call('GET', url, owner)).json().code).toBe('not_found')
      expect((await call('POST', `${url}/points`, owner, body)).json().code).toBe('not_found')
    }
    const touched = await t.db.selectFrom('pointEntries').select('id').where('memberId', '=', otherMember!).execute()
    expect(touched).toEqual([])
  })
})
