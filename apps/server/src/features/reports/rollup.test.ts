import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureAccount, postTransfer } from '../../ledger/ledger'
import { secondMerchant } from '../../test/brands'
import { demoMerchantId } from '../../test/home'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'
import { approvedDeposit, disbursedWithdrawal, reportMember, settledRound } from '../../test/report-facts'
import * as fold from './rollup-fold.repository'
import { foldReportRollups, rebuildRollups } from './rollup.service'

/**
 * The report rollups against a direct computation over the facts: two brands in time zones a
 * day apart around one instant, rounds on both sides of a local midnight, deposits, withdrawals,
 * a bonus; folded once, twice, after an interrupted fold, after a late change, and rebuilt.
 */

let t: TestApp
let a: number
let b: number
const members: { a: bigint[]; b: bigint[] } = { a: [], b: [] }
// 2026-11-20T16:30Z is 00:30 on the 21st in Kuala Lumpur (+8) and 11:30 on the 20th in New York (-5).
const at = (iso: string) => new Date(iso)

/** The brand days straight from the facts, as the rollup should hold them. */
async function direct() {
  const { rows } = await sql<Record<string, unknown>>`
    WITH days AS (SELECT m.id AS merchant_id, m.timezone, d::date AS day FROM merchants m CROSS JOIN generate_series('2026-11-19'::date, '2026-11-22'::date, interval '1 day') d
      WHERE m.id IN (${a}, ${b}))
    SELECT d.merchant_id, to_char(d.day, 'YYYY-MM-DD') AS day,
      (SELECT count(*) FROM game_rounds r WHERE r.merchant_id = d.merchant_id AND r.status = 'settled' AND (r.settled_at AT TIME ZONE d.timezone)::date = d.day)::int AS bet_count,
      (SELECT coalesce(sum(stake), 0) FROM game_rounds r WHERE r.merchant_id = d.merchant_id AND r.status = 'settled' AND (r.settled_at AT TIME ZONE d.timezone)::date = d.day)::bigint AS stake,
      (SELECT coalesce(sum(win + refunded), 0) FROM game_rounds r WHERE r.merchant_id = d.merchant_id AND r.status = 'settled' AND (r.settled_at AT TIME ZONE d.timezone)::date = d.day)::bigint AS win,
      (SELECT count(DISTINCT member_id) FROM game_rounds r WHERE r.merchant_id = d.merchant_id AND r.status = 'settled' AND (r.settled_at AT TIME ZONE d.timezone)::date = d.day)::int AS players,
      (SELECT coalesce(sum(amount), 0) FROM deposits x WHERE x.merchant_id = d.merchant_id AND x.status = 'approved' AND (x.decided_at AT TIME ZONE d.timezone)::date = d.day)::bigint AS deposit_sum,
      (SELECT count(*) FROM deposits x WHERE x.merchant_id = d.merchant_id AND x.first_deposit AND (x.decided_at AT TIME ZONE d.timezone)::date = d.day)::int AS first_depositors,
      (SELECT coalesce(sum(amount), 0) FROM withdrawals w WHERE w.merchant_id = d.merchant_id AND (w.disbursed_at AT TIME ZONE d.timezone)::date = d.day)::bigint AS withdrawal_sum
    FROM days d ORDER BY 1, 2`.execute(t.db)
  return rows
}

async function rolledUp() {
  const { rows } = await sql<Record<string, unknown>>`
    WITH days AS (SELECT m.id AS merchant_id, d::date AS day FROM merchants m CROSS JOIN generate_series('2026-11-19'::date, '2026-11-22'::date, interval '1 day') d
      WHERE m.id IN (${a}, ${b}))
    SELECT d.merchant_id, to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(g.bet_count, 0)::int AS bet_count, coalesce(g.stake, 0)::bigint AS stake,
      coalesce(g.win, 0)::bigint AS win, coalesce(g.players, 0)::int AS players, coalesce(bd.deposit_sum, 0)::bigint AS deposit_sum,
      coalesce(bd.first_depositors, 0)::int AS first_depositors, coalesce(bd.withdrawal_sum, 0)::bigint AS withdrawal_sum
    FROM days d
    LEFT JOIN report_game_days g ON g.merchant_id = d.merchant_id AND g.day = d.day AND g.product = '' AND g.vendor_code = '' AND g.game_code = ''
    LEFT JOIN report_brand_days bd ON bd.merchant_id = d.merchant_id AND bd.day = d.day
    ORDER BY 1, 2`.execute(t.db)
  return rows
}

const snapshot = () =>
  sql<
    Record<string, unknown>
  >`SELECT 'g' AS t, to_jsonb(g) AS row FROM report_game_days g UNION ALL SELECT 'b', to_jsonb(b) FROM report_brand_days b
    UNION ALL SELECT 'm', to_jsonb(m) FROM report_member_days m UNION ALL SELECT 'c', to_jsonb(c) FROM report_cashier_days c ORDER BY 1, 2`
    .execute(t.db)
    .then((r) => r.rows)

beforeAll(async () => {
  t = await createTestApp()
  a = await demoMerchantId(t)
  b = await secondMerchant(t, 'rollup-b.test', 'MYR')
  await t.db.updateTable('merchants').set({ timezone: 'America/New_York' }).where('id', '=', b).execute()
  for (let i = 0; i < 3; i += 1) members.a.push((await reportMember(t, 'localhost')).id)
  for (let i = 0; i < 2; i += 1) members.b.push((await reportMember(t, 'rollup-b.test')).id)
  const [a1, a2, a3] = members.a as [bigint, bigint, bigint]
  const [b1, b2] = members.b as [bigint, bigint]
  // Brand A (+8): 23:59 on the 20th and 00:01 on the 21st; brand B (-5): both on the 20th.
  await settledRound(t, a, a1, at('2026-11-20T15:59:00Z'), 1000n, 0n)
  await settledRound(t, a, a1, at('2026-11-20T16:01:00Z'), 2000n, 5000n)
  await settledRound(t, a, a2, at('2026-11-20T16:02:00Z'), 300n, 0n, 'baccarat')
  await settledRound(t, a, a2, at('2026-11-20T16:03:00Z'), 700n, 100n)
  await settledRound(t, b, b1, at('2026-11-20T15:59:00Z'), 4000n, 1000n)
  await settledRound(t, b, b2, at('2026-11-21T04:59:00Z'), 500n, 0n)
  await approvedDeposit(t, a, a1, at('2026-11-20T15:58:00Z'), 10_000n, true)
  await approvedDeposit(t, a, a3, at('2026-11-20T16:10:00Z'), 20_000n, true)
  await approvedDeposit(t, b, b1, at('2026-11-21T05:01:00Z'), 30_000n, true)
  await disbursedWithdrawal(t, a, a1, at('2026-11-20T16:20:00Z'), 3000n)
  await disbursedWithdrawal(t, b, b1, at('2026-11-20T23:00:00Z'), 4000n)
}, 300_000)
afterAll(() => t.close())

describe('report rollups', () => {
  it('equal a direct computation over the facts, per brand-local day', async () => {
    await foldReportRollups(t.db)
    const expected = await direct()
    expect(await rolledUp()).toEqual(expected)
    // The midnight split: A's 21st holds three rounds of two players; B's 20th both of its first rounds.
    expect(expected.find((r) => r.merchantId === a && r.day === '2026-11-21')).toMatchObject({
      betCount: 3,
      players: 2,
      stake: 3000n,
    })
    expect(expected.find((r) => r.merchantId === b && r.day === '2026-11-20')).toMatchObject({
      betCount: 2,
      withdrawalSum: 4000n,
    })
    expect(expected.find((r) => r.merchantId === b && r.day === '2026-11-21')).toMatchObject({
      betCount: 0,
      depositSum: 30_000n,
    })
    expect(await sql`SELECT 1 FROM report_changes`.execute(t.db).then((r) => r.rows)).toEqual([])
  })

  it('counts each fact once however often the days are folded or rebuilt', async () => {
    const before = await snapshot()
    await sql`INSERT INTO report_changes SELECT merchant_id, at FROM (VALUES (${a}::int, ${at('2026-11-20T16:01:00Z')}::timestamptz), (${a}, ${at('2026-11-20T16:01:00Z')})) v(merchant_id, at)`.execute(
      t.db,
    )
    await foldReportRollups(t.db)
    await foldReportRollups(t.db)
    expect(await snapshot()).toEqual(before)
    await rebuildRollups(t.db, '2026-11-19', '2026-11-22')
    expect(await snapshot()).toEqual(before)
  })

  it('leaves its marks for the next fold when it dies half-way', async () => {
    const before = await snapshot()
    await settledRound(t, a, members.a[0]!, at('2026-11-21T03:00:00Z'), 900n, 0n)
    const died = t.db.transaction().execute(async (trx) => {
      await fold.lockFold(trx)
      await fold.takeMarks(trx)
      await sql`DELETE FROM report_game_days`.execute(trx)
      throw new Error('killed')
    })
    await expect(died).rejects.toThrow('killed')
    expect(await snapshot()).toEqual(before)
    expect((await foldReportRollups(t.db)).days).toBe(1)
    expect(await rolledUp()).toEqual(await direct())
  })

  it('moves a fact between days when a late change moves it', async () => {
    const id = await settledRound(t, b, members.b[0]!, at('2026-11-20T12:00:00Z'), 50n, 0n)
    await foldReportRollups(t.db)
    await t.db
      .updateTable('gameRounds')
      .set({ settledAt: at('2026-11-22T12:00:00Z') })
      .where('id', '=', id)
      .execute()
    expect((await foldReportRollups(t.db)).days).toBe(2)
    expect(await rolledUp()).toEqual(await direct())
  })

  it('keeps a member day per active member, so distinct players over days are exact', async () => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(DISTINCT member_id)::int AS n FROM report_member_days
      WHERE merchant_id = ${a} AND day BETWEEN '2026-11-19' AND '2026-11-22' AND (bet_count > 0 OR deposit_count > 0)`.execute(
      t.db,
    )
    // a1 bet on two days and a3 only deposited: three players, not the four of the days' sum.
    expect(rows[0]!.n).toBe(3)
  })

  it('keeps each day’s active players and each member’s last active day as the member days say', async () => {
    // After the folds above, one of which moved b1's round from the 20th to the 22nd.
    const { rows } = await sql<{ wrongDays: number; wrongMembers: number; members: number; b1Day: string }>`
      SELECT (SELECT count(*) FROM report_brand_days bd WHERE bd.active_players <> (SELECT count(*) FROM report_member_days md
          WHERE md.merchant_id = bd.merchant_id AND md.day = bd.day AND (md.bet_count > 0 OR md.deposit_count > 0)))::int AS wrong_days,
        (SELECT count(*) FROM (SELECT merchant_id, member_id, max(day) AS day FROM report_member_days
            WHERE bet_count > 0 OR deposit_count > 0 GROUP BY 1, 2) x
          FULL JOIN report_member_last_days l USING (merchant_id, member_id) WHERE x.day IS DISTINCT FROM l.day)::int AS wrong_members,
        (SELECT count(*) FROM report_member_last_days)::int AS members,
        (SELECT to_char(day, 'YYYY-MM-DD') FROM report_member_last_days WHERE member_id = ${members.b[0]!}) AS b1_day`.execute(
      t.db,
    )
    expect(rows[0]).toEqual({ wrongDays: 0, wrongMembers: 0, members: 5, b1Day: '2026-11-22' })
  })

  it('counts a bonus from promotions against the brand day it was paid', async () => {
    const ops = await operatorSession(t)
    const res = await t.app.inject({
      method: 'POST',
      url: `/wps/operator/members/${members.a[2]}/adjustments`,
      headers: { ...ops.headers, 'idempotency-key': 'rollup-bonus' },
      payload: { type: 'bonus', direction: 'credit', amount: '5.00', reason: 'welcome' },
    })
    expect(res.statusCode, res.body).toBe(200)
    await foldReportRollups(t.db)
    const { rows } = await sql<{
      bonus: bigint
    }>`SELECT coalesce(sum(bonus), 0)::bigint AS bonus FROM report_brand_days WHERE merchant_id = ${a}`.execute(t.db)
    expect(rows[0]!.bonus).toBe(500n)

    // A bonus given back (docs/domain/promotions.md#wagering) comes off the day's bonuses.
    const account = (kind: string, ownerMemberId?: bigint) =>
      ensureAccount(t.db, { merchantId: a, currency: 'MYR', kind, ...(ownerMemberId ? { ownerMemberId } : {}) })
    await postTransfer(t.db, {
      idempotencyKey: 'rollup-forfeit',
      merchantId: a,
      currency: 'MYR',
      kind: 'bonus_forfeit',
      externalRef: 'rollup-forfeit',
      entries: [
        { accountId: await account('member_main', members.a[2]!), amount: -200n },
        { accountId: await account('promotions'), amount: 200n },
      ],
    })
    await foldReportRollups(t.db)
    const after = await sql<{
      bonus: bigint
    }>`SELECT coalesce(sum(bonus), 0)::bigint AS bonus FROM report_brand_days WHERE merchant_id = ${a}`.execute(t.db)
    expect(after.rows[0]!.bonus).toBe(300n)
  })
})
