import { commitOf, createFairStream } from '@sea/engines/fair'
import { vietnam } from '@sea/engines/lottery'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { type Bettor, balanceOfMember, fundedBettor } from '../../test/lottery-fixtures'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'
import { placeSlip } from './lottery-bet/bet.service'
import { drawDue, drawSealingKey, ensureIssues } from './lottery-draw/draw.service'
import * as draws from './lottery-draw/draw.repository'
import { settleDue } from './lottery-settle/settle-job.service'

let t: TestApp
let merchantId: number
const currency = 'MYR'
let alice: Bettor
const now = new Date()
/** Issues still open a few seconds from now (the cut-off of the first one may pass while the app starts). */
const soon = () => new Date(Date.now() + 5000)

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}
const post = (url: string, payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers })
const current = async (game: string) => (await draws.openIssues(t.db, game, soon(), 5))[0]!

beforeAll(async () => {
  t = await createTestApp()
  merchantId = (await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id
  alice = await fundedBettor(t, merchantId, currency)
  expect(await ensureIssues(t.db, now, drawSealingKey(t.appSecret))).toBeGreaterThan(0)
  expect(await ensureIssues(t.db, now, drawSealingKey(t.appSecret))).toBe(0)
})
afterAll(() => closeCheckingBooks(t))

describe('the /lgw calls', () => {
  it('lists game menus, popular games and the Vietnam menu with current issues', async () => {
    const menus = await get('/lgw/games/game_menus?language=EN')
    const codes = menus.gameMenus.flatMap((m: { games: { gameCode: string }[] }) => m.games.map((g) => g.gameCode))
    expect(codes).toEqual(expect.arrayContaining(['FAST_VN1', 'VN_NORTH', 'SG4D', 'PK10_1', 'KENO_5']))
    const fast = menus.gameMenus.find((m: { gameGroupCode: string }) => m.gameGroupCode === 'VN_FAST').games[0]
    expect(fast.currentIssue.seedHash).toMatch(/^[0-9a-f]{64}$/)
    expect(new Date(fast.currentIssue.closeAt) > now).toBe(true)
    expect((await get('/lgw/games/popular?count=3&prizeMode=Elott')).length).toBe(3)
    const vn = await get('/lgw/vn/games/game_menu?lottoArea=VN&launchMode=LOTT&device=desktop&backUrl=%2F&language=VI')
    expect(vn.backUrl).toBe('/')
    expect(vn.gameMenus.map((m: { gameGroupCode: string }) => m.gameGroupCode).sort()).toEqual([
      'VN_CENTRAL',
      'VN_FAST',
      'VN_NORTH',
      'VN_SOUTH',
    ])
    const north = vn.gameMenus.find((m: { gameGroupCode: string }) => m.gameGroupCode === 'VN_NORTH').games[0]
    expect(north.currentIssue.stations.length).toBe(1)
  })

  it("routes the lottery vendors' launch to the lottery pages, and shows them in the catalogue", async () => {
    const launch = async (vassalage: string, gameId: string) =>
      (
        await post(
          '/wps/game/launchGame',
          { vassalage, gameId, accountType: 1, launchMode: 'GLS', platform: 'html5-desktop' },
          alice.headers,
        )
      ).json().value.route
    expect(await launch('TCG_LOTTO_VN', 'FAST_VN1')).toBe('/vnlottery')
    expect(await launch('TCG_SEA', 'SG4D')).toBe('/seaLottery')
    expect(await launch('ELOTT', 'PK10_1')).toBe('/elott')
    const lanes = (await post('/wps/relay/GCSGAME_newGameVendor', {}, {})).json().value.data.lanes as {
      gameCategory: string
      vendors: { vassalage: string }[]
    }[]
    expect(
      lanes
        .filter((l) => l.gameCategory === 'LOTT' || l.gameCategory === 'ELOTT')
        .flatMap((l) => l.vendors.map((v) => v.vassalage)),
    ).toEqual(['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT'])
  })

  it('describes a game: play types with odds and pickers, limits, next issues', async () => {
    const game = await get('/lgw/games/FAST_VN1')
    const lo2 = game.playTypes.find((p: { playType: string }) => p.playType === 'lo2')
    // The demo brand sells in ringgit: a point costs 2.30 and pays 8.00 per hit (decision 030).
    expect(lo2).toMatchObject({
      unit: 'points',
      odds: '800/1',
      oddsDisplay: '8.00',
      pricePerUnitDisplay: '2.30',
      name: 'Lô 2 số',
      group: 'lo',
      numbers: { kind: 'digits', digits: 2 },
    })
    expect(game.nextIssues.length).toBeGreaterThan(5)
    const pk10 = await get('/lgw/games/PK10_1')
    expect(pk10.playTypes.find((p: { playType: string }) => p.playType === 'dragon_tiger')).toMatchObject({
      positions: 5,
      numbers: { kind: 'sides' },
    })
    expect((await get('/lgw/games/SG4D')).playTypes.map((p: { playType: string }) => p.playType)).toEqual([
      'big',
      'small',
    ])
    const missing = await t.app.inject({ method: 'GET', url: '/lgw/games/NOPE' })
    expect(missing.json().code).toBe('game_not_found')
  })
})

describe('a fast draw from slip to payout', () => {
  it('places a slip, draws it fairly, settles and pays, and shows it everywhere', async () => {
    const issue = await current('FAST_VN1')
    const before = await balanceOfMember(t.db, merchantId, currency, alice.memberId)
    const res = await post(
      '/lgw/bets',
      {
        gameCode: 'FAST_VN1',
        drawId: String(issue.id),
        requestId: 'slip-one-0001',
        bets: [
          {
            playType: 'lo2',
            numbers: ['00', '11', '22', '33', '44', '55', '66', '77', '88', '99'],
            points: 1,
            odds: '800/1',
          },
          { playType: 'de', numbers: ['24'], stake: '10.00' },
        ],
      },
      alice.headers,
    )
    expect(res.statusCode, res.body).toBe(200)
    const slip = res.json().value
    expect(slip.totalCost).toBe('33.00')
    expect(slip.bets.map((b: { status: string }) => b.status)).toEqual(['open', 'open'])
    const again = await post(
      '/lgw/bets',
      {
        gameCode: 'FAST_VN1',
        drawId: String(issue.id),
        requestId: 'slip-one-0001',
        bets: [{ playType: 'de', numbers: ['24'], stake: '10.00' }],
      },
      alice.headers,
    )
    expect(again.json().value).toMatchObject({ slipId: slip.slipId, replayed: true })
    expect(await balanceOfMember(t.db, merchantId, currency, alice.memberId)).toBe(before - 3_300n)

    // Not yet drawn: the seed stays secret.
    expect((await get(`/lgw/draws/${issue.id}/fair`)).serverSeed).toBeNull()
    expect(await drawDue(t.db, issue.drawAt, drawSealingKey(t.appSecret))).toBeGreaterThan(0)
    const fair = await get(`/lgw/draws/${issue.id}/fair`)
    expect(commitOf(fair.serverSeed)).toBe(fair.seedHash)
    const replay = vietnam.drawResult(
      createFairStream({ serverSeed: fair.serverSeed, clientSeed: fair.clientSeed, nonce: fair.nonce }),
      'north',
      'FAST',
    )
    expect(fair.result).toEqual({ kind: 'vietnam', sheets: [replay] })

    await settleDue(t.db, issue.drawAt)
    const mine = await get(`/lgw/bets?drawId=${issue.id}`, alice.headers)
    const sheet = vietnam.prepareResult([replay])
    const lo2Hits = ['00', '11', '22', '33', '44', '55', '66', '77', '88', '99'].reduce(
      (n, x) => n + (sheet.stations.get('FAST')!.counts.get('lo2')!.get(x) ?? 0),
      0,
    )
    const deHit = replay.prizes.DB![0]!.slice(-2) === '24'
    const expected = BigInt(lo2Hits) * 800n + (deHit ? 95_000n : 0n)
    expect(mine.totals.payout).toBe(`${expected / 100n}.${String(expected % 100n).padStart(2, '0')}`)
    expect(mine.content.every((b: { status: string }) => b.status !== 'open')).toBe(true)
    expect(mine.content[0]).toMatchObject({ stations: ['FAST'], stationNames: [] }) // one station: nothing to name
    expect(await balanceOfMember(t.db, merchantId, currency, alice.memberId)).toBe(before - 3_300n + expected)
    const escrow = await t.db
      .selectFrom('ledgerAccounts')
      .select('balance')
      .where('vendor', 'like', `draw:${issue.id}:%`)
      .execute()
    expect(escrow.every((e) => e.balance === 0n)).toBe(true)
    const totals = await t.db
      .selectFrom('lotteryDrawTotals')
      .selectAll()
      .where('drawId', '=', issue.id)
      .executeTakeFirstOrThrow()
    expect(totals).toMatchObject({ stakes: 3_300n, payouts: expected, houseResult: 3_300n - expected })

    const opened = await get('/lgw/vn/numeros/opened/game?count=100&gameCode=FAST_VN1')
    expect(opened[0]).toMatchObject({ drawId: String(issue.id), state: 'settled', headline: [replay.prizes.DB![0]] })
    const numero = await get('/lotto/lgw/games/opened/numero?gameCode=FAST_VN1', alice.headers)
    expect(numero[0]).toMatchObject({ myStake: '33.00' })
    const trend = await get('/lgw/games/FAST_VN1/trend?last=10')
    // An earlier issue may have been drawn with it, when its cut-off passed while the app started.
    expect(trend.draws).toBeGreaterThanOrEqual(1)
    expect(trend.series[0].items.reduce((n: number, i: { count: number }) => n + i.count, 0)).toBe(27 * trend.draws)
    expect(trend.series.map((s: { label: string; name: string }) => [s.label, s.name])).toEqual([
      ['lo2', 'Lô 2 số'],
      ['de', 'Đề'],
    ])
    expect((await get('/lgw/games/FAST_VN1/results')).content[0].fair.serverSeed).toBe(fair.serverSeed)
    expect((await get('/lgw/vn/games/game_menu/recent', alice.headers))[0].gameCode).toBe('FAST_VN1')
    const record = await get('/wps/member/records/bets?gameType=LOTT', alice.headers)
    expect(record.content.length).toBe(2)
    expect(record.content[0]).toMatchObject({ vassalage: 'TCG_LOTTO_VN', gameCode: 'FAST_VN1', status: 'settled' })
    expect(record.totals.stake).toBe('33.00')
    expect(record.totals.win).toBe(mine.totals.payout)
    const detail = await get(`/wps/member/records/bets/${record.content[0].id}`, alice.headers)
    expect(detail.verifyUrl).toBe(`/lgw/draws/${issue.id}/fair`)
  })

  it('refuses bets after the cut-off, bad bets, and odds that changed', async () => {
    const issue = await current('PK10_1')
    const who = { memberId: alice.memberId, merchantId, currency, language: 'EN' as const }
    const bet = { playType: 'position', numbers: ['3'], position: 1, stake: '2.00' }
    await expect(
      placeSlip(t.db, who, { gameCode: 'PK10_1', drawId: String(issue.id), bets: [bet] }, issue.closeAt),
    ).rejects.toMatchObject({ code: 'draw_closed' })
    const code = async (b: object) =>
      (await post('/lgw/bets', { gameCode: 'PK10_1', drawId: String(issue.id), bets: [b] }, alice.headers)).json().code
    expect(await code({ ...bet, numbers: ['11'] })).toBe('bet_invalid')
    expect(await code({ ...bet, position: undefined })).toBe('bet_invalid')
    expect(await code({ ...bet, odds: '2/1' })).toBe('odds_changed')
    expect(await code({ ...bet, stake: '0.50' })).toBe('bet_limit_exceeded')
    expect(await code({ ...bet, stake: '1000000.00' })).toBe('bet_limit_exceeded')
    const ok = await post('/lgw/bets', { gameCode: 'PK10_1', drawId: String(issue.id), bets: [bet] }, alice.headers)
    expect(ok.statusCode, ok.body).toBe(200)
  })

  it('caps the liability on one number of one issue', async () => {
    const ops = (await operatorSession(t, merchantId)).headers
    const limits = {
      minStake: '1.00',
      maxStake: '100000.00',
      maxPerNumber: '50000.00',
      maxPerIssue: '500000.00',
      liabilityCap: '50.00',
      maxBetsPerSlip: 50,
      maxChaseIssues: 30,
    }
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/wps/operator/lottery/games/SSC_1',
          headers: ops,
          payload: { limits },
        })
      ).statusCode,
    ).toBe(200)
    const issue = await current('SSC_1')
    const bet = (stake: string) => ({
      gameCode: 'SSC_1',
      drawId: String(issue.id),
      bets: [{ playType: 'position_digit', numbers: ['7'], position: 2, stake }],
    })
    expect((await post('/lgw/bets', bet('3.00'), alice.headers)).statusCode).toBe(200) // pays 29.40 of 50.00
    expect((await post('/lgw/bets', bet('3.00'), alice.headers)).json().code).toBe('liability_limit_reached')
    expect((await post('/lgw/bets', bet('2.00'), alice.headers)).statusCode).toBe(200)
  })
})
