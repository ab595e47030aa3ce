import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMembers, demoMerchantId } from '../test/ledger-fixtures'
import { cursorFacts, factsAt, passReadable, saveLoyaltySettings } from '../test/loyalty'
import { roundsAt } from '../test/period-facts'
import { createTestDb, type TestDb } from '../test/test-app'
import { postPoints } from '../features/loyalty/points-ledger.service'

/** The stream of settled facts and the points consumer: each fact once, rounding exact across batches. */
let t: TestDb
let merchantId: number
beforeAll(async () => {
  t = await createTestDb()
  merchantId = await demoMerchantId(t.db)
  await saveLoyaltySettings(t.db, merchantId, { earnRate: 100, expiryDays: null })
  await passReadable(t.db, new Date())
}, 120_000)
afterAll(() => t.close())

const balance = async (memberId: bigint) =>
  (await t.db.selectFrom('memberPoints').select('balance').where('memberId', '=', memberId).executeTakeFirst())
    ?.balance ?? 0n
const entrySum = async (memberId: bigint) => {
  const { rows } = await sql<{ sum: bigint }>`SELECT coalesce(sum(points), 0)::bigint AS sum FROM point_entries
    WHERE member_id = ${memberId}`.execute(t.db)
  return rows[0]!.sum
}

describe('the stream', () => {
  it('writes one fact per settled round, deposit and login, and none for an open round', async () => {
    const [id] = await createMembers(t.db, merchantId, 1)
    const at = new Date()
    await roundsAt(t.db, [
      { merchantId, memberId: id!, category: 'RNG', stake: 1_000n, settledAt: at },
      { merchantId, memberId: id!, category: 'LIVE', stake: 500n, settledAt: at, status: 'rolled_back' },
    ])
    await sql`UPDATE game_rounds SET status = 'settled' WHERE member_id = ${id!} AND status = 'settled'`.execute(t.db)
    await sql`INSERT INTO sessions (member_id, token_hash, login_type, ip, expires_at)
      VALUES (${id!}, ${`loyalty-${id!}`}, 'username', '127.0.0.1', now() + interval '1 hour')`.execute(t.db)
    const facts = await t.db
      .selectFrom('loyaltyFacts')
      .select(['kind', 'category', 'amount'])
      .where('memberId', '=', id!)
      .orderBy('id')
      .execute()
    expect(facts).toEqual([
      { kind: 'bet', category: 'RNG', amount: 1_000n },
      { kind: 'login', category: null, amount: 0n },
    ])
  })

  it('credits points by category multiplier and rate, exactly once, whatever the batches', async () => {
    const [a, b] = await createMembers(t.db, merchantId, 2)
    const at = new Date()
    await passReadable(t.db, at)
    // 333 RNG facts of 0.01 at ×1.20 and 1 point per 1.00: 333 × 0.012 = 3.996 -> 3 points, never 0 per batch.
    const small = Array.from({ length: 333 }, () => ({
      merchantId,
      memberId: a!,
      kind: 'bet' as const,
      amount: 1n,
      category: 'RNG',
      at,
    }))
    await factsAt(t.db, small)
    await factsAt(t.db, [{ merchantId, memberId: b!, kind: 'bet', amount: 10_000n, category: 'LIVE', at }])
    const before = await cursorFacts(t.db)
    const first = await passReadable(t.db, at, { batchSize: 50 })
    expect(first.facts).toBe(334)
    expect(first.batches).toBe(7)
    expect(await passReadable(t.db, at)).toMatchObject({ facts: 0, batches: 0 })
    expect(await cursorFacts(t.db)).toBe(before + 334n)
    expect(await balance(a!)).toBe(3n)
    expect(await balance(b!)).toBe(70n)
    expect(await entrySum(a!)).toBe(3n)
    expect(await entrySum(b!)).toBe(70n)
  })

  it('earns nothing while the brand has loyalty off', async () => {
    const [id] = await createMembers(t.db, merchantId, 1)
    await saveLoyaltySettings(t.db, merchantId, { enabled: false })
    await factsAt(t.db, [{ merchantId, memberId: id!, kind: 'bet', amount: 100_000n, category: 'RNG', at: new Date() }])
    await passReadable(t.db, new Date())
    await saveLoyaltySettings(t.db, merchantId, { earnRate: 100, expiryDays: null })
    expect(await balance(id!)).toBe(0n)
  })
})

describe('postPoints', () => {
  it('writes a ref once, never below zero, and never edits an entry', async () => {
    const [id] = await createMembers(t.db, merchantId, 1)
    const move = { merchantId, memberId: id!, kind: 'adjust' as const, points: 50n, ref: 'gift-1' }
    const results = await Promise.all([postPoints(t.db, move), postPoints(t.db, move)])
    expect(results.filter((r) => r.created)).toHaveLength(1)
    expect(await balance(id!)).toBe(50n)
    await expect(
      postPoints(t.db, { merchantId, memberId: id!, kind: 'convert', points: -51n, ref: 'c-1' }),
    ).rejects.toMatchObject({ code: 'points_insufficient' })
    const spent = await postPoints(t.db, { merchantId, memberId: id!, kind: 'convert', points: -50n, ref: 'c-2' })
    expect(spent.entry.balanceAfter).toBe(0n)
    await expect(sql`UPDATE point_entries SET points = 1 WHERE id = ${spent.entry.id}`.execute(t.db)).rejects.toThrow(
      /never edited/,
    )
  })
})
