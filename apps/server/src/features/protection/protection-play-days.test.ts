import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureAccount, transfer } from '../../ledger/ledger'
import { bearer, registeredMember } from '../../test/accounts'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import * as repo from './protection.repository'

/**
 * The day totals loss and wager limits are read from (migration 0066, decision 056) against the
 * ledger scan they replace (protection_play_used): a mix of every counted kind and one that is not,
 * written before the member's first limit (backfilled) and after it (counted by the trigger), on
 * both sides of the brand's local midnight.
 */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => closeCheckingBooks(t))

let seq = 0
const MINUTE = 60_000

async function player() {
  const m = await registeredMember(t)
  const { merchantId, currency, timezone } = await t.db
    .selectFrom('members')
    .innerJoin('merchants', 'merchants.id', 'members.merchantId')
    .select(['members.merchantId', 'merchants.currency', 'merchants.timezone'])
    .where('members.id', '=', m.id)
    .executeTakeFirstOrThrow()
  const wallet = await ensureAccount(t.db, { merchantId, currency, kind: 'member_main', ownerMemberId: m.id })
  const house = await ensureAccount(t.db, { merchantId, currency, kind: 'house' })
  /** Money into (+) or out of (-) the wallet under a ledger kind, booked at `at`. */
  const move = (kind: string, amount: bigint, at?: Date) =>
    transfer(t.db, {
      idempotencyKey: `days-${++seq}`,
      merchantId,
      currency,
      kind,
      externalRef: `days-${seq}`,
      entries: [
        { accountId: wallet, amount },
        { accountId: house, amount: -amount },
      ],
      ...(at ? { effectiveAt: at } : {}),
    })
  const setLimit = (kind: 'loss' | 'wager', period: string, amount: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/wps/member/protection/limit',
      headers: bearer(m.token),
      payload: { kind, period, amount },
    })
  return { id: m.id, wallet, timezone, move, setLimit }
}
type Player = Awaited<ReturnType<typeof player>>

/** The brand's latest local midnight at least ten minutes ago, so entries fit on both sides of it. */
async function lastMidnight(timezone: string): Promise<Date> {
  const { rows } = await sql<{ at: Date }>`
    SELECT date_trunc('day', (now() - interval '10 minutes') AT TIME ZONE ${timezone}) AT TIME ZONE ${timezone} AS at`.execute(
    t.db,
  )
  return new Date(rows[0]!.at)
}

/** Each day row against the ledger scan: the play from the day's start less the play from the next day's. */
async function expectDaysMatchLedger(p: Player) {
  const { rows } = await sql<{ day: string; wagered: string; lost: string; from: Date; to: Date }>`
    SELECT d.day::text AS day, d.wagered, d.lost,
      d.day::timestamp AT TIME ZONE ${p.timezone} AS from, (d.day + 1)::timestamp AT TIME ZONE ${p.timezone} AS to
    FROM protection_play_days d WHERE d.member_id = ${p.id} ORDER BY d.day`.execute(t.db)
  expect(rows.length).toBeGreaterThan(0)
  for (const row of rows) {
    const from = await repo.playUsedSince(t.db, p.wallet, new Date(row.from))
    const to = await repo.playUsedSince(t.db, p.wallet, new Date(row.to))
    expect({ day: row.day, wagered: BigInt(row.wagered), lost: BigInt(row.lost) }).toEqual({
      day: row.day,
      wagered: from.wagered - to.wagered,
      lost: from.lost - to.lost,
    })
  }
  // Nothing outside the rows: from the first counted day on, the rows add up to the whole scan.
  const first = await repo.playUsedSince(t.db, p.wallet, new Date(rows[0]!.from))
  const sum = (key: 'wagered' | 'lost') => rows.reduce((total, row) => total + BigInt(row[key]), 0n)
  expect({ wagered: sum('wagered'), lost: sum('lost') }).toEqual(first)
  return rows.map((row) => row.day)
}

/** The room read from the day rows equals the room read from the ledger (the wallet unwatched). */
async function expectRoomMatchesLedger(p: Player) {
  const now = new Date()
  const fromDays = await repo.playRoom(t.db, p.id, p.wallet, now)
  await t.db
    .updateTable('protectionPlayWallets')
    .set({ timezone: 'unwatched' })
    .where('accountId', '=', p.wallet)
    .execute()
  const fromLedger = await repo.playRoom(t.db, p.id, p.wallet, now)
  await t.db
    .updateTable('protectionPlayWallets')
    .set({ timezone: p.timezone })
    .where('accountId', '=', p.wallet)
    .execute()
  expect(fromDays).not.toBeNull()
  expect(fromDays).toBe(fromLedger)
}

describe('day totals of play', () => {
  it('equal the ledger scan, backfilled at the first limit and kept by the trigger after', async () => {
    const p = await player()
    const midnight = await lastMidnight(p.timezone)
    const at = (minutes: number) => new Date(midnight.getTime() + minutes * MINUTE)
    // Before any limit: nothing is counted yet, the first limit backfills these.
    await p.move('deposit', 100_000n, at(-180))
    await p.move('bet', -1_000n, at(-170))
    await p.move('bet_payout', 1_500n, at(-160))
    await p.move('bet', -700n, at(-150))
    await p.move('bet_refund', 700n, at(-140))
    await p.move('vendor_transfer_in', -2_000n, at(-130))
    await p.move('vendor_transfer_out', 1_200n, at(-120))
    await p.move('bet', -333n, at(1))
    expect(await t.db.selectFrom('protectionPlayDays').selectAll().where('memberId', '=', p.id).execute()).toEqual([])

    expect((await p.setLimit('loss', 'day', '500.00')).statusCode).toBe(200)
    await expectDaysMatchLedger(p)
    await expectRoomMatchesLedger(p)

    // After: the trigger counts each entry on its local day, on both sides of midnight.
    await p.move('bet', -300n, at(2))
    await p.move('bet_payout', 250n, at(3))
    await p.move('vendor_transfer_in', -500n, at(4))
    await p.move('vendor_transfer_refund', 500n, at(5))
    await p.move('withdrawal', -50n, at(6))
    await p.move('bet', -100n)
    await p.move('bet_payout', 90n)
    // A second limit finds the wallet watched: no second backfill, nothing counted twice.
    expect((await p.setLimit('wager', 'week', '900.00')).statusCode).toBe(200)
    await p.move('bet', -40n)

    const days = await expectDaysMatchLedger(p)
    const yesterday = new Date(at(-1).getTime()).toLocaleDateString('en-CA', { timeZone: p.timezone })
    const today = new Date(at(1).getTime()).toLocaleDateString('en-CA', { timeZone: p.timezone })
    expect(days).toContain(today)
    // The week or month may have begun at this midnight: then the days before it are not kept.
    const backfillFrom = await sql<{ day: string }>`
      SELECT least(date_trunc('month', now() AT TIME ZONE ${p.timezone}), date_trunc('week', now() AT TIME ZONE ${p.timezone}))::date::text AS day`.execute(
      t.db,
    )
    if (yesterday >= backfillFrom.rows[0]!.day) expect(days).toContain(yesterday)
    await expectRoomMatchesLedger(p)
  })

  it('leave members without a loss or wager limit uncounted', async () => {
    const p = await player()
    await p.move('deposit', 10_000n)
    await p.move('bet', -500n)
    expect(await t.db.selectFrom('protectionPlayWallets').selectAll().where('memberId', '=', p.id).execute()).toEqual(
      [],
    )
    expect(await t.db.selectFrom('protectionPlayDays').selectAll().where('memberId', '=', p.id).execute()).toEqual([])
  })
})
