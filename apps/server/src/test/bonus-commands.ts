import type fc from 'fast-check'
import { expect } from 'vitest'
import type { Db } from '../db/database'
import { transfer } from '../ledger/ledger'
import { AppError } from '../lib/app-error'
import type { MerchantSettings } from '../features/merchant/merchant.service'
import type { PromotionRow } from '../features/promotion/promotion.repository'
import { award } from '../features/promotion/grant.service'
import { expireWagering } from '../features/promotion/wagering.service'
import { countWagering } from '../features/turnover-progress/turnover-progress.service'
import { addTurnoverRequirement } from '../features/withdrawal/turnover.service'
import { requestWithdrawal, withdrawalSettings } from '../features/withdrawal/withdrawal.service'
import { bonusModel as model, type Model } from './bonus-model'
import { errorCode } from './ledger-fixtures'
import { seedMainWallet } from './wallet-seed'

/**
 * The commands of bonus-accounting.property.test.ts: each acts through the real code, advances
 * the model the same way, and compares what the database holds for the member with the model.
 */

export const CATEGORIES = ['RNG', 'LIVE', 'FISH', 'SPORTS'] as const
const MINUTE = 60_000
const DAY = 86_400_000

/** What the commands act on: the database, the brand, the clock and the outcomes seen. */
export interface BonusWorld {
  db: Db
  merchantId: number
  merchant: MerchantSettings
  house: bigint
  /** The clock of requirements, rounds and expiries: it only moves forward, across runs too. */
  clock: number
  seen: Map<string, number>
}

/** One run's member, with the world it lives in. */
export interface Real {
  world: BonusWorld
  memberId: bigint
  accountId: string
  promotions: PromotionRow[]
  wallet: bigint
  prefix: string
  seq: number
}

const tick = (world: BonusWorld, ms = MINUTE) => (world.clock += ms)
export const saw = (world: BonusWorld, label: string) => world.seen.set(label, (world.seen.get(label) ?? 0) + 1)
const nextKey = (real: Real, tag: string) => `${real.prefix}-${tag}${++real.seq}`

/** What the database holds for the run's member, in the model's shape. */
async function actual(real: Real) {
  const balances = await real.world.db
    .selectFrom('ledgerAccounts')
    .select(['kind', 'balance'])
    .where('ownerMemberId', '=', real.memberId)
    .execute()
  const balance = (kind: string) => balances.find((b) => b.kind === kind)?.balance ?? 0n
  const requirements = await real.world.db
    .selectFrom('turnoverRequirements')
    .select(['source', 'required', 'achieved', 'completedAt', 'grantId'])
    .where('memberId', '=', real.memberId)
    .orderBy('id')
    .execute()
  const grants = await real.world.db
    .selectFrom('promotionGrants')
    .select(['id', 'promotionId', 'occasion', 'amount', 'state', 'forfeited'])
    .where('memberId', '=', real.memberId)
    .orderBy('id')
    .execute()
  const promotions = await real.world.db
    .selectFrom('promotions')
    .select(['id', 'spent', 'budget'])
    .where(
      'id',
      'in',
      real.promotions.map((p) => p.id),
    )
    .orderBy('id')
    .execute()
  const grantIndex = new Map(grants.map((g, i) => [g.id, i]))
  return {
    wallet: balance('member_main'),
    hold: balance('withdrawal_hold'),
    requirements: requirements.map((r) => ({
      bonus: r.grantId === null ? null : (grantIndex.get(r.grantId) ?? -1),
      required: r.required,
      achieved: r.achieved,
      open: r.completedAt === null,
    })),
    grants: grants.map((g) => ({
      promotion: real.promotions.findIndex((p) => p.id === g.promotionId),
      occasion: g.occasion,
      amount: g.amount,
      state: g.state,
      forfeited: g.forfeited,
    })),
    spent: promotions.map((p) => {
      if (p.budget !== null) expect(p.spent).toBeLessThanOrEqual(p.budget)
      return p.spent
    }),
  }
}

async function expectMatches(m: Model, real: Real, context: string) {
  expect(await actual(real), context).toEqual(model.view(m))
}

/** Runs the command against the database, expecting the model's refusal code or success. */
async function attempt(
  world: BonusWorld,
  expected: string | null,
  work: () => Promise<unknown>,
  context: string,
): Promise<void> {
  let code: string | null = null
  try {
    await work()
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    code = errorCode(error) ?? 'unknown'
  }
  saw(world, `${context.split('(')[0]}:${code ?? 'ok'}`)
  expect(code, context).toBe(expected)
}

export type BonusCommand = fc.AsyncCommand<Model, Real>

export class Deposit implements BonusCommand {
  constructor(
    readonly amount: bigint,
    readonly multiple: bigint,
  ) {}
  check = () => true
  async run(m: Model, real: Real) {
    const now = new Date(tick(real.world))
    const key = nextKey(real, 'dep')
    await seedMainWallet(real.world.db, {
      merchantId: real.world.merchantId,
      currency: 'MYR',
      memberId: real.memberId,
      amount: this.amount,
      key,
    })
    if (this.multiple > 0n)
      await addTurnoverRequirement(real.world.db, {
        merchantId: real.world.merchantId,
        memberId: real.memberId,
        source: `deposit:${key}`,
        required: this.amount * this.multiple,
        createdAt: now,
      })
    model.deposit(m, this.amount, this.multiple, now.getTime())
    await expectMatches(m, real, this.toString())
  }
  toString = () => `deposit(${this.amount}, x${this.multiple})`
}

export class Claim implements BonusCommand {
  constructor(
    readonly promotion: number,
    readonly amount: bigint,
    /** An earlier occasion of the same promotion, asked again: it must pay nothing more. */
    readonly again: number | null,
  ) {}
  check = () => true
  async run(m: Model, real: Real) {
    const now = new Date(tick(real.world))
    const earlier = model.occasions(m, this.promotion)
    const occasion =
      this.again !== null && earlier.length > 0
        ? (earlier[this.again % earlier.length] as string)
        : nextKey(real, 'deposit:')
    const promotion = real.promotions[this.promotion] as PromotionRow
    const expected = model.claim(m, this.promotion, occasion, this.amount, now.getTime())
    const member = { id: real.memberId, merchantId: real.world.merchantId, currency: 'MYR' }
    if (expected.refused === null && !expected.paid) saw(real.world, 'claim:again')
    await attempt(
      real.world,
      expected.refused,
      async () => {
        const result = await award(real.world.db, {
          promotion,
          member,
          occasion,
          amount: this.amount,
          deposit: m.lastDeposit,
          mode: 'pay',
          now,
        })
        expect(result.paid, this.toString()).toBe(expected.paid)
      },
      this.toString(),
    )
    await expectMatches(m, real, this.toString())
  }
  toString = () => `claim(#${this.promotion}, ${this.amount}${this.again === null ? '' : `, again ${this.again}`})`
}

export class Bet implements BonusCommand {
  constructor(
    readonly stakeShare: number,
    readonly winShare: number,
    readonly category: (typeof CATEGORIES)[number],
  ) {}
  check = (m: Readonly<Model>) => m.wallet > 0n
  async run(m: Model, real: Real) {
    const now = new Date(tick(real.world))
    const stake = (m.wallet * BigInt(this.stakeShare)) / 100n || 1n
    const win = (stake * BigInt(this.winShare)) / 100n
    const key = nextKey(real, 'bet')
    const move = (kind: string, from: bigint, to: bigint, amount: bigint) =>
      transfer(real.world.db, {
        idempotencyKey: `${key}-${kind}`,
        merchantId: real.world.merchantId,
        currency: 'MYR',
        kind,
        externalRef: key,
        entries: [
          { accountId: from, amount: -amount },
          { accountId: to, amount },
        ],
      })
    await move('bet', real.wallet, real.world.house, stake)
    if (win > 0n) await move('bet_payout', real.world.house, real.wallet, win)
    await real.world.db
      .insertInto('gameRounds')
      .values({
        merchantId: real.world.merchantId,
        memberId: real.memberId,
        vendorCode: 'PROPV',
        roundId: key,
        gameCode: 'prop-game',
        gameType: this.category,
        currency: 'MYR',
        stake,
        validBet: stake,
        win,
        status: 'settled',
        settledAt: now,
      })
      .execute()
    model.bet(m, stake, win, this.category, now.getTime())
    await expectMatches(m, real, this.toString())
  }
  toString = () => `bet(${this.stakeShare}%, win ${this.winShare}%, ${this.category})`
}

export class Count implements BonusCommand {
  check = () => true
  async run(m: Model, real: Real) {
    await countWagering(real.world.db, new Date(tick(real.world)))
    model.count(m)
    saw(real.world, 'count')
    await expectMatches(m, real, this.toString())
  }
  toString = () => 'count()'
}

export class Expire implements BonusCommand {
  constructor(readonly days: number) {}
  check = () => true
  async run(m: Model, real: Real) {
    const now = tick(real.world, this.days * DAY + MINUTE)
    await expireWagering(real.world.db, new Date(now))
    saw(real.world, `expire:${model.expire(m, now)}`)
    await expectMatches(m, real, this.toString())
  }
  toString = () => `expire(+${this.days}d)`
}

export class Withdraw implements BonusCommand {
  constructor(
    readonly share: number,
    readonly forfeitBonus: boolean,
  ) {}
  check = () => true
  async run(m: Model, real: Real) {
    tick(real.world)
    const settings = await withdrawalSettings(real.world.db, real.world.merchant, real.memberId)
    const offered = model.bonusForfeit(m)
    expect(settings.bonusForfeit, `${this.toString()} bonusForfeit`).toBe(offered === null ? null : money(offered))
    // A share of what the wallet holds once any bonus is given back (over 100%: more than it
    // holds), never below the minimum of 1.00.
    const left = m.wallet - (this.forfeitBonus && offered !== null ? offered : 0n)
    const share = (left * BigInt(this.share)) / 100n
    const amount = share > 100n ? share : 100n
    const expected = model.withdraw(m, amount, this.forfeitBonus)
    const input = { bankAccountId: real.accountId, amount: money(amount), paymentPassword: '123456' }
    await attempt(
      real.world,
      expected,
      () =>
        requestWithdrawal(
          real.world.db,
          real.world.merchant,
          real.memberId,
          { ...input, forfeitBonus: this.forfeitBonus },
          nextKey(real, 'wd'),
        ),
      this.toString(),
    )
    if (expected === null && this.forfeitBonus && offered !== null) saw(real.world, 'withdraw:gave-back')
    await expectMatches(m, real, this.toString())
  }
  toString = () => `withdraw(${this.share}%${this.forfeitBonus ? ', forfeit' : ''})`
}

export const money = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`
