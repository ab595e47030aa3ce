import fc from 'fast-check'
import type { PromotionWagering } from '@sea/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureAccount } from '../../ledger/ledger'
import { ledgerViolations } from '../../ledger/invariants'
import { hashPassword } from '../../lib/password'
import {
  Bet,
  CATEGORIES,
  Claim,
  Count,
  Deposit,
  Expire,
  Withdraw,
  type BonusCommand,
  type BonusWorld,
  type Real,
} from '../../test/bonus-commands'
import { bonusModel as model, type Model, type PromotionSpec } from '../../test/bonus-model'
import { closeCheckingBooks, createMembers, demoMerchantId, envInt, propertyReplay } from '../../test/ledger-fixtures'
import { insertPromotion } from '../../test/promotions'
import { createTestDb, type TestDb } from '../../test/test-app'
import { createMerchantDirectory } from '../merchant/merchant.service'
import { bindBankAccount } from '../withdrawal/bank-account.service'
import type { PromotionRow } from './promotion.repository'

/**
 * The bonus accounting against a pure model (docs/domain/promotions.md): random sequences of
 * deposits (some carrying turnover), bonus claims through `award` on deposit-bonus promotions
 * with random wagering and budgets (some claimed twice), settled rounds of random categories
 * (bet and payout through the ledger, the round written as the seamless wallet leaves it), runs
 * of the turnover job, withdrawals through the real service (some giving the bonus back) and
 * expiry runs on a clock that moves forward. After every command the wallet, the hold, every
 * requirement's progress, every grant's state and each promotion's spending equal the model's;
 * after every run each grant was paid and forfeited at most once and the books hold.
 *
 * One member per run, on a clock of the file's own that only moves forward. BONUS_PROPERTY_RUNS /
 * BONUS_PROPERTY_COMMANDS scale it up; LEDGER_PROPERTY_SEED / LEDGER_PROPERTY_PATH replay a failure.
 */

const NUM_RUNS = envInt('BONUS_PROPERTY_RUNS', 20)
const MAX_COMMANDS = envInt('BONUS_PROPERTY_COMMANDS', 25)
let t: TestDb
let world: BonusWorld
let merchantId: number
let passwordHash: string
let runSeq = 0

beforeAll(async () => {
  t = await createTestDb()
  merchantId = await demoMerchantId(t.db)
  world = {
    db: t.db,
    merchantId,
    merchant: await createMerchantDirectory(t.db, 0).forHost('localhost'),
    house: await ensureAccount(t.db, { merchantId, currency: 'MYR', kind: 'house' }),
    clock: Date.now(),
    seen: new Map(),
  }
  passwordHash = await hashPassword('123456')
  await t.db
    .insertInto('vendors')
    .values({ code: 'PROPV', displayName: 'Property vendor', walletMode: 'seamless', apiBaseUrl: null })
    .execute()
  // Limits that never refuse: the model is about bonuses, not the daily limits.
  await t.db
    .insertInto('withdrawalSettings')
    .values({ merchantId, minAmount: 100n, maxAmount: 100_000_000n, dailyCount: 10_000, dailyAmount: 10n ** 12n })
    .onConflict((oc) =>
      oc.column('merchantId').doUpdateSet({ minAmount: 100n, dailyCount: 10_000, dailyAmount: 10n ** 12n }),
    )
    .execute()
}, 120_000)
afterAll(() => closeCheckingBooks(t))

// ---------------------------------------------------------------------------------------------
// Generators: each run has three promotions of random wagering and budget.

const weights = fc.dictionary(fc.constantFrom(...CATEGORIES), fc.constantFrom(0, 10, 50, 100), { maxKeys: 3 })
const wagering: fc.Arbitrary<PromotionWagering | null> = fc.option(
  fc.record(
    {
      multiple: fc.integer({ min: 1, max: 5 }),
      base: fc.constantFrom('bonus' as const, 'bonus_and_deposit' as const),
      weights,
      expiresInDays: fc.integer({ min: 1, max: 10 }),
      maxStake: fc.constantFrom('5.00', '50.00', '200.00'),
      onEarlyWithdrawal: fc.constantFrom('block' as const, 'forfeit' as const, 'forfeit' as const),
    },
    { requiredKeys: ['multiple', 'base', 'weights', 'expiresInDays', 'onEarlyWithdrawal'] },
  ),
  { freq: 5 },
)
const promotionSpec = fc.record({
  wagering,
  exclusive: fc.boolean(),
  budget: fc.option(fc.bigInt({ min: 5_000n, max: 40_000n }), { freq: 2 }),
})

const withdrawCommand = fc
  .tuple(
    fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 100 }) }, fc.integer({ min: 101, max: 150 })),
    fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)),
  )
  .map(([share, forfeit]) => new Withdraw(share, forfeit))

const commands = fc.commands<Model, Real, false>(
  [
    fc
      .tuple(fc.bigInt({ min: 1_000n, max: 50_000n }), fc.constantFrom(0n, 0n, 0n, 0n, 1n))
      .map(([amount, multiple]) => new Deposit(amount, multiple)),
    fc
      .tuple(fc.nat({ max: 2 }), fc.bigInt({ min: 1n, max: 15_000n }), fc.option(fc.nat(), { freq: 4 }))
      .map(([promotion, amount, again]) => new Claim(promotion, amount, again)),
    fc
      .tuple(fc.integer({ min: 1, max: 100 }), fc.constantFrom(0, 0, 50, 150), fc.constantFrom(...CATEGORIES))
      .map(([stake, win, category]) => new Bet(stake, win, category)),
    fc
      .tuple(fc.integer({ min: 1, max: 100 }), fc.constantFrom(0, 0, 50, 150), fc.constantFrom(...CATEGORIES))
      .map(([stake, win, category]) => new Bet(stake, win, category)),
    fc.constant(new Count()),
    fc.constant(new Count()),
    fc.integer({ min: 0, max: 6 }).map((days) => new Expire(days)),
    withdrawCommand,
    withdrawCommand,
  ],
  { maxCommands: MAX_COMMANDS, size: 'max' },
)

async function setup(specs: readonly PromotionSpec[]) {
  runSeq += 1
  const [memberId] = await createMembers(t.db, merchantId, 1)
  if (memberId === undefined) throw new Error('no member')
  await t.db.updateTable('members').set({ paymentPasswordHash: passwordHash }).where('id', '=', memberId).execute()
  const account = await bindBankAccount(
    t.db,
    world.merchant,
    memberId,
    { bankCode: 'MBB', accountNumber: `77${String(memberId).padStart(10, '0')}`, payeeName: 'Ahmad Razak' },
    '127.0.0.1',
  )
  const promotions: PromotionRow[] = []
  for (const spec of specs)
    promotions.push(
      await insertPromotion(t.db, {
        merchantId,
        kind: 'deposit_bonus',
        rules: { deposit: 'any', rate: 10_000, cap: '500.00', minDeposit: '1.00', apply: 'claim' },
        wagering: spec.wagering,
        exclusive: spec.exclusive,
        budget: spec.budget,
      }),
    )
  const wallet = await ensureAccount(t.db, {
    merchantId,
    currency: 'MYR',
    kind: 'member_main',
    ownerMemberId: memberId,
  })
  const real: Real = { world, memberId, accountId: account.id, promotions, wallet, prefix: `b${runSeq}`, seq: 0 }
  return { model: model.empty(specs), real }
}

/**
 * One sequence written out, run before the random ones, so that every path the coverage check
 * names is reached whatever the seed: a budget refused, a bonus given back by a withdrawal, an
 * expiry, an exclusive bonus blocking another.
 */
const forfeitWagering = (days: number): PromotionWagering => ({
  multiple: 2,
  base: 'bonus',
  weights: { LIVE: 10 },
  expiresInDays: days,
  maxStake: '50.00',
  onEarlyWithdrawal: 'forfeit',
})
const EXAMPLE: [PromotionSpec[], BonusCommand[]] = [
  [
    { wagering: forfeitWagering(3), exclusive: false, budget: 5_000n },
    { wagering: null, exclusive: false, budget: null },
    { wagering: { ...forfeitWagering(5), onEarlyWithdrawal: 'block' }, exclusive: true, budget: null },
  ],
  [
    new Deposit(10_000n, 0n),
    new Claim(0, 4_000n, null),
    new Claim(0, 2_000n, null),
    new Withdraw(50, true),
    new Claim(0, 1_000n, null),
    new Claim(0, 1_000n, 0),
    new Bet(50, 0, 'LIVE'),
    new Bet(50, 150, 'RNG'),
    new Count(),
    new Expire(4),
    new Claim(2, 500n, null),
    new Claim(0, 100n, null),
    new Withdraw(50, false),
  ],
]

describe('bonus accounting against its model', () => {
  it(`pays, counts, forfeits and withdraws as the model says (${NUM_RUNS} runs × ≤${MAX_COMMANDS} commands)`, async () => {
    const replay = propertyReplay()
    await fc.assert(
      fc.asyncProperty(fc.array(promotionSpec, { minLength: 3, maxLength: 3 }), commands, async (specs, cmds) => {
        const { model: m, real } = await setup(specs)
        await fc.asyncModelRun(() => ({ model: m, real }), cmds)
        // Each grant paid once, and given back once when anything was taken, whatever was asked twice.
        const refs = (
          await t.db.selectFrom('promotionGrants').select('id').where('memberId', '=', real.memberId).execute()
        ).map((g) => `grant:${g.id}`)
        const postings =
          refs.length === 0
            ? []
            : await t.db
                .selectFrom('ledgerTransactions')
                .select('kind')
                .where('externalRef', 'in', refs)
                .where('kind', 'in', ['bonus', 'bonus_forfeit'])
                .execute()
        expect(postings.filter((p) => p.kind === 'bonus')).toHaveLength(m.grants.length)
        expect(postings.filter((p) => p.kind === 'bonus_forfeit')).toHaveLength(
          m.grants.filter((g) => g.forfeited > 0n).length,
        )
        expect(await ledgerViolations(t.db)).toEqual([])
      }),
      { numRuns: NUM_RUNS, examples: [EXAMPLE], ...replay },
    )
    if (replay.path !== undefined) return
    // The generators must reach the paths that matter, not refuse everything.
    for (const outcome of [
      'claim:ok',
      'claim:promotion_not_stackable',
      'claim:promotion_budget_spent',
      'claim:again',
      'withdraw:ok',
      'withdraw:gave-back',
      'withdraw:turnover_not_met',
      'withdraw:insufficient_funds',
      'expire:forfeited',
      'count',
    ])
      expect(
        world.seen.get(outcome) ?? 0,
        `${outcome} in ${JSON.stringify(Object.fromEntries(world.seen))}`,
      ).toBeGreaterThan(0)
  }, 600_000)
})
