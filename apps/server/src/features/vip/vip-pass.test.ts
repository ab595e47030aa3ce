import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PromotionRow } from '../promotion/promotion.repository'
import { createMembers } from '../../test/ledger-fixtures'
import { factsAt, passReadable } from '../../test/loyalty'
import { periodWorld, roundsAt, type PeriodWorld } from '../../test/period-facts'
import { vipBrand, vipGrants } from '../../test/vip'
import { closeCheckingBooks } from '../../test/ledger-fixtures'

/** VIP's part of the pass: daily figures, the upgrade at once, and each upgrade bonus once ever. */
let w: PeriodWorld
let merchantId: number
let promotion: PromotionRow
beforeAll(async () => {
  w = await periodWorld()
  merchantId = w.merchantId
  promotion = await vipBrand(w.t.db, merchantId, { vipWindowDays: 30 })
}, 120_000)
afterAll(() => closeCheckingBooks(w.t))

const db = () => w.t.db
const member = (id: bigint) =>
  db()
    .selectFrom('members')
    .select(['vipRank', 'vipLabel', 'clubRank', 'clubLabel'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
const changes = (id: bigint) =>
  db()
    .selectFrom('vipChanges')
    .select(['fromRank', 'toRank', 'reason'])
    .where('memberId', '=', id)
    .orderBy('id')
    .execute()
const deposit = (memberId: bigint, amount: bigint, at: Date) =>
  factsAt(db(), [{ merchantId, memberId, kind: 'deposit', amount, at }])

describe('the VIP pass', () => {
  it('sums deposits and valid bets per brand day', async () => {
    const [id] = await createMembers(db(), merchantId, 1)
    await deposit(id!, 1_000n, w.at('2026-11-02', 23, 30))
    await roundsAt(db(), [
      { merchantId, memberId: id!, category: 'RNG', stake: 300n, settledAt: w.at('2026-11-02', 23, 40) },
      { merchantId, memberId: id!, category: 'LIVE', stake: 200n, validBet: 150n, settledAt: w.at('2026-11-03', 0, 5) },
    ])
    await passReadable(db(), w.at('2026-11-03', 1))
    const days = await db()
      .selectFrom('loyaltyMemberDays')
      .select([(eb) => eb.fn<string>('to_char', ['day', eb.val('YYYY-MM-DD')]).as('day'), 'deposit', 'validBet'])
      .where('memberId', '=', id!)
      .orderBy('day')
      .execute()
    expect(days).toEqual([
      { day: '2026-11-02', deposit: 1_000n, validBet: 300n },
      { day: '2026-11-03', deposit: 0n, validBet: 150n },
    ])
  })

  it('upgrades at once to the highest tier met, with each rank’s bonus to claim', async () => {
    const [id] = await createMembers(db(), merchantId, 1)
    const now = w.at('2026-11-10', 12)
    await deposit(id!, 250_000n, w.at('2026-11-09', 10))
    await roundsAt(db(), [
      { merchantId, memberId: id!, category: 'RNG', stake: 300_000n, settledAt: w.at('2026-11-09', 11) },
      { merchantId, memberId: id!, category: 'SPORTS', stake: 250_000n, settledAt: w.at('2026-11-10', 9) },
    ])
    await passReadable(db(), now)
    expect(await member(id!)).toEqual({ vipRank: 3, vipLabel: 'Gold', clubRank: 3, clubLabel: 'Gold' })
    expect(await changes(id!)).toEqual([{ fromRank: 0, toRank: 3, reason: 'upgrade' }])
    expect(await vipGrants(db(), promotion.id, id!)).toEqual([
      { occasion: 'vip-upgrade:1', amount: 500n, state: 'claimable' },
      { occasion: 'vip-upgrade:2', amount: 1_000n, state: 'claimable' },
      { occasion: 'vip-upgrade:3', amount: 2_000n, state: 'claimable' },
    ])
  })

  it('moves up step by step as the window fills, never twice for a rank', async () => {
    const [id] = await createMembers(db(), merchantId, 1)
    await deposit(id!, 6_000n, w.at('2026-11-11', 10))
    await passReadable(db(), w.at('2026-11-11', 11))
    expect((await member(id!)).vipRank).toBe(1)
    await deposit(id!, 50_000n, w.at('2026-11-12', 10))
    await roundsAt(db(), [
      { merchantId, memberId: id!, category: 'RNG', stake: 100_000n, settledAt: w.at('2026-11-12', 10) },
    ])
    await passReadable(db(), w.at('2026-11-12', 11))
    expect((await member(id!)).vipRank).toBe(2)
    // A rank taken away (a review, an operator) and earned again pays no second bonus.
    await db().updateTable('members').set({ vipRank: 0 }).where('id', '=', id!).execute()
    await deposit(id!, 100n, w.at('2026-11-13', 10))
    await passReadable(db(), w.at('2026-11-13', 11))
    expect((await member(id!)).vipRank).toBe(2)
    expect(await changes(id!)).toEqual([
      { fromRank: 0, toRank: 1, reason: 'upgrade' },
      { fromRank: 1, toRank: 2, reason: 'upgrade' },
      { fromRank: 0, toRank: 2, reason: 'upgrade' },
    ])
    expect((await vipGrants(db(), promotion.id, id!)).map((g) => [g.occasion, g.amount])).toEqual([
      ['vip-upgrade:1', 500n],
      ['vip-upgrade:2', 1_000n],
    ])
  })

  it('counts only the window’s days, and never moves a member down', async () => {
    const [id] = await createMembers(db(), merchantId, 1)
    // 60,000.00 of turnover long ago, and the deposit for Silver now: only Bronze is met.
    await roundsAt(db(), [
      { merchantId, memberId: id!, category: 'RNG', stake: 200_000n, settledAt: w.at('2026-09-01', 10) },
    ])
    await deposit(id!, 60_000n, w.at('2026-11-14', 10))
    await passReadable(db(), w.at('2026-11-14', 11))
    expect((await member(id!)).vipRank).toBe(1)
    await db().updateTable('members').set({ vipRank: 3 }).where('id', '=', id!).execute()
    await deposit(id!, 100n, w.at('2026-11-14', 12))
    await passReadable(db(), w.at('2026-11-14', 13))
    expect((await member(id!)).vipRank).toBe(3)
  })

  it('upgrades without a bonus when the VIP promotion is not live', async () => {
    const [id] = await createMembers(db(), merchantId, 1)
    await db().updateTable('promotions').set({ state: 'paused' }).where('id', '=', promotion.id).execute()
    try {
      await deposit(id!, 5_000n, w.at('2026-11-15', 10))
      await passReadable(db(), w.at('2026-11-15', 11))
    } finally {
      await db().updateTable('promotions').set({ state: 'live' }).where('id', '=', promotion.id).execute()
    }
    expect((await member(id!)).vipRank).toBe(1)
    expect(await vipGrants(db(), promotion.id, id!)).toEqual([])
  })

  it('leaves a brand without tiers alone', async () => {
    const other = await db()
      .insertInto('merchants')
      .values({
        code: 'vipother',
        name: 'Other',
        logoUrl: '/logo.svg',
        imageBaseUrl: 'https://cdn.test/img',
        theme: '{}',
        languages: '["EN"]',
        defaultLanguage: 'EN',
        currency: 'THB',
        timezone: 'Asia/Bangkok',
        restrictedCountries: '[]',
        restrictedIps: '[]',
        imageCdns: '[]',
        launchGameCdns: '[]',
        customerService: '{}',
        preferredCountries: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const [id] = await createMembers(db(), other.id, 1)
    await factsAt(db(), [{ merchantId: other.id, memberId: id!, kind: 'deposit', amount: 900_000n, at: new Date() }])
    await passReadable(db(), new Date())
    expect((await member(id!)).vipRank).toBe(0)
    expect(await changes(id!)).toEqual([])
  })
})
