import { randomInt } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startJobProcess, type JobProcess } from '../../test/crash/job-process'
import { createMembers, demoMerchantId, envInt, TEST_DATABASE_URL, TEST_ENGINE } from '../../test/ledger-fixtures'
import { cursorFacts, factsAt, saveLoyaltySettings } from '../../test/loyalty'
import { createTestDb, type TestDb } from '../../test/test-app'
import { DEFAULT_MULTIPLIERS } from './loyalty-settings.service'
import { EARN_SCALE } from './points.repository'

/**
 * The loyalty pass killed mid-way, PostgreSQL only: a child process (test/crash/loyalty-pass.ts)
 * drains a stream of many members' facts in small batches and gets SIGKILL to its process group
 * each time at least one more batch has committed; a last run goes to the end. Every member must
 * then hold floor(Σ valid × multiplier × rate / 10^8) points, equal to the sum of its entries,
 * and the cursor must have counted every fact once.
 */

const ON_POSTGRES = TEST_ENGINE === 'postgres'
const MEMBERS = envInt('LOYALTY_CRASH_MEMBERS', 400)
const FACTS = envInt('LOYALTY_CRASH_FACTS', 20_000)
const KILLS = envInt('LOYALTY_CRASH_KILLS', 3)
const BATCH = 500
const CHILD = 'apps/server/src/test/crash/loyalty-pass.ts'
const CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'FISH'] as const
const RATE = 100

describe.skipIf(!ON_POSTGRES)('crash test: kill -9 of the loyalty pass mid-way', () => {
  let t: TestDb
  let members: bigint[]
  const scaled = new Map<bigint, bigint>()
  let factsBefore: bigint

  beforeAll(async () => {
    t = await createTestDb()
    if (!t.schema || !TEST_DATABASE_URL) throw new Error('the crash test needs a PostgreSQL schema of its own')
    const merchantId = await demoMerchantId(t.db)
    await saveLoyaltySettings(t.db, merchantId, { earnRate: RATE, expiryDays: null })
    members = await createMembers(t.db, merchantId, MEMBERS)
    factsBefore = await cursorFacts(t.db)
    const at = new Date()
    const facts = Array.from({ length: FACTS }, (_, i) => {
      const memberId = members[i % MEMBERS]!
      const category = CATEGORIES[i % CATEGORIES.length]!
      // Odd small amounts, so fractions carried across batches matter.
      const amount = BigInt(1 + ((i * 7919) % 997))
      const multiplier = BigInt(DEFAULT_MULTIPLIERS[category]!)
      scaled.set(memberId, (scaled.get(memberId) ?? 0n) + amount * multiplier * BigInt(RATE))
      return { merchantId, memberId, kind: 'bet' as const, amount, category, at }
    })
    for (let i = 0; i < facts.length; i += 2_000) await factsAt(t.db, facts.slice(i, i + 2_000))
  }, 180_000)

  let current: JobProcess | null = null
  afterAll(async () => {
    await current?.kill()
    await t?.close()
  })
  const startChild = () =>
    (current = startJobProcess(CHILD, {
      DATABASE_URL: TEST_DATABASE_URL!,
      DATABASE_SCHEMA: t.schema!,
      LOYALTY_BATCH: String(BATCH),
    }))
  const passed = async () => Number((await cursorFacts(t.db)) - factsBefore)

  it('credits every member exactly its points, whatever the kills cut off', async () => {
    const killedAt: number[] = []
    let seen = 0
    for (let k = 0; k < KILLS; k++) {
      const child = startChild()
      while (child.running() && (await passed()) < seen + BATCH) await sleep(10)
      await sleep(randomInt(0, 60))
      expect(child.running(), `the run finished before kill ${k + 1}:\n${child.output()}`).toBe(true)
      await child.kill()
      seen = await passed()
      killedAt.push(seen)
    }
    expect(killedAt[0]).toBeGreaterThan(0)
    expect(killedAt.at(-1)).toBeLessThan(FACTS)

    const last = startChild()
    expect(await last.exited(), last.output()).toBe(0)
    expect(await passed()).toBe(FACTS)

    const { rows } = await sql<{ memberId: bigint; balance: bigint; entries: bigint; earnedScaled: string }>`
      SELECT p.member_id, p.balance, p.earned_scaled::text AS earned_scaled,
        (SELECT coalesce(sum(points), 0) FROM point_entries e WHERE e.member_id = p.member_id)::bigint AS entries
      FROM member_points p WHERE p.member_id = ANY(${members}) ORDER BY p.member_id`.execute(t.db)
    expect(rows.map((r) => r.memberId)).toEqual(members)
    for (const row of rows) {
      const expected = scaled.get(row.memberId)! / EARN_SCALE
      expect([row.memberId, row.balance, row.entries, BigInt(row.earnedScaled)]).toEqual([
        row.memberId,
        expected,
        expected,
        scaled.get(row.memberId),
      ])
    }
  }, 300_000)
})
