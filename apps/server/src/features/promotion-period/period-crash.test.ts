import { randomInt } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { startOfDay } from '@sea/rules'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerViolations } from '../../ledger/invariants'
import { startJobProcess, type JobProcess } from '../../test/crash/job-process'
import { createMembers, demoMerchantId, envInt, TEST_DATABASE_URL, TEST_ENGINE } from '../../test/ledger-fixtures'
import { joinAt, roundsAt } from '../../test/period-facts'
import { insertPromotion } from '../../test/promotions'
import { createTestDb, type TestDb } from '../../test/test-app'
import { BATCH_SIZE } from './period.service'

/**
 * The period job killed mid-way, PostgreSQL only: a child process runs `promotions.periods` over
 * many joined members (test/crash/promotion-periods.ts), gets SIGKILL to its process group each
 * time at least one more batch has committed, and is started again; a last run goes to the end.
 * Every member must then hold one grant and one ledger transfer of exactly the expected amount,
 * and the promotion's spent figure, the cursor and the books must agree.
 */

const ON_POSTGRES = TEST_ENGINE === 'postgres'
const MEMBERS = envInt('PERIOD_CRASH_MEMBERS', 1_500)
const KILLS = envInt('PERIOD_CRASH_KILLS', 3)
const CHILD = 'apps/server/src/test/crash/promotion-periods.ts'
const RATE = 700 // 7%

describe.skipIf(!ON_POSTGRES)('crash test: kill -9 of the period job mid-way', () => {
  let t: TestDb
  let merchantId: number
  let promotionId: bigint
  let members: bigint[]
  let now: Date

  beforeAll(async () => {
    t = await createTestDb()
    if (!t.schema || !TEST_DATABASE_URL) throw new Error('the crash test needs a PostgreSQL schema of its own')
    merchantId = await demoMerchantId(t.db)
    const { timezone } = await t.db
      .selectFrom('merchants')
      .select('timezone')
      .where('id', '=', merchantId)
      .executeTakeFirstOrThrow()
    const day = startOfDay('2026-07-01', timezone)
    now = new Date(day.getTime() + 86_400_000 + 3_600_000)
    const promotion = await insertPromotion(t.db, {
      merchantId,
      kind: 'cashback',
      startsAt: day,
      rules: { period: 'daily', rate: RATE, categories: [], minAmount: '0.01', cap: '500.00', claim: 'auto' },
    })
    promotionId = promotion.id
    members = await createMembers(t.db, merchantId, MEMBERS)
    await joinAt(t.db, promotion, members, day)
    const settledAt = new Date(day.getTime() + 12 * 3_600_000)
    await roundsAt(
      t.db,
      members.map((memberId, i) => ({ merchantId, memberId, category: 'RNG', stake: stakeOf(i), settledAt })),
    )
  }, 180_000)

  afterAll(async () => {
    await current?.kill()
    await t?.close()
  })

  /** Each member loses a different amount, so a payment to the wrong member shows. */
  function stakeOf(i: number): bigint {
    return BigInt(10_000 + i * 37)
  }

  // The child running now, killed by afterAll should a check fail while it runs.
  let current: JobProcess | null = null
  const startChild = () =>
    (current = startJobProcess(CHILD, {
      DATABASE_URL: TEST_DATABASE_URL!,
      DATABASE_SCHEMA: t.schema!,
      PERIODS_NOW: now.toISOString(),
    }))

  const grantCount = async () =>
    Number(
      (
        await sql<{
          n: string
        }>`SELECT count(*)::text AS n FROM promotion_grants WHERE promotion_id = ${promotionId}`.execute(t.db)
      ).rows[0]!.n,
    )

  it('pays every member exactly once, whatever the kills cut off', async () => {
    const killedAt: number[] = []
    let seen = 0
    for (let k = 0; k < KILLS; k++) {
      const child = startChild()
      // Kill once at least one more batch has committed since the last kill, at a random moment
      // of the next one, while work remains.
      while (child.running() && (await grantCount()) < seen + BATCH_SIZE) await sleep(15)
      await sleep(randomInt(0, 150))
      expect(child.running(), `the run finished before kill ${k + 1}:\n${child.output()}`).toBe(true)
      await child.kill()
      seen = await grantCount()
      killedAt.push(seen)
    }
    // The kills landed mid-way: some members paid, and not all of them.
    expect(killedAt[0]).toBeGreaterThan(0)
    expect(killedAt.at(-1)).toBeLessThan(MEMBERS)

    const last = startChild()
    expect(await last.exited(), last.output()).toBe(0)

    const expected = members.map((_, i) => (stakeOf(i) * BigInt(RATE)) / 10_000n)
    const total = expected.reduce((a, b) => a + b, 0n)
    const grants = await t.db
      .selectFrom('promotionGrants')
      .select(['memberId', 'amount', 'state', 'ledgerTransactionId'])
      .where('promotionId', '=', promotionId)
      .orderBy('memberId')
      .execute()
    expect(grants.map((g) => [g.memberId, g.amount, g.state])).toEqual(
      members.map((id, i) => [id, expected[i], 'issued']),
    )
    // One transfer per member into the member's own wallet, of the grant's amount, and no other.
    const { rows: credits } = await sql<{ memberId: bigint; amount: bigint; transfers: number }>`
      SELECT a.owner_member_id AS member_id, sum(e.amount)::bigint AS amount, count(*)::int AS transfers
      FROM ledger_transactions x JOIN ledger_entries e ON e.transaction_id = x.id
        JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'member_main'
      WHERE x.kind = 'bonus' AND x.metadata->>'promotionId' = ${String(promotionId)}
      GROUP BY a.owner_member_id ORDER BY a.owner_member_id`.execute(t.db)
    expect(credits).toEqual(members.map((id, i) => ({ memberId: id, amount: expected[i], transfers: 1 })))
    const promotion = await t.db
      .selectFrom('promotions')
      .select(['spent', 'grantCount'])
      .where('id', '=', promotionId)
      .executeTakeFirstOrThrow()
    expect(promotion).toEqual({ spent: total, grantCount: MEMBERS })
    const cursor = await t.db
      .selectFrom('promotionPeriodCursors')
      .select('paidUntil')
      .where('promotionId', '=', promotionId)
      .executeTakeFirstOrThrow()
    expect(cursor.paidUntil.getTime()).toBe(now.getTime() - 3_600_000)
    expect(await ledgerViolations(t.db)).toEqual([])
  }, 300_000)
})
