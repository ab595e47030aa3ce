import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../lib/password'
import { closeCheckingBooks, createMembers, demoMerchantId, envInt, propertyReplay } from '../../test/ledger-fixtures'
import { factsAt, passReadable, saveLoyaltySettings } from '../../test/loyalty'
import { createTestDb, type TestDb } from '../../test/test-app'
import { DEFAULT_MULTIPLIERS } from '../loyalty/loyalty-settings.service'
import { EARN_SCALE } from '../loyalty/points.repository'
import { postPoints } from '../loyalty/points-ledger.service'
import { createMerchantDirectory, type MerchantSettings } from '../merchant/merchant.service'
import { expirePoints } from './point-expiry.service'
import { convertPoints } from './points.service'

/**
 * The point ledger against a pure model (docs/domain/loyalty.md#points, #expiry, #conversion):
 * random sequences of accrual (facts through the pass), mall redemptions and their rejection,
 * conversions through the service (some retried with their key) and expiry runs on a clock that
 * moves forward. After every command the balance equals the model's and the sum of the entries,
 * and is never negative; a repeated reference changes nothing.
 * POINTS_PROPERTY_RUNS / POINTS_PROPERTY_COMMANDS scale it; LEDGER_PROPERTY_SEED / _PATH replay.
 */

const NUM_RUNS = envInt('POINTS_PROPERTY_RUNS', 20)
const MAX_COMMANDS = envInt('POINTS_PROPERTY_COMMANDS', 20)
const RATE = 100
const CONVERT_RATE = 40 // step 2: 2 points pay 0.05
const MIN_CONVERT = 10
const EXPIRY_DAYS = 3
const DAY = 86_400_000
const CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'FISH'] as const

let t: TestDb
let merchantId: number
let merchant: MerchantSettings
let passwordHash: string
let clock = Date.parse('2026-06-01T00:00:00Z')
let run = 0

beforeAll(async () => {
  t = await createTestDb()
  merchantId = await demoMerchantId(t.db)
  merchant = await createMerchantDirectory(t.db, 0).forHost('localhost')
  passwordHash = await hashPassword('123456')
  await saveLoyaltySettings(t.db, merchantId, {
    earnRate: RATE,
    convertRate: CONVERT_RATE,
    minConvert: MIN_CONVERT,
    expiryDays: EXPIRY_DAYS,
  })
  await passReadable(t.db, new Date(clock))
}, 120_000)
afterAll(() => closeCheckingBooks(t))

type Command =
  | { kind: 'accrue'; amount: bigint; category: (typeof CATEGORIES)[number] }
  | { kind: 'redeem'; points: bigint }
  | { kind: 'reject'; pick: number }
  | { kind: 'convert'; points: number; retry: boolean }
  | { kind: 'expire'; hours: number }

// Accrual weighs most, so that there are points to spend; amounts up to 200.00 earn up to 240 points.
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('accrue' as const),
      amount: fc.bigInt(1n, 20_000n),
      category: fc.constantFrom(...CATEGORIES),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('redeem' as const), points: fc.bigInt(1n, 80n) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('reject' as const), pick: fc.nat(10) }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('convert' as const),
      points: fc.integer({ min: 1, max: 80 }),
      retry: fc.boolean(),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('expire' as const), hours: fc.integer({ min: 1, max: 60 }) }), weight: 2 },
)

interface Entry {
  kind: string
  points: bigint
  expiresAt: number | null
}

/** The model: the member's entries as the rules write them. */
interface Model {
  scaled: bigint
  entries: Entry[]
  redemptions: { ref: string; points: bigint; refunded: boolean }[]
  lastConvert: { key: string; points: number; result: unknown } | null
}

const balanceOf = (m: Model) => m.entries.reduce((sum, e) => sum + e.points, 0n)

/** The closed form of docs/domain/loyalty.md#expiry. */
function dueExpiry(m: Model, now: number): bigint {
  const due = m.entries
    .filter((e) => e.points > 0n && ['earn', 'mission', 'adjust'].includes(e.kind) && e.expiresAt !== null)
    .filter((e) => e.expiresAt! <= now)
    .reduce((sum, e) => sum + e.points, 0n)
  const spent = m.entries.filter((e) => e.points < 0n).reduce((sum, e) => sum - e.points, 0n)
  const refunded = m.entries.filter((e) => e.kind === 'refund').reduce((sum, e) => sum + e.points, 0n)
  return due - (spent - refunded)
}

async function real(memberId: bigint) {
  const { rows } = await sql<{ balance: bigint; entries: bigint; negative: number }>`
    SELECT (SELECT balance FROM member_points WHERE member_id = ${memberId}) AS balance,
      (SELECT coalesce(sum(points), 0) FROM point_entries WHERE member_id = ${memberId})::bigint AS entries,
      (SELECT count(*) FROM point_entries WHERE member_id = ${memberId} AND balance_after < 0)::int AS negative`.execute(
    t.db,
  )
  return { balance: rows[0]!.balance ?? 0n, entries: rows[0]!.entries, negative: rows[0]!.negative }
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { code?: string }) => error.code ?? String(error),
  )

async function apply(memberId: bigint, m: Model, c: Command): Promise<void> {
  const now = () => new Date(clock)
  if (c.kind === 'accrue') {
    await factsAt(t.db, [{ merchantId, memberId, kind: 'bet', amount: c.amount, category: c.category, at: now() }])
    await passReadable(t.db, now())
    const before = m.scaled / EARN_SCALE
    m.scaled += c.amount * BigInt(DEFAULT_MULTIPLIERS[c.category]!) * BigInt(RATE)
    const points = m.scaled / EARN_SCALE - before
    if (points > 0n) m.entries.push({ kind: 'earn', points, expiresAt: clock + EXPIRY_DAYS * DAY })
  } else if (c.kind === 'redeem') {
    const ref = `redeem:${run}:${m.redemptions.length}`
    const code = await codeOf(postPoints(t.db, { merchantId, memberId, kind: 'redeem', points: -c.points, ref }))
    if (balanceOf(m) >= c.points) {
      expect(code).toBeNull()
      m.entries.push({ kind: 'redeem', points: -c.points, expiresAt: null })
      m.redemptions.push({ ref, points: c.points, refunded: false })
    } else expect(code).toBe('points_insufficient')
  } else if (c.kind === 'reject') {
    const redemption = m.redemptions[c.pick % Math.max(1, m.redemptions.length)]
    if (!redemption) return
    const posted = await postPoints(t.db, {
      merchantId,
      memberId,
      kind: 'refund',
      points: redemption.points,
      ref: redemption.ref,
    })
    expect(posted.created).toBe(!redemption.refunded)
    if (!redemption.refunded) m.entries.push({ kind: 'refund', points: redemption.points, expiresAt: null })
    redemption.refunded = true
  } else if (c.kind === 'convert') {
    const retry = c.retry && m.lastConvert !== null
    const key = retry ? m.lastConvert!.key : `pc-${run}-${m.entries.length}-${c.points}`
    const points = retry ? m.lastConvert!.points : c.points
    const attempt = convertPoints(t.db, merchant, memberId, { points, paymentPassword: '123456' }, key)
    if (retry) {
      expect(await attempt).toEqual(m.lastConvert!.result)
      return
    }
    const valid = points >= MIN_CONVERT && points % 2 === 0
    if (!valid) expect(await codeOf(attempt)).toBe('points_below_minimum')
    else if (BigInt(points) > balanceOf(m)) expect(await codeOf(attempt)).toBe('points_insufficient')
    else {
      const result = await attempt
      m.entries.push({ kind: 'convert', points: -BigInt(points), expiresAt: null })
      expect(result).toEqual({
        points,
        amount: ((points * 100) / CONVERT_RATE / 100).toFixed(2),
        balance: Number(balanceOf(m)),
      })
      m.lastConvert = { key, points, result }
    }
  } else {
    clock += c.hours * 3_600_000
    await expirePoints(t.db, now())
    const due = dueExpiry(m, clock)
    if (due > 0n) m.entries.push({ kind: 'expire', points: -due, expiresAt: null })
  }
}

describe('points against the model', () => {
  it('keeps the balance equal to the model and to the entries, never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: MAX_COMMANDS, size: 'max' }), async (commands) => {
        run += 1
        const [memberId] = await createMembers(t.db, merchantId, 1)
        await t.db
          .updateTable('members')
          .set({ paymentPasswordHash: passwordHash })
          .where('id', '=', memberId!)
          .execute()
        const m: Model = { scaled: 0n, entries: [], redemptions: [], lastConvert: null }
        for (const c of commands) {
          await apply(memberId!, m, c)
          const state = await real(memberId!)
          expect(
            state.balance,
            JSON.stringify(c, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
          ).toBe(balanceOf(m))
          expect(state.entries).toBe(state.balance)
          expect(state.balance >= 0n && state.negative === 0).toBe(true)
        }
      }),
      { numRuns: NUM_RUNS, ...propertyReplay() },
    )
  }, 600_000)
})
