import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb } from '../../test/test-app'
import { createOperator } from '../operator/operator-account.service'
import { createBrand, listBrands, type NewBrand } from './brand.service'
import { createMerchantDirectory } from './merchant.service'

let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(() => t.close())

const LOTUS: NewBrand = {
  code: 'lotus',
  name: 'Lotus Real',
  domains: ['lotus.example', 'WWW.Lotus.Example'],
  currency: 'myr',
  timezone: 'Asia/Kuala_Lumpur',
  languages: ['en', 'MY'],
}

describe('npm run brand', () => {
  it('creates a real brand with no members and no money, served on its domains, and lists it', async () => {
    const created = await createBrand(t.db, LOTUS)
    expect(created).toMatchObject({ code: 'lotus', domains: ['lotus.example', 'www.lotus.example'] })
    const directory = createMerchantDirectory(t.db, 0)
    const merchant = await directory.forHost('www.lotus.example')
    expect(merchant.brand).toMatchObject({
      code: 'lotus',
      currency: 'MYR',
      timezone: 'Asia/Kuala_Lumpur',
      languages: ['EN', 'MY'],
      defaultLanguage: 'EN',
    })
    expect(merchant.flags.FREE_PLAY).toBe(false)
    expect(merchant.registerRules.length).toBeGreaterThan(0)
    expect((await directory.site({ host: 'www.lotus.example', protocol: 'https' })).origin).toBe(
      'https://www.lotus.example',
    )
    const own = (table: 'members' | 'ledgerAccounts' | 'depositChannels' | 'announcements') =>
      t.db.selectFrom(table).select('merchantId').where('merchantId', '=', created.id).execute()
    for (const table of ['members', 'ledgerAccounts', 'depositChannels', 'announcements'] as const)
      expect(await own(table), table).toEqual([])
    const vendors = await t.db
      .selectFrom('merchantVendors')
      .innerJoin('vendors', 'vendors.code', 'merchantVendors.vendorCode')
      .select(['vendors.provider', 'vendors.comingSoon'])
      .where('merchantId', '=', created.id)
      .execute()
    expect(vendors.length).toBeGreaterThan(0)
    expect(vendors.every((v) => v.provider === 'inhouse' && !v.comingSoon)).toBe(true)
    const listed = (await listBrands(t.db)).find((b) => b.code === 'lotus')
    expect(listed).toMatchObject({ name: 'Lotus Real', domains: ['lotus.example', 'www.lotus.example'], members: 0 })
    // Its first operator, as `npm run operator -- create <name> --merchant lotus --role owner` makes it.
    const operator = await createOperator(t.db, { username: 'lotusadmin', roles: ['owner'], merchantIds: [created.id] })
    expect(operator.password.length).toBeGreaterThan(8)
    expect(
      await t.db
        .selectFrom('operatorMerchants')
        .select('merchantId')
        .where('operatorId', '=', operator.operatorId)
        .execute(),
    ).toEqual([{ merchantId: created.id }])
  })

  it('refuses bad input and a domain or code already in use, writing nothing', async () => {
    const before = await t.db.selectFrom('merchants').select('id').execute()
    const cases: [Partial<NewBrand>, string][] = [
      [{ code: 'Bad Code' }, 'code'],
      [{ code: 'demo', domains: ['fresh.example'] }, 'code'],
      [{ domains: ['localhost'] }, 'domain'],
      [{ domains: ['https://x.example'] }, 'domain'],
      [{ domains: ['x.example:8080'] }, 'domain'],
      [{ domains: ['x.example:@evil.example'] }, 'domain'],
      [{ domains: [] }, 'domain'],
      [{ currency: 'RINGGIT' }, 'currency'],
      [{ timezone: 'Mars/Olympus' }, 'timezone'],
      [{ languages: ['EN', 'FR'] }, 'languages'],
    ]
    for (const [change, field] of cases) {
      const input = { ...LOTUS, code: 'fresh', domains: ['fresh.example'], ...change }
      await expect(createBrand(t.db, input), JSON.stringify(change)).rejects.toMatchObject({
        code: 'validation_failed',
        details: [{ path: `/${field}` }],
      })
    }
    expect(await t.db.selectFrom('merchants').select('id').execute()).toEqual(before)
  })
})
