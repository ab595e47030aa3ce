import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/database'
import { demoMerchant } from '../../test/agents'
import { createTestDb, type TestDb } from '../../test/test-app'
import { teamBetTotals } from './bet-source.repository'
import * as repo from './team.repository'
import { isInTeam } from '../wallet/wallet.repository'

let t: TestDb
let merchantId: number
beforeAll(async () => {
  t = await createTestDb()
  merchantId = (await demoMerchant(t.db)).id
})
afterAll(() => t.close())

/** Inserts `count` members under each parent in one statement (the closure trigger runs per row). */
async function children(db: Db, parents: readonly bigint[], count: number, prefix: string): Promise<bigint[]> {
  const list = `{${parents.map(String).join(',')}}`
  const { rows } = await sql<{ id: bigint }>`
    INSERT INTO members (merchant_id, username, username_key, password_hash, is_agent, parent_id, affiliate_code, register_ip)
    SELECT ${merchantId}, ${prefix} || p.i || '_' || g, ${prefix} || p.i || '_' || g, 'x', 1, p.id, ${prefix} || p.i || '_' || g, '127.0.0.1'
    FROM unnest(${list}::bigint[]) WITH ORDINALITY AS p (id, i), generate_series(1, ${count}) AS g
    RETURNING id`.execute(db)
  return rows.map((r) => r.id)
}

/** The team by walking parent_id, the way the closure table must agree with. */
async function walked(db: Db, root: bigint): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    WITH RECURSIVE team AS (SELECT id FROM members WHERE parent_id = ${root} UNION ALL SELECT m.id FROM members m JOIN team ON m.parent_id = team.id)
    SELECT count(*)::int AS n FROM team`.execute(db)
  return rows[0]?.n ?? 0
}

describe('the closure table at scale', () => {
  it('holds a chain ten deep: every ancestor sees every descendant at the right depth', async () => {
    const chain = [await insertRoot('chainroot')]
    for (let i = 1; i < 10; i++) chain.push((await children(t.db, [chain[i - 1]!], 1, `chain${i}_`))[0]!)
    for (let i = 0; i < chain.length; i++) {
      const counts = await repo.teamCounts(t.db, chain[i]!)
      expect(counts.teamSize).toBe(chain.length - 1 - i)
    }
    const deepest = await t.db
      .selectFrom('memberTree')
      .select('depth')
      .where('ancestorId', '=', chain[0]!)
      .where('descendantId', '=', chain[9]!)
      .executeTakeFirstOrThrow()
    expect(deepest.depth).toBe(9)
    expect(await isInTeam(t.db, chain[0]!, chain[9]!)).toBe(true)
    expect(await isInTeam(t.db, chain[9]!, chain[0]!)).toBe(false)
  })

  it('answers a 10,000-member team in single indexed queries', async () => {
    const root = await insertRoot('scaleroot')
    const level1 = await children(t.db, [root], 10, 'a')
    const level2 = await children(t.db, level1, 10, 'b')
    const level3 = await children(t.db, level2, 10, 'c')
    const level4 = await children(t.db, level3, 9, 'd')
    const size = level1.length + level2.length + level3.length + level4.length
    expect(size).toBe(10_110)
    const started = performance.now()
    const counts = await repo.teamCounts(t.db, root)
    const bets = await teamBetTotals(t.db, root, new Date(0), new Date())
    const elapsed = performance.now() - started
    expect(counts).toEqual({ teamSize: size, directMembers: 10 })
    expect(bets.betCount).toBe(0)
    expect(await walked(t.db, root)).toBe(size)
    // A branch's team is its own subtree only.
    expect((await repo.teamCounts(t.db, level1[0]!)).teamSize).toBe(1_010)
    expect(await isInTeam(t.db, level1[0]!, level4[0]!)).toBe(true)
    expect(await isInTeam(t.db, level1[1]!, level4[0]!)).toBe(false)
    expect(elapsed).toBeLessThan(5_000)
  }, 120_000)
})

async function insertRoot(username: string): Promise<bigint> {
  const row = await t.db
    .insertInto('members')
    .values({
      merchantId,
      username,
      usernameKey: username,
      passwordHash: 'x',
      isAgent: 1,
      affiliateCode: username,
      registerIp: '127.0.0.1',
      profile: '{}',
      memberLabels: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
