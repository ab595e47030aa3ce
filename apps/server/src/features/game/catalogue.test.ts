import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, registerMember } from '../../test/accounts'
import { demoMerchantId, memberIdOf, otherMerchant } from '../../test/home'
import { createTestApp, type TestApp } from '../../test/test-app'
import { maskAccount } from './catalogue.service'

let t: TestApp
let demo: number
let member: { token: string; username: string }

const relay = (name: string, payload: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/wps/relay/${name}`, payload, headers })
const list = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const res = await relay('GCSGAME_gameList', payload, headers)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value as {
    content: {
      code: string
      name: string
      nodeId: string
      vassalage: string
      image: string
      rtp: string | null
      isHot: boolean
      comingSoon: boolean
    }[]
    pageNum: number
    totalPages: number
    totalElements: number
  }
}

beforeAll(async () => {
  t = await createTestApp()
  demo = await demoMerchantId(t)
  member = await registerMember(t)
  // The lottery vendors of the seed are tested with the lottery (features/lottery); this file's world is the games'.
  await t.db.deleteFrom('merchantVendors').where('vendorCode', 'in', ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT']).execute()
  // A vendor only the other brand offers, with a game of its own.
  const other = await otherMerchant(t, 'other.test')
  await t.db
    .insertInto('vendors')
    .values({ code: 'OTHERV', displayName: 'Other only', walletMode: 'seamless', apiBaseUrl: null, gameType: 'RNG' })
    .execute()
  await t.db
    .insertInto('games')
    .values({
      vendorCode: 'OTHERV',
      code: 'other-slot',
      names: JSON.stringify({ EN: 'Other Slot' }),
      imageUrl: 'x.svg',
      gameType: 'RNG',
    })
    .execute()
  await t.db
    .insertInto('merchantVendors')
    .values([
      { merchantId: other, vendorCode: 'OTHERV', sortOrder: 2 },
      { merchantId: other, vendorCode: 'SEA_RNG', sortOrder: 1 },
    ])
    .execute()
})
afterAll(() => t.close())

describe('the catalogue lanes (GCSGAME_newGameVendor)', () => {
  it('has one lane per category in the categories order, vendors in the merchant order, ESPORTS apart from SPORTS', async () => {
    const res = await relay('GCSGAME_newGameVendor', { platform: 'html5-desktop' })
    expect(res.statusCode, res.body).toBe(200)
    const lanes = res.json().value.data.lanes as {
      gameCategory: string
      vendors: {
        vassalage: string
        comingSoon: boolean
        nodeId: string
        cards: string[]
        isHot: number
        gameClassify: string
        logo: string | null
      }[]
    }[]
    expect(lanes.map((l) => l.gameCategory)).toEqual(['LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'BGS'])
    expect(lanes.map((l) => l.vendors.map((v) => v.vassalage))).toEqual([
      ['SEA_LIVE', 'SV388'],
      ['SEA_RNG'],
      ['DS88'],
      ['IMES', 'TF', 'IA'],
      ['BGS'],
    ])
    const [live, rng] = lanes
    expect(live?.vendors[0]).toMatchObject({
      comingSoon: false,
      gameClassify: 'N2',
      isHot: 1,
      walletMode: 'seamless',
      cards: ['/brand/games/vendor-sea-live.svg'],
      logo: '/brand/games/sea-logo-white.svg',
    })
    expect(live?.vendors[1]).toMatchObject({ comingSoon: true, nodeId: '', isHot: 0 })
    expect(rng?.vendors[0]?.nodeId).toMatch(/^\d+$/)
  })

  it('leaves out a vendor the merchant switched off, and one switched off for good unless it is coming soon', async () => {
    await t.db.updateTable('merchantVendors').set({ enabled: false }).where('vendorCode', '=', 'DS88').execute()
    await t.db.updateTable('vendors').set({ comingSoon: false }).where('code', '=', 'IA').execute()
    const lanes = (await relay('GCSGAME_newGameVendor')).json().value.data.lanes as {
      gameCategory: string
      vendors: { vassalage: string }[]
    }[]
    expect(lanes.map((l) => l.gameCategory)).not.toContain('SPORTS')
    expect(lanes.find((l) => l.gameCategory === 'ESPORTS')?.vendors.map((v) => v.vassalage)).toEqual(['IMES', 'TF'])
    await t.db.updateTable('merchantVendors').set({ enabled: true }).where('vendorCode', '=', 'DS88').execute()
    await t.db.updateTable('vendors').set({ comingSoon: true }).where('code', '=', 'IA').execute()
  })

  it('shows another brand only its own vendors', async () => {
    const lanes = (await relay('GCSGAME_newGameVendor', {}, { host: 'other.test' })).json().value.data.lanes as {
      vendors: { vassalage: string; cards: string[] }[]
    }[]
    expect(lanes.flatMap((l) => l.vendors.map((v) => v.vassalage))).toEqual(['SEA_RNG', 'OTHERV'])
    expect(lanes[0]?.vendors[0]?.cards).toEqual(['https://cdn.other.test/img/games/vendor-sea-slots.svg'])
  })
})

describe('game types of a vendor (GCSGAME_getVassGameType)', () => {
  it('counts the games per type, and refuses a vendor the site does not offer', async () => {
    expect((await relay('GCSGAME_getVassGameType', { vassalage: 'SEA_RNG' })).json().value).toEqual([
      { gameType: 'RNG', count: 2 },
    ])
    expect((await relay('GCSGAME_getVassGameType', { vassalage: 'SV388' })).json().value).toEqual([])
    const other = await relay('GCSGAME_getVassGameType', { vassalage: 'OTHERV' })
    expect(other.statusCode).toBe(404)
    expect(other.json().code).toBe('vendor_not_found')
    expect((await relay('GCSGAME_getVassGameType', { vassalage: 'bad code' })).json().code).toBe('validation_failed')
  })
})

describe('the game list (GCSGAME_gameList)', () => {
  it('lists ALL the merchant games with names in the asked language, falling back to EN', async () => {
    const all = await list({ selectType: 'ALL', language: 'CN' })
    expect(all.content.map((g) => g.code)).toEqual(['baccarat', 'jade-96', 'jade-94'])
    expect(all.content.map((g) => g.name)).toEqual(['百家乐', '翡翠财富', '翡翠财富 经典版'])
    expect(all.content[1]).toMatchObject({
      vassalage: 'SEA_RNG',
      image: '/brand/games/jade-fortune.svg',
      rtp: '96.37',
      isHot: true,
      comingSoon: false,
    })
    await t.db
      .updateTable('games')
      .set({ names: JSON.stringify({ EN: 'Jade Fortune' }) })
      .where('code', '=', 'jade-96')
      .execute()
    expect((await list({ selectType: 'ALL', language: 'TH', vassalage: 'SEA_RNG' })).content[0]?.name).toBe(
      'Jade Fortune',
    )
    await t.db
      .updateTable('games')
      .set({
        names: JSON.stringify({
          EN: 'Jade Fortune',
          CN: '翡翠财富',
          MY: 'Tuah Jed',
          VI: 'Ngọc Bích Phát Tài',
          TH: 'หยกนำโชค',
        }),
      })
      .where('code', '=', 'jade-96')
      .execute()
  })

  it('filters by category and vendor, searches names in any language ignoring case, and pages', async () => {
    expect((await list({ selectType: 'ALL', gameType: 'LIVE' })).content.map((g) => g.code)).toEqual(['baccarat'])
    expect((await list({ selectType: 'ALL', vassalage: 'SEA_RNG' })).totalElements).toBe(2)
    expect((await list({ selectType: 'ALL', search: 'JADE fort' })).content.map((g) => g.code)).toEqual([
      'jade-96',
      'jade-94',
    ])
    expect((await list({ selectType: 'ALL', search: '经典' })).content.map((g) => g.code)).toEqual(['jade-94'])
    expect((await list({ selectType: 'ALL', search: 'klasik', language: 'EN' })).content.map((g) => g.name)).toEqual([
      'Jade Fortune Classic',
    ])
    expect((await list({ selectType: 'ALL', search: '100%_' })).totalElements).toBe(0)
    const page2 = await list({ selectType: 'ALL', pageSize: 2, pageNum: 2 })
    expect(page2).toMatchObject({ pageNum: 2, totalPages: 2, totalElements: 3 })
    expect(page2.content.map((g) => g.code)).toEqual(['jade-94'])
  })

  it('lists NEW (flagged or recently added) and HOT games', async () => {
    await t.db
      .updateTable('games')
      .set({ createdAt: new Date('2020-01-01') })
      .execute()
    expect((await list({ selectType: 'NEW' })).content.map((g) => g.code).sort()).toEqual(['baccarat', 'jade-96'])
    await t.db.updateTable('games').set({ isHot: false }).where('code', '=', 'baccarat').execute()
    await t.db.updateTable('merchantVendors').set({ isHot: false }).where('vendorCode', '=', 'SEA_LIVE').execute()
    expect((await list({ selectType: 'HOT' })).content.map((g) => g.code)).toEqual(['jade-96', 'jade-94'])
    const hot = (await relay('GCSGAME_hotGamesV2', { isPlatform: 2, platform: 'flash,html5-desktop' })).json().value
      .list as { code: string }[]
    expect(hot.map((g) => g.code)).toEqual(['jade-96', 'jade-94'])
    await t.db.updateTable('games').set({ isHot: true }).execute()
    await t.db.updateTable('merchantVendors').set({ isHot: true }).where('vendorCode', '=', 'SEA_LIVE').execute()
  })

  it('lists the games of a coming-soon vendor, marked so', async () => {
    await t.db
      .insertInto('games')
      .values({
        vendorCode: 'SV388',
        code: 'derby',
        names: JSON.stringify({ EN: 'Derby' }),
        imageUrl: 'd.svg',
        gameType: 'LIVE',
      })
      .execute()
    const live = await list({ selectType: 'ALL', gameType: 'LIVE' })
    expect(live.content.map((g) => [g.code, g.comingSoon])).toEqual([
      ['baccarat', false],
      ['derby', true],
    ])
    await t.db.deleteFrom('games').where('code', '=', 'derby').execute()
  })

  it('gives visitors an empty FAV and RECENT page, not an error', async () => {
    expect(await list({ selectType: 'FAV' })).toEqual({ content: [], pageNum: 1, totalPages: 1, totalElements: 0 })
    expect((await list({ selectType: 'RECENT' })).totalElements).toBe(0)
  })

  it('keeps brands apart: games of a vendor the merchant does not list are not shown', async () => {
    expect((await list({ selectType: 'ALL', search: 'other' })).totalElements).toBe(0)
    expect((await list({ selectType: 'ALL' }, { host: 'other.test' })).content.map((g) => g.code).sort()).toEqual([
      'jade-94',
      'jade-96',
      'other-slot',
    ])
  })
})

describe('favourites', () => {
  it('adds idempotently, lists newest first, removes by node id idempotently, and refuses an unknown game', async () => {
    const auth = bearer(member.token)
    const ids = (await list({ selectType: 'ALL' })).content.map((g) => g.nodeId)
    const add = (nodeId: string) =>
      t.app.inject({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', headers: auth, payload: { nodeId } })
    expect((await add(ids[1] ?? '')).json().value).toEqual([ids[1]])
    expect((await add(ids[1] ?? '')).json().value).toEqual([ids[1]])
    expect((await add(ids[0] ?? '')).json().value).toEqual([ids[0], ids[1]])
    const unknown = await add('999999')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().code).toBe('game_not_found')
    const otherGame = await t.db
      .selectFrom('games')
      .select('id')
      .where('code', '=', 'other-slot')
      .executeTakeFirstOrThrow()
    expect((await add(String(otherGame.id))).json().code).toBe('game_not_found')

    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getFavoriteGames', headers: auth })).json().value,
    ).toEqual([ids[0], ids[1]])
    const page = (
      await t.app.inject({
        method: 'GET',
        url: '/wps/relay/MCSFE_getFavoriteGamesList?pageSize=1&language=EN',
        headers: auth,
      })
    ).json().value
    expect(page).toMatchObject({ pageNum: 1, totalPages: 2, totalElements: 2 })
    expect(page.content[0].nodeId).toBe(ids[0])
    expect((await list({ selectType: 'FAV' }, auth)).totalElements).toBe(2)

    const remove = (nodeId: string) =>
      t.app.inject({ method: 'DELETE', url: `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${nodeId}`, headers: auth })
    expect((await remove(ids[0] ?? '')).json().value).toEqual([ids[1]])
    expect((await remove(ids[0] ?? '')).json().value).toEqual([ids[1]])
    expect((await remove('999999')).json().code).toBe('game_not_found')
    expect((await t.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getFavoriteGames' })).json().code).toBe(
      'unauthorized',
    )
  })
})

describe('recent games, rooms and the winner board', () => {
  it('lists the games the member launched, distinct, newest first', async () => {
    const memberId = await memberIdOf(t, member.username)
    const games = await t.db
      .selectFrom('games')
      .select(['id', 'code'])
      .where('vendorCode', 'in', ['SEA_RNG', 'SEA_LIVE'])
      .orderBy('id')
      .execute()
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000)
    await t.db
      .insertInto('gameLaunches')
      .values([
        { merchantId: demo, memberId, gameId: games[0]?.id ?? 0n, launchedAt: at(30) },
        { merchantId: demo, memberId, gameId: games[2]?.id ?? 0n, launchedAt: at(20) },
        { merchantId: demo, memberId, gameId: games[0]?.id ?? 0n, launchedAt: at(10) },
      ])
      .execute()
    const recent = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/GCS_recentGame?language=EN',
      headers: bearer(member.token),
    })
    expect(recent.json().value.map((g: { code: string }) => g.code)).toEqual([games[0]?.code, games[2]?.code])
    expect((await list({ selectType: 'RECENT' }, bearer(member.token))).totalElements).toBe(2)
  })

  it('answers an empty room list when the merchant has no PVP vendor, and rooms when it has', async () => {
    const auth = bearer(member.token)
    expect((await relay('GLS2_roomList', {}, auth)).json().value).toEqual([])
    await t.db
      .insertInto('vendors')
      .values({ code: 'PVPV', displayName: 'Cards', walletMode: 'seamless', apiBaseUrl: null, gameType: 'PVP' })
      .execute()
    await t.db
      .insertInto('games')
      .values({
        vendorCode: 'PVPV',
        code: 'poker-1',
        names: JSON.stringify({ EN: 'Poker room' }),
        imageUrl: 'p.svg',
        gameType: 'PVP',
      })
      .execute()
    await t.db.insertInto('merchantVendors').values({ merchantId: demo, vendorCode: 'PVPV', sortOrder: 9 }).execute()
    const rooms = (await relay('GLS2_roomList', { language: 'EN' }, auth)).json().value
    expect(rooms).toEqual([
      {
        roomId: 'poker-1',
        nodeId: expect.stringMatching(/^\d+$/),
        name: 'Poker room',
        vassalage: 'PVPV',
        minBet: '1.00',
        players: 0,
      },
    ])
    expect((await relay('GLS2_roomList', {})).json().code).toBe('unauthorized')
  })

  it('shows the biggest recent wins, accounts masked, newest settled wins only', async () => {
    const memberId = await memberIdOf(t, member.username)
    const game = await t.db
      .selectFrom('games')
      .select(['id', 'code'])
      .where('code', '=', 'jade-96')
      .executeTakeFirstOrThrow()
    const round = (roundId: string, win: bigint, daysAgo: number, status: 'settled' | 'open' = 'settled') => ({
      merchantId: demo,
      memberId,
      vendorCode: 'SEA_RNG',
      roundId,
      gameId: game.id,
      gameCode: game.code,
      gameType: 'RNG' as const,
      currency: 'MYR',
      stake: 100n,
      validBet: 100n,
      win,
      status,
      settledAt: status === 'settled' ? new Date(Date.now() - daysAgo * 86_400_000) : null,
    })
    await t.db
      .insertInto('gameRounds')
      .values([
        round('r1', 5000n, 1),
        round('r2', 90000n, 2),
        round('r3', 0n, 1),
        round('r4', 800000n, 30),
        round('r5', 70000n, 0, 'open'),
      ])
      .execute()
    const board = (await relay('GCSGAME_getRankList', { language: 'CN', size: 5 })).json().value.list
    expect(board).toEqual([
      {
        account: maskAccount(member.username),
        gameName: '翡翠财富',
        vassalage: 'SEA_RNG',
        amount: '900.00',
        time: expect.any(String),
      },
      {
        account: maskAccount(member.username),
        gameName: '翡翠财富',
        vassalage: 'SEA_RNG',
        amount: '50.00',
        time: expect.any(String),
      },
    ])
    expect(maskAccount('demo0001')).toBe('dem***01')
    expect((await relay('GCSGAME_getRankList', {}, { host: 'other.test' })).json().value.list).toEqual([])
  })
})
