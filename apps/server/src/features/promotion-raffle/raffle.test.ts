import { commitOf } from '@sea/engines/fair'
import { drawRaffle, entrantsDigest } from '@sea/engines/raffle'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { balanceOf, ensureAccount } from '../../ledger/ledger'
import { ledgerViolations } from '../../ledger/invariants'
import { bearer, registeredMember } from '../../test/accounts'
import { createMembers, demoMerchantId } from '../../test/ledger-fixtures'
import { insertPromotion } from '../../test/promotions'
import { approvedDeposit, settledRound } from '../../test/report-facts'
import { createTestApp, type TestApp } from '../../test/test-app'
import { applicationJobs } from '../../jobs/jobs'
import { createJobRunner } from '../../jobs/runner'
import { commitRaffle, drawOne, raffleJob, raffleSealingKey } from './raffle.service'

/** Raffle promotions: the commitment, tickets, one verifiable draw, prizes claimed once. */
let t: TestApp
let merchantId: number
let key: Buffer
beforeAll(async () => {
  t = await createTestApp()
  merchantId = await demoMerchantId(t.db)
  key = raffleSealingKey(t.appSecret)
}, 120_000)
afterAll(async () => {
  expect(await ledgerViolations(t.db)).toEqual([])
  await t.close()
})

const HOUR = 3_600_000
const noVendor = () => {
  throw new Error('no vendor calls here')
}
const at = (offsetMs: number) => new Date(Date.now() + offsetMs)
const rules = (over: Record<string, unknown> = {}) => ({
  ticketsBy: 'deposit' as const,
  unit: '100.00',
  maxTickets: 3,
  prizes: [
    { amount: '50.00', count: 1 },
    { amount: '10.00', count: 2 },
  ],
  claimWithinDays: 7,
  ...over,
})
/** A raffle whose campaign ran from 3 hours ago to 1 hour ago, committed before it opened. */
async function pastRaffle(over: Record<string, unknown> = {}) {
  const promotion = await insertPromotion(t.db, {
    merchantId,
    kind: 'raffle',
    rules: rules(over),
    startsAt: at(-3 * HOUR),
    endsAt: at(-HOUR),
  })
  await commitRaffle(t.db, key, promotion.id, at(-4 * HOUR))
  return promotion
}
const join = (promotionId: bigint, ...memberIds: bigint[]) =>
  t.db
    .insertInto('promotionEntries')
    .values(memberIds.map((memberId) => ({ promotionId, merchantId, memberId, state: 'joined' as const })))
    .execute()
const raffleRow = (promotionId: bigint) =>
  t.db.selectFrom('promotionRaffles').selectAll().where('promotionId', '=', promotionId).executeTakeFirstOrThrow()
const entrantsOf = (promotionId: bigint) =>
  t.db
    .selectFrom('promotionRaffleEntrants')
    .select(['memberId', 'tickets', 'place', 'rank', 'grantId'])
    .where('promotionId', '=', promotionId)
    .orderBy('memberId')
    .execute()
const wallet = async (id: bigint) =>
  balanceOf(t.db, await ensureAccount(t.db, { merchantId, currency: 'MYR', kind: 'member_main', ownerMemberId: id }))

describe('commitment', () => {
  it('publishes a seed’s hash before the campaign opens, and keeps that one', async () => {
    const promotion = await insertPromotion(t.db, {
      merchantId,
      kind: 'raffle',
      rules: rules(),
      startsAt: at(HOUR),
      endsAt: at(2 * HOUR),
    })
    // As the application runs it: the job `promotions.raffle` with the raffles' key.
    const jobs = applicationJobs({ jobIntervalMs: 60_000, vendorTimeoutMs: 1_000 }, noVendor, undefined, key)
    const runner = createJobRunner({
      db: t.db,
      jobs: jobs.filter((j) => j.name === 'promotions.raffle'),
      pollMs: 60_000,
    })
    expect(await runner.tick()).toEqual(['promotions.raffle'])
    const row = await raffleRow(promotion.id)
    expect(row).toMatchObject({ state: 'committed', seed: null })
    expect(row.committedAt.getTime()).toBeLessThan(promotion.startsAt.getTime())
    expect(row.seedSealed).not.toContain(row.commitment)
    expect(await commitRaffle(t.db, key, promotion.id)).toBe(row.commitment)
    await raffleJob(t.db, new Date(), key)
    expect((await raffleRow(promotion.id)).seedSealed).toBe(row.seedSealed)
  })

  it('draws a raffle committed after it opened as void: no winners, no grants', async () => {
    const promotion = await insertPromotion(t.db, {
      merchantId,
      kind: 'raffle',
      rules: rules(),
      startsAt: at(-3 * HOUR),
      endsAt: at(-HOUR),
    })
    const [member] = await createMembers(t.db, merchantId, 1)
    await join(promotion.id, member!)
    await approvedDeposit(t, merchantId, member!, at(-2 * HOUR), 50_000n)
    expect(await raffleJob(t.db, new Date(), key)).toBeGreaterThanOrEqual(1)
    const row = await raffleRow(promotion.id)
    expect(row.state).toBe('void')
    expect(commitOf(row.seed!)).toBe(row.commitment)
    expect(await entrantsOf(promotion.id)).toEqual([
      { memberId: member!, tickets: 3, place: null, rank: null, grantId: null },
    ])
    const grants = await t.db
      .selectFrom('promotionGrants')
      .select('id')
      .where('promotionId', '=', promotion.id)
      .execute()
    expect(grants).toEqual([])
  })
})

describe('tickets', () => {
  it('counts approved deposits of joined members in the campaign, floor(sum / unit), at most maxTickets', async () => {
    const promotion = await pastRaffle()
    const [a, b, c, outsider] = await createMembers(t.db, merchantId, 4)
    await join(promotion.id, a!, b!, c!)
    await approvedDeposit(t, merchantId, a!, at(-2.5 * HOUR), 15_000n)
    await approvedDeposit(t, merchantId, a!, at(-2 * HOUR), 10_000n) // 250.00: 2 tickets
    await approvedDeposit(t, merchantId, a!, at(-4 * HOUR), 90_000n) // before the campaign
    await approvedDeposit(t, merchantId, b!, at(-2 * HOUR), 1_000_000n) // capped at 3
    await approvedDeposit(t, merchantId, c!, at(-2 * HOUR), 9_999n) // below one unit
    await approvedDeposit(t, merchantId, c!, at(-0.5 * HOUR), 90_000n) // after the campaign
    await approvedDeposit(t, merchantId, outsider!, at(-2 * HOUR), 90_000n) // never joined
    await drawOne(t.db, key, promotion.id, new Date())
    expect((await entrantsOf(promotion.id)).map((e) => [e.memberId, e.tickets])).toEqual([
      [a!, 2],
      [b!, 3],
    ])
    expect(await raffleRow(promotion.id)).toMatchObject({ state: 'drawn', entrantCount: 2, totalTickets: 5n })
  })

  it('counts valid turnover of settled rounds in the campaign', async () => {
    const promotion = await pastRaffle({ ticketsBy: 'turnover', unit: '10.00', maxTickets: 100 })
    const [a, b] = await createMembers(t.db, merchantId, 2)
    await join(promotion.id, a!, b!)
    await settledRound(t, merchantId, a!, at(-2 * HOUR), 2_500n, 0n) // 25.00
    await settledRound(t, merchantId, a!, at(-1.5 * HOUR), 1_000n, 5_000n) // 10.00, whatever the result
    await settledRound(t, merchantId, b!, at(-4 * HOUR), 50_000n, 0n) // before the campaign
    await drawOne(t.db, key, promotion.id, new Date())
    expect((await entrantsOf(promotion.id)).map((e) => [e.memberId, e.tickets])).toEqual([[a!, 3]])
  })
})

describe('draw', () => {
  it('draws once under concurrent runs, and the revealed seed and entrants give the same winners', async () => {
    const promotion = await pastRaffle({ maxTickets: 10 })
    const members = await createMembers(t.db, merchantId, 6)
    await join(promotion.id, ...members)
    for (const [i, id] of members.entries())
      await approvedDeposit(t, merchantId, id, at(-2 * HOUR), 10_000n * BigInt(i + 1))
    const now = new Date()
    const runs = await Promise.all([
      raffleJob(t.db, now, key),
      raffleJob(t.db, now, key),
      drawOne(t.db, key, promotion.id, now),
    ])
    expect(runs.filter((r) => r === true || r === 1)).toHaveLength(1)
    const row = await raffleRow(promotion.id)
    expect(commitOf(row.seed!)).toBe(row.commitment)
    const entrants = await entrantsOf(promotion.id)
    const published = entrants.map((e) => ({ memberId: String(e.memberId), tickets: e.tickets }))
    expect(entrantsDigest(published)).toBe(row.entrantsDigest)
    const recomputed = drawRaffle({
      serverSeed: row.seed!,
      promotionId: String(promotion.id),
      entrants: published,
      prizeCounts: [1, 2],
    })
    const stored = entrants
      .filter((e) => e.place !== null)
      .sort((x, y) => x.place! - y.place!)
      .map((e) => ({ place: e.place, rank: e.rank, memberId: String(e.memberId) }))
    expect(stored).toEqual(recomputed)
    const grants = await t.db
      .selectFrom('promotionGrants')
      .select(['memberId', 'occasion', 'amount', 'state', 'claimableUntil'])
      .where('promotionId', '=', promotion.id)
      .orderBy('amount', 'desc')
      .execute()
    expect(grants.map((g) => [g.occasion, g.amount, g.state])).toEqual([
      ['prize:1', 5_000n, 'claimable'],
      ['prize:2', 1_000n, 'claimable'],
      ['prize:2', 1_000n, 'claimable'],
    ])
    expect(grants[0]!.claimableUntil!.getTime()).toBe(row.drawnAt!.getTime() + 7 * 24 * HOUR)
    expect(new Set(grants.map((g) => g.memberId)).size).toBe(3)
  })
  it('keeps the draw when a one-per mark refuses a winner: that prize alone is lost', async () => {
    const promotion = await insertPromotion(t.db, {
      merchantId,
      kind: 'raffle',
      rules: rules({ prizes: [{ amount: '5.00', count: 2 }] }),
      startsAt: at(-3 * HOUR),
      endsAt: at(-HOUR),
      onePer: ['ip'],
    })
    await commitRaffle(t.db, key, promotion.id, at(-4 * HOUR))
    // Both registered from the same IP: the second winner's mark is taken.
    const members = await createMembers(t.db, merchantId, 2)
    await join(promotion.id, ...members)
    for (const id of members) await approvedDeposit(t, merchantId, id, at(-2 * HOUR), 10_000n)
    expect(await drawOne(t.db, key, promotion.id, new Date())).toBe(true)
    const winners = (await entrantsOf(promotion.id)).sort((x, y) => x.place! - y.place!)
    expect(winners.map((w) => [w.place, w.rank, w.grantId === null])).toEqual([
      [1, 1, false],
      [2, 1, true],
    ])
    const grants = await t.db
      .selectFrom('promotionGrants')
      .select('memberId')
      .where('promotionId', '=', promotion.id)
      .execute()
    expect(grants).toEqual([{ memberId: winners[0]!.memberId }])
    expect((await raffleRow(promotion.id)).state).toBe('drawn')
  })
})

describe('member routes', () => {
  it('shows the raffle, and pays a prize claimed twice once', async () => {
    const promotion = await pastRaffle()
    const winner = await registeredMember(t)
    const loser = await registeredMember(t)
    await join(promotion.id, winner.id)
    await approvedDeposit(t, merchantId, winner.id, at(-2 * HOUR), 30_000n)
    const view = (token: string) =>
      t.app.inject({ method: 'GET', url: `/wps/member/promotions/${promotion.id}/raffle`, headers: bearer(token) })
    const before = (await view(winner.token)).json().value
    expect(before).toMatchObject({ tickets: 3, entrants: 1, totalTickets: 3, seed: null, winners: [] })
    await raffleJob(t.db, new Date(), key)
    const drawn = (await view(winner.token)).json().value
    const masked = `${winner.username.slice(0, 3)}***${winner.username.slice(-2)}`
    expect(drawn).toMatchObject({ tickets: 3, winners: [{ rank: 1, account: masked, amount: '50.00' }] })
    expect(drawn.myPrizes).toMatchObject([{ rank: 1, amount: '50.00', state: 'claimable' }])
    const claim = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/relay/MCS2_claimRafflePromotion',
        headers: bearer(token),
        payload: { promotionId: String(promotion.id) },
      })
    const [first, second] = await Promise.all([claim(winner.token), claim(winner.token)])
    const granted = [first.json().value.granted, second.json().value.granted].sort()
    expect(granted).toEqual(['50.00', null].sort())
    expect(first.json().value.promotion).toMatchObject({ kind: 'raffle', status: 'claimed', action: null })
    expect(await wallet(winner.id)).toBe(30_000n + 5_000n)
    expect((await claim(winner.token)).json().value.granted).toBeNull()
    const refused = await claim(loser.token)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('nothing_to_claim')
    expect((await view(loser.token)).json().value).toMatchObject({ tickets: 0, myPrizes: [] })
  })

  it('finds no raffle of another kind or a draft', async () => {
    const member = await registeredMember(t)
    const draft = await insertPromotion(t.db, { merchantId, kind: 'raffle', rules: rules(), state: 'draft' })
    const other = await insertPromotion(t.db, {
      merchantId,
      kind: 'signup',
      rules: { amount: '1.00', trigger: 'join' },
    })
    for (const id of [draft.id, other.id, 999_999n]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/wps/member/promotions/${id}/raffle`,
        headers: bearer(member.token),
      })
      expect(res.statusCode).toBe(404)
    }
  })
})
