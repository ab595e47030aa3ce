import type { PromotionWagering } from '@sea/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createJobRunner } from '../../jobs/runner'
import { applicationJobs } from '../../jobs/jobs'
import { bearer, callEncrypted } from '../../test/accounts'
import { insertPromotion } from '../../test/promotions'
import { createSeamlessWorld, expectSeamlessBooks, type SeamlessWorld } from '../../test/seamless-fixtures'
import { payer, walletAndHold, type Payer } from '../../test/withdrawals'
import { issueLaunchToken } from '../seamless-wallet/launch-token.service'
import { vendorPlayerId } from '../vendor-player/vendor-player.service'
import { countWagering } from '../turnover-progress/turnover-progress.service'
import { addTurnoverRequirement } from '../withdrawal/turnover.service'
import { award } from './grant.service'
import { expireWagering } from './wagering.service'

/**
 * Bonus wagering (docs/domain/promotions.md#wagering): weights and the max stake counted from
 * real rounds through the turnover job, expiry forfeiting once through the ledger, and the early
 * withdrawal that gives the bonus back.
 */
let w: SeamlessWorld
beforeAll(async () => {
  w = await createSeamlessWorld()
}, 180_000)
afterAll(async () => {
  await expectSeamlessBooks(w)
  await w.close()
})

const DAY = 86_400_000
const wagering = (over: Partial<PromotionWagering> = {}): PromotionWagering => ({
  multiple: 5,
  base: 'bonus',
  weights: { FISH: 50 },
  maxStake: '50.00',
  expiresInDays: 7,
  onEarlyWithdrawal: 'forfeit',
  ...over,
})
const rules = { deposit: 'any' as const, rate: 10_000, cap: '100.00', minDeposit: '1.00', apply: 'claim' as const }

interface Player extends Payer {
  player: string
  launch: string
}
async function player(funds: bigint): Promise<Player> {
  const who = await payer(w.t, funds)
  const grant = { merchantId: w.merchantId, memberId: who.id, vendorCode: 'SEAMX', gameId: null }
  const launch = await issueLaunchToken(w.t.db, { ...grant, currency: 'MYR', language: 'EN' }, 600_000)
  return { ...who, player: await vendorPlayerId(w.t.db, 'SEAMX', who.id), launch }
}

/** A bonus of `amount` paid now from a fresh promotion with the given wagering. */
async function bonus(who: Player, amount: bigint, rulesOver: Partial<PromotionWagering> = {}, now?: Date) {
  const promotion = await insertPromotion(w.t.db, {
    merchantId: w.merchantId,
    kind: 'deposit_bonus',
    rules,
    wagering: wagering(rulesOver),
  })
  const member = { id: who.id, merchantId: w.merchantId, currency: 'MYR' }
  const input = { promotion, member, occasion: 'deposit:1', amount, mode: 'pay' as const }
  return (await award(w.t.db, now ? { ...input, now } : input)).grant
}

let seq = 0
/** A lost round of `stake` through the seamless wallet: RNG for the vendor's slots, FISH for fish-1. */
async function round(who: Player, stake: bigint, game: 'slot-9' | 'fish-1'): Promise<void> {
  seq += 1
  const base = { player: who.player, roundId: `wg-${seq}`, gameCode: game }
  expect(await w.client.debit({ ...base, token: who.launch, transactionId: `wd-${seq}`, amount: stake })).toMatchObject(
    { ok: true },
  )
  expect(await w.client.credit({ ...base, transactionId: `wc-${seq}`, amount: 0n })).toMatchObject({ ok: true })
}

const requirements = async (memberId: bigint) =>
  (
    await w.t.db
      .selectFrom('turnoverRequirements')
      .select(['source', 'required', 'achieved', 'completedAt'])
      .where('memberId', '=', memberId)
      .orderBy('id')
      .execute()
  ).map((r) => [r.source.split(':')[0], r.required, r.achieved, r.completedAt !== null])
const grantOf = (id: bigint) =>
  w.t.db
    .selectFrom('promotionGrants')
    .select(['state', 'forfeited', 'closedAt'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()

describe('counting bonus wagering', () => {
  it('counts each stake up to the max stake at its category’s weight, and lets the rest flow on', async () => {
    const who = await player(100_000n)
    const grant = await bonus(who, 2_000n)
    // 80.00 on a slot: 50.00 counts (the max stake); the rest has nowhere to go.
    await round(who, 8_000n, 'slot-9')
    await countWagering(w.t.db)
    expect(await requirements(who.id)).toEqual([['bonus', 10_000n, 5_000n, false]])
    await addTurnoverRequirement(w.t.db, {
      merchantId: w.merchantId,
      memberId: who.id,
      source: `deposit:test-${who.id}`,
      required: 4_000n,
    })
    // 60.00 of fish: the bonus takes 50.00 at 50% (25.00); the 10.00 left fills the deposit's.
    await round(who, 6_000n, 'fish-1')
    await countWagering(w.t.db)
    expect(await requirements(who.id)).toEqual([
      ['bonus', 10_000n, 7_500n, false],
      ['deposit', 4_000n, 1_000n, false],
    ])
    expect((await grantOf(grant.id)).state).toBe('wagering')
    // 90.00 on a slot: the bonus needs 25.00 of it, the deposit's 30.00; both are met.
    await round(who, 9_000n, 'slot-9')
    await countWagering(w.t.db)
    expect(await requirements(who.id)).toEqual([
      ['bonus', 10_000n, 10_000n, true],
      ['deposit', 4_000n, 4_000n, true],
    ])
    const closed = await grantOf(grant.id)
    expect(closed.state).toBe('completed')
    expect(closed.closedAt).not.toBeNull()
    const facts = await w.t.db
      .selectFrom('turnoverWagers')
      .select(['category', 'amount'])
      .where('memberId', '=', who.id)
      .orderBy('settledAt')
      .execute()
    expect(facts).toEqual([
      { category: 'RNG', amount: 8_000n },
      { category: 'FISH', amount: 6_000n },
      { category: 'RNG', amount: 9_000n },
    ])
  })

  it('counts a category weighted 0 nothing, and nothing settled after the expiry', async () => {
    const who = await player(50_000n)
    await bonus(who, 1_000n, { weights: { FISH: 0 }, maxStake: undefined, expiresInDays: 1 })
    await round(who, 3_000n, 'fish-1')
    await countWagering(w.t.db)
    expect(await requirements(who.id)).toEqual([['bonus', 5_000n, 0n, false]])
    // The requirement expired a day ago (paid two days back): a slot round now counts nothing.
    const late = await player(50_000n)
    await bonus(late, 1_000n, { expiresInDays: 1 }, new Date(Date.now() - 2 * DAY))
    await round(late, 3_000n, 'slot-9')
    await countWagering(w.t.db)
    expect(await requirements(late.id)).toEqual([['bonus', 5_000n, 0n, false]])
  })
})

describe('expiry', () => {
  it('forfeits an unmet bonus once, at most the wallet, even when the job runs twice at once', async () => {
    const rich = await player(3_000n)
    const richGrant = await bonus(rich, 2_000n)
    const poor = await player(0n)
    const poorGrant = await bonus(poor, 2_000n)
    await round(poor, 1_500n, 'slot-9')
    await countWagering(w.t.db)
    const fresh = await player(1_000n)
    const freshGrant = await bonus(fresh, 1_000n, { expiresInDays: 30 })

    const later = new Date(Date.now() + 8 * DAY)
    // Earlier tests' bonuses expire too: each expired one is forfeited by exactly one of the runs.
    const due = await w.t.db
      .selectFrom('turnoverRequirements')
      .select('id')
      .where('completedAt', 'is', null)
      .where('expiresAt', '<=', later)
      .execute()
    const runs = await Promise.all([expireWagering(w.t.db, later, 1), expireWagering(w.t.db, later, 1)])
    expect(runs.map((r) => r.forfeited).reduce((a, b) => a + b)).toBe(due.length)
    expect((await expireWagering(w.t.db, later)).forfeited).toBe(0)

    expect((await walletAndHold(w.t, rich.id)).main).toBe(3_000n)
    expect(await grantOf(richGrant.id)).toMatchObject({ state: 'forfeited', forfeited: 2_000n })
    expect((await walletAndHold(w.t, poor.id)).main).toBe(0n)
    expect(await grantOf(poorGrant.id)).toMatchObject({ state: 'forfeited', forfeited: 500n })
    expect(await requirements(poor.id)).toEqual([['bonus', 10_000n, 1_500n, true]])
    expect(await grantOf(freshGrant.id)).toMatchObject({ state: 'wagering', forfeited: 0n, closedAt: null })
    const forfeits = await w.t.db
      .selectFrom('ledgerTransactions')
      .select(['idempotencyKey', 'kind'])
      .where('externalRef', 'in', [`grant:${richGrant.id}`, `grant:${poorGrant.id}`])
      .where('kind', '=', 'bonus_forfeit')
      .orderBy('id')
      .execute()
    expect(forfeits.map((f) => f.idempotencyKey)).toEqual([
      `promotion-forfeit:${richGrant.id}`,
      `promotion-forfeit:${poorGrant.id}`,
    ])
    // The profit and loss shows the bonus given back as a negative bonus.
    const pl = await w.t.app.inject({
      method: 'GET',
      url: '/wps/member/records/profit-loss',
      headers: bearer(rich.token),
    })
    expect(pl.json().value).toMatchObject({ bonuses: '0.00' })
  })

  it('runs as the application job promotions.expire', async () => {
    const who = await player(0n)
    const grant = await bonus(who, 700n, { expiresInDays: 2 })
    const jobs = applicationJobs({ jobIntervalMs: 60_000, vendorTimeoutMs: 10_000 }, () => {
      throw new Error('no vendor here')
    }).filter((job) => job.name === 'promotions.expire')
    const runner = createJobRunner({ db: w.t.db, jobs, pollMs: 1000, clock: () => new Date(Date.now() + 3 * DAY) })
    expect(await runner.tick()).toEqual(['promotions.expire'])
    expect(await grantOf(grant.id)).toMatchObject({ state: 'forfeited', forfeited: 700n })
  })
})

describe('early withdrawal', () => {
  const withdraw = (who: Payer, amount: string, key: string, forfeitBonus?: boolean) =>
    callEncrypted(
      w.t,
      'POST',
      '/wps/member/withdrawals',
      { bankAccountId: who.accountId, amount, paymentPassword: '123456', ...(forfeitBonus ? { forfeitBonus } : {}) },
      { ...bearer(who.token), 'idempotency-key': key },
    )
  const settings = async (who: Payer) =>
    (await w.t.app.inject({ method: 'GET', url: '/wps/member/withdraw/settings', headers: bearer(who.token) })).json()
      .value

  it('gives the bonus back first when the member asks and the promotion allows it', async () => {
    const who = await player(10_000n)
    const grant = await bonus(who, 2_000n)
    expect(await settings(who)).toMatchObject({ turnoverOutstanding: '100.00', bonusForfeit: '20.00' })
    expect((await withdraw(who, '50.00', `early-wd-1-${who.id}`)).json().code).toBe('turnover_not_met')
    // More than is left once the bonus is back: refused, and nothing was given back.
    expect((await withdraw(who, '100.01', `early-wd-2-${who.id}`, true)).json().code).toBe('insufficient_funds')
    expect(await grantOf(grant.id)).toMatchObject({ state: 'wagering' })
    expect((await walletAndHold(w.t, who.id)).main).toBe(12_000n)

    const res = await withdraw(who, '50.00', `early-wd-3-${who.id}`, true)
    expect(res.statusCode, res.body).toBe(200)
    expect(await walletAndHold(w.t, who.id)).toEqual({ main: 5_000n, hold: 5_000n })
    expect(await grantOf(grant.id)).toMatchObject({ state: 'forfeited', forfeited: 2_000n })
    expect(await settings(who)).toMatchObject({ turnoverOutstanding: '0.00', bonusForfeit: null })
  })

  it('keeps refusing while a requirement blocks, whatever the member asks', async () => {
    const who = await player(10_000n)
    const forfeitable = await bonus(who, 1_000n)
    await addTurnoverRequirement(w.t.db, {
      merchantId: w.merchantId,
      memberId: who.id,
      source: `deposit:test-${who.id}`,
      required: 1_000n,
    })
    expect(await settings(who)).toMatchObject({ bonusForfeit: null })
    expect((await withdraw(who, '50.00', `early-wd-4-${who.id}`, true)).json().code).toBe('turnover_not_met')
    expect(await grantOf(forfeitable.id)).toMatchObject({ state: 'wagering' })

    const blocked = await player(10_000n)
    const grant = await bonus(blocked, 1_000n, { onEarlyWithdrawal: 'block' })
    expect(await settings(blocked)).toMatchObject({ bonusForfeit: null })
    expect((await withdraw(blocked, '50.00', `early-wd-5-${blocked.id}`, true)).json().code).toBe('turnover_not_met')
    expect(await grantOf(grant.id)).toMatchObject({ state: 'wagering' })
    expect((await walletAndHold(w.t, blocked.id)).main).toBe(11_000n)
  })
})
