import { exactBaccaratOdds } from '@sea/engines/baccarat'
import { slotVariant } from '@sea/engines/slot'
import { LANGUAGES } from '@sea/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb } from '../../test/test-app'
import { expectShippedSvgs } from '../../test/brand-pictures'
import { SEED_GAMES, SEED_VENDORS } from './games.data'
import { seedBrandVendors, seedGameCatalogue } from './games.seed'

// The lottery's vendors and games are seeded by lottery.seed.ts and tested with the lottery.
const LOTTERY = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT']
let t: TestDb

beforeAll(async () => {
  t = await createTestDb()
})
afterAll(() => t.close())

describe('the demo games', () => {
  it('name every game in all five languages', () => {
    for (const game of SEED_GAMES) expect(Object.keys(game.names).sort(), game.code).toEqual([...LANGUAGES].sort())
  })

  it('ship every picture they name, as inert SVGs of the sizes the site expects', () => {
    const pictures = [
      ...SEED_GAMES.map((g) => [g.image, '0 0 400 400']),
      ...SEED_VENDORS.flatMap((v) => v.cards.map((card) => [card, '0 0 600 320'])),
      ...SEED_VENDORS.flatMap((v) => (v.logo ? [[v.logo, '0 0 240 60']] : [])),
    ]
    expectShippedSvgs(pictures)
  })

  it('are seeded once: the in-house vendors seamless and open, the placeholders coming soon, a second run changes nothing', async () => {
    const merchant = await t.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow()
    const count = async () => ({
      vendors: await t.db.selectFrom('vendors').selectAll().where('code', 'not in', LOTTERY).orderBy('code').execute(),
      games: await t.db
        .selectFrom('games')
        .select(['vendorCode', 'code', 'rtpBp', 'trialAllowed', 'isHot'])
        .where('vendorCode', 'not in', LOTTERY)
        .orderBy('code')
        .execute(),
      listed: await t.db
        .selectFrom('merchantVendors')
        .selectAll()
        .where('merchantId', '=', merchant.id)
        .where('vendorCode', 'not in', LOTTERY)
        .orderBy('sortOrder')
        .execute(),
    })
    const before = await count()
    await seedGameCatalogue(t.db)
    await seedBrandVendors(t.db, merchant.id, 'all')
    expect(await count()).toEqual(before)
    const byCode = new Map(before.vendors.map((v) => [v.code, v]))
    expect(byCode.get('SEA_RNG')).toMatchObject({
      provider: 'inhouse',
      walletMode: 'seamless',
      gameType: 'RNG',
      enabled: true,
      comingSoon: false,
    })
    expect(byCode.get('SEA_LIVE')).toMatchObject({ provider: 'inhouse', gameType: 'LIVE', gameClassify: 'N2' })
    for (const code of ['IMES', 'TF', 'IA', 'SV388', 'DS88', 'BGS']) {
      expect(byCode.get(code), code).toMatchObject({
        comingSoon: true,
        enabled: false,
        walletMode: 'seamless',
        launchUrl: null,
      })
    }
    expect(before.games).toEqual([
      { vendorCode: 'SEA_LIVE', code: 'baccarat', rtpBp: 9894, trialAllowed: true, isHot: true },
      { vendorCode: 'SEA_RNG', code: 'jade-94', rtpBp: 9402, trialAllowed: true, isHot: true },
      { vendorCode: 'SEA_RNG', code: 'jade-96', rtpBp: 9637, trialAllowed: true, isHot: true },
    ])
    // The listed returns are the engines' exact figures, rounded down.
    expect(slotVariant('jade-94').rtpBp).toBe(9402)
    expect(Math.floor((1 - exactBaccaratOdds().houseEdge.BANKER) * 10_000)).toBe(9894)
    expect(before.listed.map((l) => l.vendorCode)).toEqual(SEED_VENDORS.map((v) => v.code))
    const flag = await t.db
      .selectFrom('merchantFlags')
      .select('enabled')
      .where('merchantId', '=', merchant.id)
      .where('flag', '=', 'AUTO_TRANSFER')
      .executeTakeFirstOrThrow()
    expect(flag.enabled).toBe(true)
  })
})
