import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rollupJobs } from '../../jobs/jobs'
import { createJobRunner } from '../../jobs/runner'
import { bearer, registerMember } from '../../test/accounts'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { fundMember } from '../../test/lottery-fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { periodOf } from '@sea/rules'
import { drawDue, drawSealingKey, ensureIssues } from '../lottery/lottery-draw/draw.service'
import * as draws from '../lottery/lottery-draw/draw.repository'
import { markLosers, refundVoidDraw, settleDraw } from '../lottery/lottery-settle/settle.service'
import { foldTeamRollup, rawFigures, rolledUpTeamFigures } from './rollup.service'

/**
 * The rollup against a plain recomputation from the raw rows, for random teams and whole-day
 * ranges, at every step of a life: history written with past settlement times before any fold,
 * folds, late rounds and rollbacks, today's live tail, lottery slips placed and a draw settled
 * (losers read open, then marked lost later), a chase stopped (cancelled bets on open draws), a
 * void draw, new members and a subtree moved to another upline.
 */
let t: TestApp
let merchantId: number
let currency: string
let timezone: string
const DAY = 86_400_000
const now = new Date()
const members: bigint[] = []
const parents = new Map<bigint, bigint | null>()

// A seeded generator, so a failure replays (the test's own; the server uses node:crypto).
let state = 0x2f6b_1e53
function random(): number {
  state = (state + 0x6d2b79f5) | 0
  let x = Math.imul(state ^ (state >>> 15), 1 | state)
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
  return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296
}
const below = (n: number) => Math.floor(random() * n)
const pick = <T>(list: readonly T[]) => list[below(list.length)] as T

let seq = 0
async function member(parent: bigint | null, createdDaysAgo: number): Promise<bigint> {
  seq += 1
  const name = `rollup${seq}x${process.pid.toString(36)}`
  const row = await t.db
    .insertInto('members')
    .values({
      merchantId,
      username: name,
      usernameKey: name,
      passwordHash: 'x',
      isAgent: 1,
      parentId: parent,
      affiliateCode: `RU${name}`,
      registerIp: '127.0.0.1',
      profile: '{}',
      memberLabels: '[]',
      createdAt: new Date(now.getTime() - createdDaysAgo * DAY),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  members.push(row.id)
  parents.set(row.id, parent)
  return row.id
}

async function rounds(count: number, daysBack: number, status: 'settled' | 'open' | 'rolled_back' = 'settled') {
  const values = Array.from({ length: count }, () => {
    seq += 1
    const settled = new Date(now.getTime() - below(daysBack * DAY))
    const stake = BigInt(100 + below(50_000))
    return {
      merchantId,
      memberId: pick(members),
      vendorCode: 'ROLLV',
      roundId: `r${seq}`,
      gameCode: 'g',
      gameType: 'RNG' as const,
      currency,
      stake,
      validBet: stake - BigInt(below(50)),
      win: below(3) === 0 ? stake * 2n : 0n,
      refunded: below(10) === 0 ? 100n : 0n,
      status,
      createdAt: new Date(settled.getTime() - 30_000),
      settledAt: status === 'open' ? null : settled,
    }
  })
  await t.db.insertInto('gameRounds').values(values).execute()
}

/** A random range of whole local days (at most 60, from 45 days back to tomorrow), as the site asks. */
function randomRange() {
  const first = -below(46)
  const last = Math.min(1, first + below(60))
  return {
    from: periodOf('daily', timezone, new Date(now.getTime() + first * DAY)).start,
    to: periodOf('daily', timezone, new Date(now.getTime() + last * DAY)).end,
  }
}

async function expectExact(label: string, samples = 12): Promise<void> {
  const roots = members.filter((m) => parents.get(m) === null)
  const cases = [
    ...roots.map((agent) => ({ agent, ...randomRange() })),
    ...Array.from({ length: samples }, () => ({ agent: pick(members), ...randomRange() })),
  ]
  const today = periodOf('daily', timezone, now)
  const week = {
    from: periodOf('daily', timezone, new Date(now.getTime() - 6 * DAY)).start,
    to: periodOf('daily', timezone, new Date(now.getTime() + DAY)).end,
  }
  for (const agent of roots) cases.push({ agent, from: today.start, to: today.end }, { agent, ...week })
  for (const c of cases) {
    const fast = await rolledUpTeamFigures(t.db, c.agent, c.from, c.to, timezone)
    expect(fast, `${label}: ${c.agent} ${c.from.toISOString()}`).not.toBeNull()
    expect(fast, `${label}: ${c.agent} ${c.from.toISOString()}`).toEqual(
      await rawFigures(t.db, c.agent, c.from, c.to, timezone),
    )
  }
}

/** A registered player with a session, placed under a random team member (a move), funded. */
async function player(): Promise<{ id: bigint; headers: Record<string, string> }> {
  const { token, username } = await registerMember(t)
  const parent = pick(members)
  const row = await t.db
    .updateTable('members')
    .set({ parentId: parent })
    .where('username', '=', username)
    .returning('id')
    .executeTakeFirstOrThrow()
  members.push(row.id)
  parents.set(row.id, parent)
  await fundMember(t.db, merchantId, currency, row.id, 10_000_000n)
  return { id: row.id, headers: bearer(token) }
}
async function place(who: { headers: Record<string, string> }, drawId: bigint, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/lgw/bets',
    headers: who.headers,
    payload: { gameCode: 'FAST_VN1', drawId: String(drawId), ...body },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}
// No odds quoted: the slips take the merchant's current terms, whatever they are.
const lo2 = { playType: 'lo2', numbers: ['00', '11', '22', '33', '44', '55', '66', '77', '88', '99'], points: 1 }

beforeAll(async () => {
  t = await createTestApp()
  const m = await t.db
    .selectFrom('merchants')
    .select(['id', 'currency', 'timezone'])
    .orderBy('id')
    .executeTakeFirstOrThrow()
  ;[merchantId, currency, timezone] = [m.id, m.currency, m.timezone]
  await t.db
    .insertInto('vendors')
    .values({ code: 'ROLLV', displayName: 'Rollup', walletMode: 'seamless', apiBaseUrl: null })
    .execute()
  for (let i = 0; i < 3; i++) await member(null, 50)
  for (let i = 0; i < 45; i++) await member(pick(members), below(50))
  await rounds(600, 50)
  await rounds(40, 20, 'open')
  await rounds(40, 20, 'rolled_back')
}, 120_000)
afterAll(() => closeCheckingBooks(t))

describe('the team rollup', () => {
  it('equals the raw figures before any fold (all tail), after a fold, and with rows arriving late', async () => {
    await expectExact('unfolded')
    expect((await foldTeamRollup(t.db)).changes).toBeGreaterThan(600)
    await expectExact('folded')
    await rounds(60, 40) // late: vendors and seeds write rounds settled days ago
    await rounds(30, 1)
    const settled = await t.db
      .selectFrom('gameRounds')
      .select('id')
      .where('status', '=', 'settled')
      .orderBy('id')
      .limit(20)
      .execute()
    await t.db
      .updateTable('gameRounds')
      .set({ status: 'rolled_back' })
      .where(
        'id',
        'in',
        settled.slice(0, 10).map((r) => r.id),
      )
      .execute()
    await t.db
      .updateTable('gameRounds')
      .set({ win: 1n, settledAt: new Date(now.getTime() - 3 * DAY) })
      .where(
        'id',
        'in',
        settled.slice(10).map((r) => r.id),
      )
      .execute()
    await expectExact('late, unfolded')
    // Two instances folding at once apply each change once (PostgreSQL: one fails to serialise and does nothing).
    const [a, b] = await Promise.all([foldTeamRollup(t.db), foldTeamRollup(t.db)])
    expect(a.changes + b.changes).toBe(60 + 30 + 10 + 2 * 10) // rounds, rollbacks (out), changes (out and in)
    await expectExact('late, folded')
    await rounds(10, 3)
    expect(await createJobRunner({ db: t.db, jobs: rollupJobs(), pollMs: 1000 }).tick()).toContain('agent.rollup')
    await expectExact('folded by the job')
    expect(await foldTeamRollup(t.db)).toEqual({ changes: 0, draws: 0, recomputed: 0 })
  }, 120_000)

  it('counts lottery bets: a settled draw before and after its losers are marked, a stopped chase, a void draw', async () => {
    const players = []
    for (let i = 0; i < 12; i++) players.push(await player())
    await foldTeamRollup(t.db) // the players' moves under their uplines
    await ensureIssues(t.db, now, drawSealingKey(t.appSecret))
    const [first, second, third] = await draws.openIssues(t.db, 'FAST_VN1', new Date(Date.now() + 5000), 3)
    for (const p of players.slice(0, 8))
      await place(p, first!.id, { bets: [lo2, { playType: 'de', numbers: ['24'], stake: '10.00' }] })
    const chased = players[8]!
    const chase = await place(chased, first!.id, { bets: [lo2], chase: { issues: 3, stopOnWin: false } })
    for (const p of players.slice(9)) await place(p, second!.id, { bets: [lo2] })
    await place(players[11]!, third!.id, { bets: [lo2] })
    await expectExact('placed (nothing settled)')

    await drawDue(t.db, first!.drawAt, drawSealingKey(t.appSecret))
    expect((await settleDraw(t.db, first!.id, { now: first!.drawAt })).settled).toBe(true)
    const open = await t.db
      .selectFrom('lotteryBets')
      .select('id')
      .where('drawId', '=', first!.id)
      .where('status', '=', 'open')
      .execute()
    expect(open.length).toBeGreaterThan(0) // losers not marked yet: they count at the draw's time
    await expectExact('draw settled, losers open')
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/lgw/chases/${chase.chaseId}/cancel`,
      headers: chased.headers,
    })
    expect(cancel.json().value.cancelled).toBe(2)
    await expectExact('chase stopped, unfolded')
    await foldTeamRollup(t.db)
    await expectExact('chase stopped, folded')
    const before = await rawFigures(
      t.db,
      chased.id,
      periodOf('daily', timezone, first!.drawAt).start,
      periodOf('daily', timezone, first!.drawAt).end,
      timezone,
    )
    // Marked a day later: the bets keep the draw's time.
    await markLosers(t.db, first!.id, new Date(first!.drawAt.getTime() + DAY))
    expect(
      await t.db
        .selectFrom('lotteryBets')
        .select('id')
        .where('drawId', '=', first!.id)
        .where('status', '=', 'open')
        .execute(),
    ).toEqual([])
    expect(
      await rawFigures(
        t.db,
        chased.id,
        periodOf('daily', timezone, first!.drawAt).start,
        periodOf('daily', timezone, first!.drawAt).end,
        timezone,
      ),
    ).toEqual(before)
    await expectExact('losers marked')

    await draws.setDraw(t.db, second!.id, { state: 'void', voidReason: 'test' })
    await expectExact('void, refunds to come')
    await refundVoidDraw(t.db, second!.id, new Date(second!.drawAt.getTime() + 1000))
    await expectExact('void, refunded')
    // A void draw's bets were never played: nothing to fold.
    expect((await foldTeamRollup(t.db)).draws).toBe(0)
    await expectExact('void, folded')
  }, 120_000)

  it('recomputes teams a move changed, reading them raw until then, and counts new members', async () => {
    const roots = members.filter((m) => parents.get(m) === null)
    const moved = members.find((m) => parents.get(m) !== null && parents.get(m) !== roots[1] && !roots.includes(m))!
    await t.db.updateTable('members').set({ parentId: roots[1]! }).where('id', '=', moved).execute()
    parents.set(moved, roots[1]!)
    const { from, to } = randomRange()
    expect(await rolledUpTeamFigures(t.db, roots[1]!, from, to, timezone)).toBeNull() // dirty: read raw
    await member(moved, 0)
    await member(roots[2]!, 2)
    await rounds(20, 2)
    expect((await foldTeamRollup(t.db)).recomputed).toBeGreaterThan(0)
    await expectExact('moved, folded', 20)
    await member(members[members.length - 1]!, 0)
    await expectExact('new member, unfolded')
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM agent_rollup_dirty`.execute(t.db)
    expect(rows[0]!.n).toBe(0)
  }, 120_000)
})
