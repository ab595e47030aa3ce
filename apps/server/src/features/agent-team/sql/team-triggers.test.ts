import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settledRound } from '../../../test/agents'
import { createMembers, demoMerchantId, errorCode } from '../../../test/ledger-fixtures'
import { createTestDb, type TestDb } from '../../../test/test-app'
import { drawSealingKey, ensureIssues } from '../../lottery/lottery-draw/draw.service'
import * as draws from '../../lottery/lottery-draw/draw.repository'

/**
 * The agent tree's trigger functions as the database runs them (member-tree-on-*.sql) and the
 * rollup's capture (agent-rollup-*.sql): what each write of a member, a round or a draw leaves.
 */
let t: TestDb
let merchant: number
beforeAll(async () => {
  t = await createTestDb()
  merchant = await demoMerchantId(t.db)
})
afterAll(() => t.close())

const setParent = (id: bigint, parent: bigint | null) =>
  t.db.updateTable('members').set({ parentId: parent }).where('id', '=', id).execute()
async function ancestorsOf(id: bigint): Promise<[bigint, number][]> {
  const rows = await t.db
    .selectFrom('memberTree')
    .select(['ancestorId', 'depth'])
    .where('descendantId', '=', id)
    .orderBy('depth')
    .execute()
  return rows.map((row) => [row.ancestorId, row.depth])
}
async function changesOf(id: bigint) {
  const { rows } = await sql<{ betCount: number; stake: bigint; payout: bigint; newMembers: number }>`
    SELECT bet_count, stake, payout, new_members FROM agent_rollup_changes WHERE member_id = ${id} ORDER BY id`.execute(
    t.db,
  )
  return rows.map((row) => [row.betCount, BigInt(row.stake), BigInt(row.payout), row.newMembers])
}

describe('member tree', () => {
  it('links a member to its ancestors, moves its subtree with it, refuses a cycle (23514)', async () => {
    const [a, b, c, d] = (await createMembers(t.db, merchant, 4)) as [bigint, bigint, bigint, bigint]
    expect(await ancestorsOf(c)).toEqual([[c, 0]])
    await setParent(b, a)
    await setParent(c, b)
    expect(await ancestorsOf(c)).toEqual([
      [c, 0],
      [b, 1],
      [a, 2],
    ])
    await setParent(b, d)
    expect(await ancestorsOf(c)).toEqual([
      [c, 0],
      [b, 1],
      [d, 2],
    ])
    expect(
      errorCode(
        await setParent(d, c).then(
          () => null,
          (e: unknown) => e,
        ),
      ),
    ).toBe('23514')
  })
})

describe('rollup capture', () => {
  it('records a new member, and each change of a settled round as a delta', async () => {
    const [m] = (await createMembers(t.db, merchant, 1)) as [bigint]
    expect(await changesOf(m)).toEqual([[0, 0n, 0n, 1]])
    await settledRound(t.db, m, new Date(), 100n, 30n)
    await t.db.updateTable('gameRounds').set({ win: 50n }).where('memberId', '=', m).execute()
    expect((await changesOf(m)).slice(1)).toEqual([
      [1, 100n, 30n, 0],
      [-1, -100n, -30n, 0],
      [1, 100n, 50n, 0],
    ])
  })

  it('marks the teams a move changes, and a draw once it is settled', async () => {
    const [up, old, moved] = (await createMembers(t.db, merchant, 3)) as [bigint, bigint, bigint]
    await setParent(old, up)
    await setParent(moved, old)
    await sql`DELETE FROM agent_rollup_dirty`.execute(t.db)
    await setParent(moved, null)
    const { rows } = await sql<{
      ancestorId: bigint
    }>`SELECT ancestor_id FROM agent_rollup_dirty ORDER BY ancestor_id`.execute(t.db)
    expect(rows.map((row) => row.ancestorId)).toEqual([up, old])

    await ensureIssues(t.db, new Date(), drawSealingKey(randomBytes(32)))
    const [draw] = await draws.openIssues(t.db, 'FAST_VN5', new Date(), 1)
    const captured = async () =>
      (await sql`SELECT 1 FROM agent_rollup_draws WHERE draw_id = ${draw!.id}`.execute(t.db)).rows.length
    expect(await captured()).toBe(0)
    await sql`UPDATE lottery_draws SET state = 'settled' WHERE id = ${draw!.id}`.execute(t.db)
    expect(await captured()).toBe(1)
  })
})
