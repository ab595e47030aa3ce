import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb } from '../../test/test-app'
import * as repo from './merchant.repository'
import { createMerchantDirectory, normaliseHost, toBlockList } from './merchant.service'

let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(() => t.close())

describe('merchant directory', () => {
  it('serves settings from memory until the TTL passes, then re-reads them', async () => {
    let clock = 0
    const directory = createMerchantDirectory(t.db, 5000, () => clock)
    const id = (await repo.findMerchantIdByCode(t.db, 'demo')) ?? -1
    expect((await directory.forHost('localhost')).maintenance).toBe(false)
    await repo.setMaintenance(t.db, id, true, null)
    try {
      clock = 4000
      expect((await directory.forHost('localhost')).maintenance).toBe(false)
      clock = 5001
      expect((await directory.forHost('localhost')).maintenance).toBe(true)
      await repo.setMaintenance(t.db, id, false, null)
      directory.invalidate()
      expect((await directory.forHost('localhost')).maintenance).toBe(false)
    } finally {
      await repo.setMaintenance(t.db, id, false, null)
    }
  })

  it('answers merchant_not_found when no merchant serves the host and none is default', async () => {
    const directory = createMerchantDirectory(t.db, 0)
    await expect(directory.forHost('elsewhere.example')).rejects.toMatchObject({ code: 'merchant_not_found' })
    await expect(directory.site({ host: 'elsewhere.example', protocol: 'http' })).rejects.toMatchObject({
      code: 'merchant_not_found',
    })
    expect(await directory.serves('elsewhere.example')).toBe(false)
    expect((await directory.forHost('localhost')).brand.code).toBe('demo')
    // The default brand is the installation's setting (DEFAULT_BRAND), not a flag in the database.
    await t.db.updateTable('merchants').set({ isDefault: true }).where('code', '=', 'demo').execute()
    await expect(createMerchantDirectory(t.db, 0).forHost('elsewhere.example')).rejects.toMatchObject({
      code: 'merchant_not_found',
    })
    expect((await createMerchantDirectory(t.db, 0, Date.now, 'demo').forHost('elsewhere.example')).brand.code).toBe(
      'demo',
    )
  })
})

describe('host and address helpers', () => {
  it('normalises hosts and URLs', () => {
    expect(normaliseHost('Demo.Example:8080')).toBe('demo.example')
    expect(normaliseHost('https://demo.example./path?q=1')).toBe('demo.example')
    expect(normaliseHost('[::1]:8080')).toBe('::1')
    expect(() => normaliseHost('http://[bad')).toThrow()
    for (const bad of [
      'localhost:@evil.example',
      'http://localhost:@evil.example/',
      'http://user:pw@localhost/',
      'local host',
      'localhost:99999',
    ]) {
      expect(() => normaliseHost(bad), bad).toThrow()
    }
  })

  it('matches single addresses and CIDR ranges, skipping junk', () => {
    const list = toBlockList(['203.0.113.0/24', '198.51.100.7', '2001:db8::/32', 'junk'])
    expect(list.check('203.0.113.200', 'ipv4')).toBe(true)
    expect(list.check('198.51.100.7', 'ipv4')).toBe(true)
    expect(list.check('198.51.100.8', 'ipv4')).toBe(false)
    expect(list.check('2001:db8::1', 'ipv6')).toBe(true)
  })
})
