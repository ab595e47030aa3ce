import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerViolations } from '../../ledger/invariants'
import { bearer } from '../../test/accounts'
import { otherMerchant } from '../../test/home'
import {
  createVendorWorld,
  expectBooksAgree,
  fundedMember,
  wallets,
  type Player,
  type VendorWorld,
} from '../../test/vendor-fixtures'
import { sha256 } from '../../lib/tokens'
import { findLaunchToken, LAUNCH_REDEEM_MS } from '../seamless-wallet/launch-token.service'

let w: VendorWorld
let member: Player

const launch = (token: string | null, body: Record<string, unknown>) =>
  w.t.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: token ? bearer(token) : {},
    payload: { accountType: 1, confirmTrans: 0, launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, ...body },
  })
const launched = async (token: string, body: Record<string, unknown>) => {
  const res = await launch(token, body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value as { content: string; vassalage: string; gameName: string; route: string | null }
}
const refusal = async (token: string | null, body: Record<string, unknown>) =>
  (await launch(token, body)).json().code as string
const setFlag = (flag: string, enabled: boolean) =>
  w.t.db.updateTable('merchantFlags').set({ enabled }).where('flag', '=', flag).execute()
const addGame = async (vendorCode: string, code: string, extra: Record<string, unknown> = {}) =>
  (
    await w.t.db
      .insertInto('games')
      .values({
        vendorCode,
        code,
        names: JSON.stringify({ EN: `${code} game` }),
        imageUrl: 'g.svg',
        gameType: 'RNG',
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id

beforeAll(async () => {
  w = await createVendorWorld()
  member = await fundedMember(w)
  await addGame('FAKEV', 'fake-slot')
  await addGame('SEAMV', 'ext-slot')
  await w.t.db
    .updateTable('vendors')
    .set({ launchUrl: `${w.fakes.FAKEV.url}/launch` })
    .where('code', '=', 'FAKEV')
    .execute()
}, 180_000)
afterAll(() => w.close())

describe('launching an in-house game', () => {
  it('needs a session', async () => {
    expect(await refusal(null, { vassalage: 'SEA_RNG', gameId: 'jade-96' })).toBe('unauthorized')
  })

  it('answers the same-origin in-house address with a launch token for the member and the game, and records the launch', async () => {
    const value = await launched(member.token, { vassalage: 'SEA_RNG', gameId: 'jade-96', language: 'EN' })
    expect(value).toMatchObject({ vassalage: 'SEA_RNG', gameName: 'Jade Fortune', route: null })
    const match = /^\/inhouse\/launch\?token=([A-Za-z0-9_-]+)&game=jade-96&lang=EN&vendor=SEA_RNG$/.exec(value.content)
    expect(match, value.content).not.toBeNull()
    const grant = await findLaunchToken(w.t.db, 'SEA_RNG', match?.[1] ?? '')
    const game = await w.t.db.selectFrom('games').select('id').where('code', '=', 'jade-96').executeTakeFirstOrThrow()
    expect(grant).toMatchObject({
      memberId: member.id,
      merchantId: w.merchantId,
      gameId: game.id,
      currency: 'MYR',
      language: 'EN',
      expired: false,
    })
    const launches = await w.t.db
      .selectFrom('gameLaunches')
      .select('gameId')
      .where('memberId', '=', member.id)
      .execute()
    expect(launches).toEqual([{ gameId: game.id }])
  })

  it('finds the game by node id, or opens the vendor default game; the game must belong to the vendor', async () => {
    const baccarat = await w.t.db
      .selectFrom('games')
      .select('id')
      .where('code', '=', 'baccarat')
      .executeTakeFirstOrThrow()
    expect(
      (await launched(member.token, { vassalage: 'SEA_LIVE', nodeId: String(baccarat.id), language: 'CN' })).gameName,
    ).toBe('百家乐')
    expect((await launched(member.token, { vassalage: 'SEA_RNG' })).content).toContain('game=jade-96&lang=MY')
    expect(await refusal(member.token, { vassalage: 'SEA_RNG', nodeId: String(baccarat.id) })).toBe('game_not_found')
    expect(await refusal(member.token, { vassalage: 'SEA_RNG', gameId: 'baccarat' })).toBe('game_not_found')
    await w.t.db.updateTable('games').set({ enabled: false }).where('code', '=', 'jade-94').execute()
    expect(await refusal(member.token, { vassalage: 'SEA_RNG', gameId: 'jade-94' })).toBe('game_not_found')
    await w.t.db.updateTable('games').set({ enabled: true }).where('code', '=', 'jade-94').execute()
  })

  it('refuses vendors that are unknown, coming soon, or switched off', async () => {
    expect(await refusal(member.token, { vassalage: 'NOSUCH' })).toBe('vendor_not_found')
    expect(await refusal(member.token, { vassalage: 'SV388' })).toBe('vendor_disabled')
    expect(await refusal(member.token, { vassalage: 'OFFV' })).toBe('vendor_disabled')
    await w.t.db.updateTable('merchantVendors').set({ enabled: false }).where('vendorCode', '=', 'SEA_RNG').execute()
    expect(await refusal(member.token, { vassalage: 'SEA_RNG', gameId: 'jade-96' })).toBe('vendor_disabled')
    await w.t.db.updateTable('merchantVendors').set({ enabled: true }).where('vendorCode', '=', 'SEA_RNG').execute()
    await w.t.db.updateTable('vendors').set({ comingSoon: true }).where('code', '=', 'SEA_LIVE').execute()
    expect(await refusal(member.token, { vassalage: 'SEA_LIVE', gameId: 'baccarat' })).toBe('vendor_disabled')
    await w.t.db.updateTable('vendors').set({ comingSoon: false }).where('code', '=', 'SEA_LIVE').execute()
  })

  it('keeps brands apart: a vendor only another brand lists is unknown here, and a session opens games on its own site only', async () => {
    const other = await otherMerchant(w.t, 'other-launch.test')
    await w.t.db
      .insertInto('vendors')
      .values({ code: 'THEIRS', displayName: 'Theirs', walletMode: 'seamless', apiBaseUrl: null, provider: 'inhouse' })
      .execute()
    await addGame('THEIRS', 'their-slot')
    await w.t.db.insertInto('merchantVendors').values({ merchantId: other, vendorCode: 'THEIRS' }).execute()
    expect(await refusal(member.token, { vassalage: 'THEIRS', gameId: 'their-slot' })).toBe('vendor_not_found')
    const elsewhere = await w.t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { ...bearer(member.token), host: 'other-launch.test' },
      payload: { vassalage: 'THEIRS' },
    })
    expect(elsewhere.json().code).toBe('session_expired')
  })

  it('lets a free-play account open only games that allow free play', async () => {
    const trial = (await w.t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value
      .token as string
    expect((await launched(trial, { vassalage: 'SEA_RNG', gameId: 'jade-96' })).content).toMatch(/^\/inhouse\/launch\?/)
    await w.t.db.updateTable('games').set({ trialAllowed: false }).where('code', '=', 'jade-96').execute()
    expect(await refusal(trial, { vassalage: 'SEA_RNG', gameId: 'jade-96' })).toBe('in_need_true_account')
    await w.t.db.updateTable('games').set({ trialAllowed: true }).where('code', '=', 'jade-96').execute()
  })
})

describe('launching at other vendors', () => {
  it('opens an external seamless vendor at its launch address with the token, game and language', async () => {
    expect(await refusal(member.token, { vassalage: 'SEAMV', gameId: 'ext-slot' })).toBe('vendor_unavailable')
    await w.t.db
      .updateTable('vendors')
      .set({ launchUrl: 'https://games.example.test/open?brand=demo' })
      .where('code', '=', 'SEAMV')
      .execute()
    const { content } = await launched(member.token, { vassalage: 'SEAMV', gameId: 'ext-slot', language: 'TH' })
    expect(content).toMatch(
      /^https:\/\/games\.example\.test\/open\?brand=demo&token=[A-Za-z0-9_-]+&game=ext-slot&lang=TH$/,
    )
  })

  it('routes lottery account types to the lottery pages, with no address', async () => {
    const routes = { TCG_SEA: '/seaLottery', TCG_LOTTO_VN: '/vnlottery', ELOTT: '/elott' }
    for (const [type, route] of Object.entries(routes)) {
      await w.t.db
        .insertInto('vendors')
        .values({
          code: `L_${type}`,
          displayName: type,
          walletMode: 'seamless',
          apiBaseUrl: null,
          gameType: 'LOTT',
          accountTypeName: type,
        })
        .execute()
      await w.t.db
        .insertInto('merchantVendors')
        .values({ merchantId: w.merchantId, vendorCode: `L_${type}` })
        .execute()
      expect(await launched(member.token, { vassalage: `L_${type}` })).toEqual({
        content: '',
        vassalage: `L_${type}`,
        gameName: type,
        route,
      })
    }
    await w.t.db
      .insertInto('vendors')
      .values({
        code: 'L_LOTT',
        displayName: 'Lottery',
        walletMode: 'seamless',
        apiBaseUrl: null,
        gameType: 'LOTT',
        accountTypeName: 'LOTT',
      })
      .execute()
    await w.t.db.insertInto('merchantVendors').values({ merchantId: w.merchantId, vendorCode: 'L_LOTT' }).execute()
    await addGame('L_LOTT', '4d', { defaultPlayType: 'BIG', gameType: 'LOTT' })
    expect((await launched(member.token, { vassalage: 'L_LOTT', gameId: '4d' })).route).toBe(
      '/lottery?gameCode=4d&playType=BIG',
    )
  })
})

describe('launching a transfer-mode vendor', () => {
  /** Opens the game address at the fake vendor over HTTP, as the player's browser would: the vendor redeems the token with us. */
  const openAtVendor = async (address: string) => {
    const res = await fetch(address)
    return { http: res.status, ...((await res.json()) as { status: string; player?: string; reason?: string }) }
  }
  const tokenOf = (address: string) => new URL(address).searchParams.get('token') ?? ''

  it('moves the whole main balance in first when the merchant transfers automatically, then opens the vendor with a single-use token', async () => {
    const { content } = await launched(member.token, { vassalage: 'FAKEV', gameId: 'fake-slot', language: 'EN' })
    expect(content).toMatch(
      new RegExp(`^${w.fakes.FAKEV.url}/launch\\?token=[A-Za-z0-9_-]{43}&game=fake-slot&lang=EN$`),
    )
    expect([...new URL(content).searchParams.keys()]).toEqual(['token', 'game', 'lang'])
    expect(await wallets(w, member)).toEqual({ MAIN: '0.00', FAKEV: '100.00' })
    expect(w.fakes.FAKEV.balanceOf(member.players.FAKEV)).toBe(10000n)
    await expectBooksAgree(w, member)
    // The vendor learns the player from the token, as the opaque id its transfers use.
    expect(await openAtVendor(content)).toEqual({
      http: 200,
      status: 'succeeded',
      player: member.players.FAKEV,
      game: 'fake-slot',
    })
    // Nothing left in the main wallet: the next launch just opens the game.
    expect((await launched(member.token, { vassalage: 'FAKEV', gameId: 'fake-slot' })).content).not.toBe(content)
    expect(w.fakes.FAKEV.appliedCount(member.players.FAKEV)).toBe(1)
  })

  it('gives each vendor an opaque player id: not the member id, and another at each vendor', async () => {
    const { players } = member
    for (const id of Object.values(players)) expect(id).toMatch(/^p[0-9a-f]{32}$/)
    expect(players.FAKEV).not.toBe(players.FAKEW)
    // Random, not derived from the member: the next member's ids share nothing with these.
    const next = await fundedMember(w)
    expect(next.players.FAKEV).not.toBe(players.FAKEV)
    expect(w.fakes.FAKEV.balanceOf(`m${member.id}`)).toBe(0n)
  })

  it("refuses a launch token reused, forged, late, or another vendor's", async () => {
    const address = async () => (await launched(member.token, { vassalage: 'FAKEV', gameId: 'fake-slot' })).content
    const once = await address()
    expect(await openAtVendor(once)).toMatchObject({ http: 200, player: member.players.FAKEV })
    expect(await openAtVendor(once)).toEqual({ http: 401, status: 'failed', reason: 'unauthorized' })
    const forged = new URL(once)
    forged.searchParams.set('token', 'A'.repeat(43))
    expect(await openAtVendor(forged.toString())).toMatchObject({ http: 401, reason: 'unauthorized' })
    const late = await address()
    await w.t.db
      .updateTable('gameLaunchTokens')
      .set({ redeemBy: new Date(Date.now() - 1) })
      .where('tokenHash', '=', sha256(tokenOf(late)))
      .execute()
    expect(await openAtVendor(late)).toMatchObject({ http: 401, reason: 'session_expired' })
    // A token is good at the vendor it was issued for only.
    const elsewhere = await address()
    expect(await openAtVendor(elsewhere.replace(w.fakes.FAKEV.url, w.fakes.FAKEW.url))).toMatchObject({
      http: 401,
      reason: 'unauthorized',
    })
    expect(await openAtVendor(elsewhere)).toMatchObject({ http: 200 })
  })

  it('lets a token open the game only within two minutes of the launch', async () => {
    const { content } = await launched(member.token, { vassalage: 'FAKEV', gameId: 'fake-slot' })
    const row = await w.t.db
      .selectFrom('gameLaunchTokens')
      .select(['createdAt', 'redeemBy', 'expiresAt'])
      .where('tokenHash', '=', sha256(tokenOf(content)))
      .executeTakeFirstOrThrow()
    const window = new Date(row.redeemBy).getTime() - new Date(row.createdAt).getTime()
    expect(window).toBeGreaterThan(0)
    expect(window).toBeLessThanOrEqual(LAUNCH_REDEEM_MS + 1_000)
    expect(new Date(row.expiresAt).getTime()).toBe(new Date(row.redeemBy).getTime())
  })

  it('moves nothing when the merchant setting is off', async () => {
    const other = await fundedMember(w)
    await setFlag('AUTO_TRANSFER', false)
    await launched(other.token, { vassalage: 'FAKEV', gameId: 'fake-slot' })
    expect(await wallets(w, other)).toEqual({ MAIN: '100.00' })
    await setFlag('AUTO_TRANSFER', true)
    await expectBooksAgree(w, other)
  })

  it('stops the launch with the saga error when the vendor refuses, the money back in the main wallet', async () => {
    const other = await fundedMember(w)
    w.fakes.FAKEV.fail('deposit', 'refuse')
    expect(await refusal(other.token, { vassalage: 'FAKEV', gameId: 'fake-slot' })).toBe('vendor_refused')
    expect(await wallets(w, other)).toEqual({ MAIN: '100.00' })
    await expectBooksAgree(w, other)
    expect(await ledgerViolations(w.t.db)).toEqual([])
  })
})
