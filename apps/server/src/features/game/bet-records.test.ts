import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureAccount, transfer } from '../../ledger/ledger'
import { ledgerViolations } from '../../ledger/invariants'
import { bearer, registerMember } from '../../test/accounts'
import { demoMerchantId, memberIdOf } from '../../test/home'
import { moveRequest } from '../../test/ledger-fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let demo: number
let alice: { token: string; id: bigint }
let bob: { token: string; id: bigint }
const HOUR = 3_600_000

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) })

interface Round {
  roundId: string
  code: string
  stake: bigint
  win?: bigint
  refunded?: bigint
  status?: 'open' | 'settled' | 'rolled_back'
  hoursAgo: number
}

async function addRounds(memberId: bigint, rounds: Round[]): Promise<bigint[]> {
  const games = new Map(
    (await t.db.selectFrom('games').select(['id', 'code', 'vendorCode', 'gameType']).execute()).map((g) => [g.code, g]),
  )
  const rows = await t.db
    .insertInto('gameRounds')
    .values(
      rounds.map((r) => {
        const game = games.get(r.code)
        if (!game) throw new Error(r.code)
        const at = new Date(Date.now() - r.hoursAgo * HOUR)
        const status = r.status ?? 'settled'
        return {
          merchantId: demo,
          memberId,
          vendorCode: game.vendorCode,
          roundId: r.roundId,
          gameId: game.id,
          gameCode: r.code,
          gameType: game.gameType,
          currency: 'MYR',
          stake: r.stake,
          validBet: status === 'rolled_back' ? 0n : r.stake,
          win: r.win ?? 0n,
          refunded: r.refunded ?? 0n,
          status,
          detail: JSON.stringify({ reels: [[1, 2, 3]], lines: [] }),
          verifyUrl: `/inhouse/verify/${r.roundId}`,
          createdAt: at,
          settledAt: status === 'open' ? null : at,
        }
      }),
    )
    .returning('id')
    .execute()
  return rows.map((r) => r.id)
}

beforeAll(async () => {
  t = await createTestApp()
  demo = await demoMerchantId(t)
  const a = await registerMember(t)
  const b = await registerMember(t)
  alice = { token: a.token, id: await memberIdOf(t, a.username) }
  bob = { token: b.token, id: await memberIdOf(t, b.username) }
  await addRounds(alice.id, [
    { roundId: 'a1', code: 'jade-96', stake: 1000n, win: 2500n, hoursAgo: 1 },
    { roundId: 'a2', code: 'jade-94', stake: 500n, hoursAgo: 2 },
    { roundId: 'a3', code: 'baccarat', stake: 2000n, refunded: 2000n, status: 'rolled_back', hoursAgo: 3 },
    { roundId: 'a4', code: 'baccarat', stake: 300n, status: 'open', hoursAgo: 4 },
    { roundId: 'a5', code: 'jade-96', stake: 100n, win: 50n, hoursAgo: 24 * 10 },
  ])
  await addRounds(bob.id, [{ roundId: 'b1', code: 'jade-96', stake: 700n, win: 0n, hoursAgo: 1 }])
})
afterAll(() => t.close())

describe('the betting record', () => {
  it('lists the member rounds of the last 7 days, newest first, with totals over the whole range', async () => {
    const res = await get(alice.token, '/wps/member/records/bets?pageSize=2&language=EN')
    expect(res.statusCode, res.body).toBe(200)
    const value = res.json().value
    expect(value).toMatchObject({ pageNum: 1, totalPages: 2, totalElements: 4 })
    expect(value.content.map((r: { roundId: string }) => r.roundId)).toEqual(['a1', 'a2'])
    expect(value.content[0]).toMatchObject({
      gameName: 'Jade Fortune',
      vassalage: 'SEA_RNG',
      gameType: 'RNG',
      stake: '10.00',
      validBet: '10.00',
      win: '25.00',
      profit: '15.00',
      status: 'settled',
    })
    // 38.00 staked; 25.00 won; 20.00 refunded: profit 25 + 20 - 38.
    expect(value.totals).toEqual({ stake: '38.00', validBet: '18.00', win: '25.00', profit: '7.00' })
  })

  it('filters by range, category, vendor and status, and bounds the range', async () => {
    const from = new Date(Date.now() - 11 * 24 * HOUR).toISOString()
    const wide = (await get(alice.token, `/wps/member/records/bets?from=${from}`)).json().value
    expect(wide.totalElements).toBe(5)
    const live = (await get(alice.token, '/wps/member/records/bets?gameType=LIVE')).json().value
    expect(live.content.map((r: { roundId: string }) => r.roundId)).toEqual(['a3', 'a4'])
    expect((await get(alice.token, '/wps/member/records/bets?vassalage=SEA_RNG')).json().value.totalElements).toBe(2)
    const baccarat = await t.db
      .selectFrom('games')
      .select('id')
      .where('code', '=', 'baccarat')
      .executeTakeFirstOrThrow()
    const recall = (await get(alice.token, `/wps/member/records/bets?nodeId=${baccarat.id}&pageSize=10`)).json().value
    expect(recall.content.map((r: { roundId: string }) => r.roundId)).toEqual(['a3', 'a4'])
    const rolled = (await get(alice.token, '/wps/member/records/bets?status=rolled_back')).json().value
    expect(rolled.content[0]).toMatchObject({ roundId: 'a3', profit: '0.00' })
    expect(rolled.totals).toEqual({ stake: '20.00', validBet: '0.00', win: '0.00', profit: '0.00' })
    const tooLong = await get(
      alice.token,
      `/wps/member/records/bets?from=${new Date(Date.now() - 91 * 24 * HOUR).toISOString()}`,
    )
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().code).toBe('validation_failed')
  })

  it('shows a member only their own rounds', async () => {
    const mine = (await get(bob.token, '/wps/member/records/bets')).json().value
    expect(mine.content.map((r: { roundId: string }) => r.roundId)).toEqual(['b1'])
    expect(mine.totals.profit).toBe('-7.00')
  })

  it('opens one round in full, and another member round is not found', async () => {
    const [aliceFirst] = (await get(alice.token, '/wps/member/records/bets')).json().value.content as { id: string }[]
    const detail = await get(alice.token, `/wps/member/records/bets/${aliceFirst?.id}?language=CN`)
    expect(detail.statusCode, detail.body).toBe(200)
    expect(detail.json().value).toMatchObject({
      roundId: 'a1',
      gameName: '翡翠财富',
      detail: { reels: [[1, 2, 3]], lines: [] },
      verifyUrl: '/inhouse/verify/a1',
    })
    const stolen = await get(bob.token, `/wps/member/records/bets/${aliceFirst?.id}`)
    expect(stolen.statusCode).toBe(404)
    expect(stolen.json().code).toBe('not_found')
    expect((await get(bob.token, '/wps/member/records/bets/99999999')).json().code).toBe('not_found')
  })

  it('is closed to visitors and free-play accounts', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/records/bets' })).json().code).toBe('unauthorized')
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value
      .token as string
    expect((await get(trial, '/wps/member/records/bets')).json().code).toBe('in_need_true_account')
  })
})

describe('personal profit and loss with game postings', () => {
  it('counts the seamless kinds bet, bet_payout and bet_refund as bets, payouts and refunds', async () => {
    const key = { merchantId: demo, currency: 'MYR' }
    const wallet = await ensureAccount(t.db, { ...key, kind: 'member_main', ownerMemberId: bob.id })
    const house = await ensureAccount(t.db, { ...key, kind: 'house' })
    const vendor = await ensureAccount(t.db, { ...key, kind: 'vendor_float', vendor: 'SEA_RNG' })
    const post = (kind: string, ref: string, from: bigint, to: bigint, amount: bigint) =>
      transfer(t.db, moveRequest({ ...key, kind }, `${kind}:${ref}`, from, to, amount, ref))
    await post('test_seed', 'bob', house, wallet, 10_000n)
    await post('bet', 'r1', wallet, vendor, 1_000n)
    await post('bet_payout', 'r1', vendor, wallet, 2_500n)
    await post('bet', 'r2', wallet, vendor, 400n)
    await post('bet_refund', 'r2', vendor, wallet, 400n)
    await post('bet', 'r3', wallet, vendor, 700n)
    const pl = (await get(bob.token, '/wps/member/records/profit-loss')).json().value
    expect(pl).toMatchObject({ bets: '21.00', payouts: '25.00', refunds: '4.00', netProfit: '8.00' })
    expect(await ledgerViolations(t.db)).toEqual([])
  })
})
