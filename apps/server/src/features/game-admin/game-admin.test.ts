import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, registerMember } from '../../test/accounts'
import { demoMerchantId, otherMerchant } from '../../test/home'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let demo: number
let other: number
let ops: Record<string, string>
let otherOps: Record<string, string>
let auditor: Record<string, string>
let member: Record<string, string>
let jade94: string

type Method = 'GET' | 'PUT' | 'POST'
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) })
const ok = async (method: Method, url: string, headers: Record<string, string>, payload?: unknown) => {
  const res = await call(method, url, headers, payload)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}
const vendorsUrl = (merchantId: number) => `/wps/operator/brands/${merchantId}/vendors`
const auditRows = (action: string) =>
  t.db.selectFrom('auditLog').selectAll().where('action', '=', action).orderBy('id', 'desc').execute()
const demoVendors = () =>
  t.db.selectFrom('merchantVendors').selectAll().where('merchantId', '=', demo).orderBy('vendorCode').execute()
const relay = async (name: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'POST', url: `/wps/relay/${name}`, payload, headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}
const launch = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: member,
    payload: { accountType: 1, confirmTrans: 0, launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, ...body },
  })
const seaRngCard = async () => {
  const lanes = (await relay('GCSGAME_newGameVendor', {})).data.lanes as {
    vendors: { vassalage: string; isHot: number; isNew?: number; maintenanceEnd?: string }[]
  }[]
  return lanes.flatMap((l) => l.vendors).find((v) => v.vassalage === 'SEA_RNG')
}
const hour = 3_600_000
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()

beforeAll(async () => {
  t = await createTestApp()
  demo = await demoMerchantId(t)
  other = await otherMerchant(t, 'other-games.test')
  ops = (await operatorSession(t, demo, ['content'])).headers
  otherOps = (await operatorSession(t, other, ['content'])).headers
  auditor = (await operatorSession(t, demo, ['auditor'])).headers
  member = bearer((await registerMember(t)).token)
  const game = await t.db.selectFrom('games').select('id').where('code', '=', 'jade-94').executeTakeFirstOrThrow()
  jade94 = String(game.id)
}, 120_000)
afterAll(() => t.close())

describe('a brand’s vendors', () => {
  it('lists every platform vendor with the brand’s switches, flags and game counts', async () => {
    const vendors = await ok('GET', vendorsUrl(demo), auditor)
    const sea = vendors.find((v: { vendorCode: string }) => v.vendorCode === 'SEA_RNG')
    expect(sea).toMatchObject({ category: 'RNG', walletMode: 'seamless', enabled: true, maintenance: null })
    expect(sea.games).toBeGreaterThanOrEqual(2)
    expect(sea.gamesOn).toBe(sea.games)
    // The other brand lists no vendor yet: every one is off there.
    const none = await ok('GET', vendorsUrl(other), otherOps)
    expect(none.every((v: { enabled: boolean }) => !v.enabled)).toBe(true)
  })

  it('saves the whole list in one audited call; the site follows the order and the flags', async () => {
    const before = await ok('GET', vendorsUrl(demo), ops)
    const list = before.map((v: { vendorCode: string; sortOrder: number }, i: number) => ({
      vendorCode: v.vendorCode,
      enabled: true,
      sortOrder: v.vendorCode === 'SEA_RNG' ? -5 : i,
      isHot: v.vendorCode === 'SEA_RNG',
      isNew: v.vendorCode === 'SEA_RNG',
    }))
    const saved = await ok('PUT', vendorsUrl(demo), ops, { vendors: list })
    expect(saved.find((v: { vendorCode: string }) => v.vendorCode === 'SEA_RNG')).toMatchObject({
      sortOrder: -5,
      isHot: true,
      isNew: true,
    })
    const [row] = await auditRows('brand.vendors')
    expect(row).toMatchObject({ merchantId: demo, target: `merchant:${demo}` })
    expect(row?.after?.vendors).toContainEqual({
      vendorCode: 'SEA_RNG',
      enabled: true,
      isHot: true,
      isNew: true,
      sortOrder: -5,
    })
    expect(await seaRngCard()).toMatchObject({ isHot: 1, isNew: 1 })
  })

  it('refuses unknown and repeated vendors with field errors, saving nothing', async () => {
    const before = await demoVendors()
    const entry = { vendorCode: 'SEA_RNG', enabled: false, sortOrder: 1, isHot: false, isNew: false }
    const res = await call('PUT', vendorsUrl(demo), ops, {
      vendors: [entry, { ...entry, vendorCode: 'NOPE_X' }, entry],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('validation_failed')
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual([
      '/body/vendors/1/vendorCode',
      '/body/vendors/2/vendorCode',
    ])
    const bad = await call('PUT', vendorsUrl(demo), ops, { vendors: [{ ...entry, sortOrder: 'first' }] })
    expect(bad.json().code).toBe('validation_failed')
    expect(await demoVendors()).toEqual(before)
  })

  it('answers another brand’s id as not found, and refuses the auditor a change', async () => {
    const before = await demoVendors()
    expect((await call('GET', vendorsUrl(demo), otherOps)).json().code).toBe('not_found')
    expect((await call('PUT', vendorsUrl(demo), otherOps, { vendors: [] })).json().code).toBe('not_found')
    expect((await call('PUT', vendorsUrl(demo), auditor, { vendors: [] })).json().code).toBe('forbidden')
    expect((await call('GET', vendorsUrl(987654), ops)).json().code).toBe('not_found')
    expect(await demoVendors()).toEqual(before)
  })
})

describe('a vendor’s maintenance window', () => {
  const url = () => `${vendorsUrl(demo)}/SEA_RNG/maintenance`

  it('shows the vendor under maintenance on the site and refuses its launch until the end', async () => {
    expect((await launch({ vassalage: 'SEA_RNG', gameId: 'jade-96' })).statusCode).toBe(200)
    const end = at(hour)
    const value = await ok('PUT', url(), ops, { maintenance: { start: at(-hour), end } })
    expect(value).toMatchObject({ underMaintenance: true, maintenance: { end } })
    expect((await seaRngCard())?.maintenanceEnd).toBe(end)
    const refused = await launch({ vassalage: 'SEA_RNG', gameId: 'jade-96' })
    expect(refused.statusCode).toBe(503)
    expect(refused.json().code).toBe('vendor_maintenance')
    const [row] = await auditRows('brand.vendor_maintenance')
    expect(row).toMatchObject({
      target: 'vendor:SEA_RNG',
      before: { maintenance: null },
      after: { maintenance: { end } },
    })
  })

  it('keeps a future window announced only, and a cleared one lets the vendor open again', async () => {
    const later = await ok('PUT', url(), ops, { maintenance: { start: at(hour), end: at(2 * hour) } })
    expect(later.underMaintenance).toBe(false)
    expect((await seaRngCard())?.maintenanceEnd).toBeUndefined()
    expect((await launch({ vassalage: 'SEA_RNG', gameId: 'jade-96' })).statusCode).toBe(200)
    expect((await ok('PUT', url(), ops, { maintenance: null })).maintenance).toBeNull()
  })

  it('refuses a window that ends before it starts or is over, and another brand’s operator', async () => {
    const before = await demoVendors()
    for (const maintenance of [
      { start: at(2 * hour), end: at(hour) },
      { start: at(-2 * hour), end: at(-hour) },
      { start: 'soon', end: at(hour) },
    ]) {
      const res = await call('PUT', url(), ops, { maintenance })
      expect(res.json().code, res.body).toBe('validation_failed')
    }
    const window = { start: at(-hour), end: at(hour) }
    expect((await call('PUT', url(), otherOps, { maintenance: window })).json().code).toBe('not_found')
    expect(
      (await call('PUT', `${vendorsUrl(demo)}/NOPE_X/maintenance`, ops, { maintenance: window })).json().code,
    ).toBe('vendor_not_found')
    expect(await demoVendors()).toEqual(before)
  })
})

describe('a brand’s games', () => {
  const gamesUrl = (merchantId = demo) => `/wps/operator/brands/${merchantId}/games`
  const names = async () =>
    (await relay('GCSGAME_gameList', { selectType: 'ALL', vassalage: 'SEA_RNG' })).content.map(
      (g: { code: string }) => g.code,
    )

  it('lists the platform’s games by vendor and search, paged', async () => {
    const page = await ok('GET', `${gamesUrl()}?vendorCode=SEA_RNG&pageSize=1`, auditor)
    expect(page.content).toHaveLength(1)
    expect(page.totalElements).toBeGreaterThanOrEqual(2)
    const found = await ok('GET', `${gamesUrl()}?search=jade-94`, auditor)
    expect(found.content).toEqual([
      expect.objectContaining({ id: jade94, vendorCode: 'SEA_RNG', enabled: true, overridden: false }),
    ])
  })

  it('switches a game off for one brand only: gone from its catalogue and launch, audited', async () => {
    expect(await names()).toContain('jade-94')
    const value = await ok('PUT', `${gamesUrl()}/${jade94}`, ops, {
      enabled: false,
      isHot: true,
      isNew: false,
      sortOrder: 3,
    })
    expect(value).toMatchObject({ enabled: false, isHot: true, overridden: true })
    expect(await names()).not.toContain('jade-94')
    const refused = await launch({ vassalage: 'SEA_RNG', gameId: 'jade-94' })
    expect(refused.json().code).toBe('game_not_found')
    const [row] = await auditRows('brand.game')
    expect(row).toMatchObject({ merchantId: demo, target: `game:${jade94}`, after: { enabled: false, isHot: true } })
    // Switched back on, flagged hot for this brand: listed among its hot games.
    await ok('PUT', `${gamesUrl()}/${jade94}`, ops, { enabled: true, isHot: true, isNew: false, sortOrder: -1 })
    expect((await names())[0]).toBe('jade-94')
    const hot = await relay('GCSGAME_gameList', { selectType: 'HOT' })
    expect(hot.content.map((g: { code: string }) => g.code)).toContain('jade-94')
  })

  it('refuses bad input, an unknown game and another brand’s operator, changing nothing', async () => {
    const rows = () => t.db.selectFrom('merchantGames').selectAll().orderBy('gameId').execute()
    const before = await rows()
    const body = { enabled: false, isHot: false, isNew: false, sortOrder: 0 }
    expect((await call('PUT', `${gamesUrl()}/${jade94}`, ops, { ...body, sortOrder: 1e9 })).json().code).toBe(
      'validation_failed',
    )
    expect((await call('PUT', `${gamesUrl()}/987654321`, ops, body)).json().code).toBe('game_not_found')
    expect((await call('PUT', `${gamesUrl()}/${jade94}`, otherOps, body)).json().code).toBe('not_found')
    expect((await call('GET', gamesUrl(), otherOps)).json().code).toBe('not_found')
    expect(await rows()).toEqual(before)
  })
})
