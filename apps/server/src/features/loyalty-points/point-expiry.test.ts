import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applicationJobs } from '../../jobs/jobs'
import { createJobRunner } from '../../jobs/runner'
import { createMembers, demoMerchantId } from '../../test/ledger-fixtures'
import { createTestDb, type TestDb } from '../../test/test-app'
import { postPoints } from '../loyalty/points-ledger.service'
import { expirePoints } from './point-expiry.service'

/** The job loyalty.expire: FIFO, never more than the balance, once per state. */
let t: TestDb
let merchantId: number
beforeAll(async () => {
  t = await createTestDb()
  merchantId = await demoMerchantId(t.db)
}, 120_000)
afterAll(() => t.close())

const DAY = 86_400_000
const T0 = Date.parse('2026-03-01T00:00:00Z')
const at = (days: number) => new Date(T0 + days * DAY)
const balance = async (memberId: bigint) =>
  (await t.db.selectFrom('memberPoints').select('balance').where('memberId', '=', memberId).executeTakeFirstOrThrow())
    .balance
const entrySum = async (memberId: bigint) =>
  (
    await sql<{ sum: bigint }>`SELECT coalesce(sum(points), 0)::bigint AS sum FROM point_entries
      WHERE member_id = ${memberId}`.execute(t.db)
  ).rows[0]!.sum

describe('point expiry', () => {
  it('expires the lots not consumed first-in first-out, and only them', async () => {
    const [id] = await createMembers(t.db, merchantId, 1)
    const memberId = id!
    const move = (
      kind: 'earn' | 'convert' | 'refund' | 'redeem' | 'adjust',
      points: bigint,
      ref: string,
      expires?: Date,
    ) => postPoints(t.db, { merchantId, memberId, kind, points, ref, expiresAt: expires ?? null })
    await move('earn', 100n, 'e1', at(10))
    await move('earn', 50n, 'e2', at(20))
    await move('adjust', 30n, 'a1') // no expiry
    await move('convert', -120n, 'c1')
    // Day 10: the first lot's 100 were all spent.
    expect(await expirePoints(t.db, at(10))).toEqual({ members: 0, points: 0n })
    await move('redeem', -20n, 'r1')
    // Day 20: 150 due, 140 consumed: 10 expire; the 30 without expiry stay.
    expect(await expirePoints(t.db, at(20))).toEqual({ members: 1, points: 10n })
    expect(await expirePoints(t.db, at(21))).toEqual({ members: 0, points: 0n })
    expect(await balance(memberId)).toBe(30n)
    // The redemption rejected: its 20 return to lots already due, and expire on the next run.
    await move('refund', 20n, 'r1')
    expect(await expirePoints(t.db, at(22))).toEqual({ members: 1, points: 20n })
    expect(await balance(memberId)).toBe(30n)
    expect(await entrySum(memberId)).toBe(30n)
    const refs = await t.db
      .selectFrom('pointEntries')
      .select(['ref', 'points'])
      .where('memberId', '=', memberId)
      .where('kind', '=', 'expire')
      .orderBy('id')
      .execute()
    expect(refs).toEqual([
      { ref: `expire:${at(20).toISOString()}:10`, points: -10n },
      { ref: `expire:${at(20).toISOString()}:30`, points: -20n },
    ])
  })

  it('runs twice at once and expires once', async () => {
    const [id] = await createMembers(t.db, merchantId, 1)
    await postPoints(t.db, { merchantId, memberId: id!, kind: 'earn', points: 70n, ref: 'x', expiresAt: at(5) })
    const runs = await Promise.all([expirePoints(t.db, at(6)), expirePoints(t.db, at(6))])
    expect(runs.reduce((sum, r) => sum + r.points, 0n)).toBe(70n)
    expect(await balance(id!)).toBe(0n)
  })
  it('runs as the job loyalty.expire', async () => {
    const [id] = await createMembers(t.db, merchantId, 1)
    await postPoints(t.db, { merchantId, memberId: id!, kind: 'earn', points: 9n, ref: 'job', expiresAt: at(30) })
    const jobs = applicationJobs({ jobIntervalMs: 60_000, vendorTimeoutMs: 1_000 }, () => {
      throw new Error('no vendor calls here')
    }).filter((job) => job.name === 'loyalty.expire')
    const runner = createJobRunner({ db: t.db, jobs, pollMs: 60_000, clock: () => at(31) })
    expect(await runner.tick()).toEqual(['loyalty.expire'])
    expect(await balance(id!)).toBe(0n)
  })
})
