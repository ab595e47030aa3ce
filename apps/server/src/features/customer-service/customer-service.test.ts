import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deriveKey } from '../../lib/secret'
import { bearer, registerMember } from '../../test/accounts'
import { otherMerchant } from '../../test/home'
import { createTestApp, type TestApp } from '../../test/test-app'
import { customerService } from './customer-service.service'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const getService = async (headers: Record<string, string> = {}, host = 'localhost') => {
  const res = await t.app.inject({ method: 'GET', url: '/wps/relay/getService', headers: { ...headers, host } })
  return res
}
const open = (path: string, host = 'localhost') => t.app.inject({ method: 'GET', url: path, headers: { host } })
const memberWithRank = async (rank: number) => {
  const { token, username } = await registerMember(t)
  await t.db.updateTable('members').set({ vipRank: rank }).where('username', '=', username).execute()
  return bearer(token)
}

describe('opening customer service', () => {
  it('gives a visitor live chat through a sealed, expiring link that redirects', async () => {
    const res = await getService()
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    const value = res.json().value
    expect(value).toMatchObject({ popupWidth: 440, popupHeight: 750, version: { pathList: [{ type: 'LIVE_CHAT' }] } })
    const path: string = value.version.pathList[0].path
    expect(path).toMatch(/^\/wps\/customer-service\/open\?t=[A-Za-z0-9_-]+$/)
    // The address is not in the answer; only the server can read the link.
    expect(res.body).not.toContain('helpmc')
    const expires = Date.parse(value.expiresAt) - Date.now()
    expect(expires).toBeGreaterThan(9 * 60_000)
    expect(expires).toBeLessThanOrEqual(10 * 60_000)
    const redirect = await open(path)
    expect(redirect.statusCode).toBe(302)
    expect(redirect.headers.location).toBe('/helpmc')
    expect(redirect.headers['cache-control']).toBe('no-store')
  })

  it('sends rank levels above 4 to the VIP desk and everyone else to live chat', async () => {
    for (const [rank, desk, target] of [
      [0, 'LIVE_CHAT', '/helpmc'],
      [4, 'LIVE_CHAT', '/helpmc'],
      [5, 'VIP', '/helpmc#vip'],
      [9, 'VIP', '/helpmc#vip'],
    ] as const) {
      const item = (await getService(await memberWithRank(rank))).json().value.version.pathList[0]
      expect(item.type, `rank ${rank}`).toBe(desk)
      expect((await open(item.path)).headers.location, `rank ${rank}`).toBe(target)
    }
  })

  it('refuses links that were tampered with, have expired, or belong to another site', async () => {
    const path: string = (await getService()).json().value.version.pathList[0].path
    const token = path.split('t=')[1] ?? ''
    const flipped = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21)
    for (const bad of [`/wps/customer-service/open?t=${flipped}`, `/wps/customer-service/open?t=${'x'.repeat(40)}`]) {
      const res = await open(bad)
      expect(res.statusCode, bad).toBe(400)
      expect(res.json().code).toBe('link_invalid')
    }
    const merchant = await t.merchants.forHost('localhost')
    const stale = await customerService(
      t.db,
      deriveKey(t.appSecret, 'customer-service-links'),
      merchant,
      { role: 'visitor' },
      Date.now() - 11 * 60_000,
    )
    expect((await open(stale.version.pathList[0]?.path ?? '')).json().code).toBe('link_invalid')
    await otherMerchant(t, 'service-other.test', { url: 'https://chat.other.test/room' })
    expect((await open(path, 'service-other.test')).json().code).toBe('link_invalid')
    // A key of another server cannot make links for this one.
    const forged = await customerService(t.db, deriveKey(Buffer.alloc(32, 7), 'customer-service-links'), merchant, {
      role: 'visitor',
    })
    expect((await open(forged.version.pathList[0]?.path ?? '')).json().code).toBe('link_invalid')
  })

  it('uses each brand’s own desks, live chat when it has no VIP desk, and says so when it has none', async () => {
    const vip = await memberWithRank(7)
    const other = (await getService(vip, 'service-other.test')).json().value.version.pathList[0]
    expect(other.type).toBe('LIVE_CHAT')
    expect((await open(other.path, 'service-other.test')).headers.location).toBe('https://chat.other.test/room')
    await otherMerchant(t, 'service-none.test')
    const none = await getService({}, 'service-none.test')
    expect(none.statusCode).toBe(403)
    expect(none.json().code).toBe('feature_disabled')
    await otherMerchant(t, 'service-bad.test', { url: 'javascript:alert(1)', vipUrl: '//evil.example' })
    expect((await getService({}, 'service-bad.test')).json().code).toBe('feature_disabled')
  })
})
