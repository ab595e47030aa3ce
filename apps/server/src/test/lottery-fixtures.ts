import { sql } from 'kysely'
import type { Db } from '../db/database'
import { escrowAccount, shardOf, walletAccount } from '../features/lottery/escrow'
import { ensureAccount, transfer } from '../ledger/ledger'
import { bearer, registerMember } from './accounts'
import type { TestApp } from './test-app'

/** Lottery test helpers: funded members, and bets generated in bulk with SQL (settlement tests and the bench). */
export interface Bettor {
  token: string
  memberId: bigint
  headers: Record<string, string>
}

export async function fundMember(db: Db, merchantId: number, currency: string, memberId: bigint, amount: bigint): Promise<void> {
  const wallet = await walletAccount(db, merchantId, currency, memberId)
  const house = await ensureAccount(db, { merchantId, currency, kind: 'house' })
  await transfer(db, {
    idempotencyKey: `lottery-test-fund:${memberId}:${amount}:${Date.now()}`, merchantId, currency, kind: 'test_seed', externalRef: `lottery-test-fund:${memberId}:${Date.now()}`,
    entries: [{ accountId: house, amount: -amount }, { accountId: wallet, amount }],
  })
}

export async function fundedBettor(t: TestApp, merchantId: number, currency: string, amount = 1_000_000n): Promise<Bettor> {
  const m = await registerMember(t)
  const { id } = await t.db.selectFrom('members').select('id').where('username', '=', m.username).executeTakeFirstOrThrow()
  await fundMember(t.db, merchantId, currency, id, amount)
  return { token: m.token, memberId: id, headers: bearer(m.token) }
}

export async function balanceOfMember(db: Db, merchantId: number, currency: string, memberId: bigint): Promise<bigint> {
  const id = await walletAccount(db, merchantId, currency, memberId)
  return (await db.selectFrom('ledgerAccounts').select('balance').where('id', '=', id).executeTakeFirstOrThrow()).balance
}

/**
 * `count` northern lo2 bets (1 point each, one or two random numbers) on one draw, spread over
 * `members`, written with one INSERT ... SELECT from generate_series, then each member's stakes
 * debited into the draw's escrow with one ledger transfer per member: the state placement would
 * leave, without going through placement a million times.
 */
export async function bulkBets(db: Db, o: { drawId: bigint; merchantId: number; currency: string; members: bigint[]; count: number }): Promise<void> {
  const slip = await db
    .insertInto('lotterySlips')
    .values({ merchantId: o.merchantId, memberId: o.members[0]!, currency: o.currency, gameCode: 'FAST_VN1', totalCost: 1n })
    .returning('id')
    .executeTakeFirstOrThrow()
  await sql`
    INSERT INTO lottery_bets (draw_id, slip_id, merchant_id, member_id, currency, play_type, numbers, stations, unit, points, odds, price, cost)
    SELECT ${o.drawId}, ${slip.id}, ${o.merchantId}, (${sql.raw(`ARRAY[${o.members.join(',')}]::bigint[]`)})[1 + (g % ${o.members.length})], ${o.currency},
      'lo2', lpad(((g * 7919) % 100)::text, 2, '0') || CASE WHEN g % 3 = 0 THEN ',' || lpad(((g * 104729 + 13) % 100)::text, 2, '0') ELSE '' END,
      'FAST', 1, true, '80000/1', '23000/1', CASE WHEN g % 3 = 0 AND (g * 7919) % 100 <> (g * 104729 + 13) % 100 THEN 46000 ELSE 23000 END
    FROM generate_series(1, ${o.count}) AS g`.execute(db)
  // Bets whose two numbers coincide would be refused by placement: make them single-number bets.
  await sql`UPDATE lottery_bets SET numbers = split_part(numbers, ',', 1), cost = 23000
    WHERE draw_id = ${o.drawId} AND numbers LIKE '%,%' AND split_part(numbers, ',', 1) = split_part(numbers, ',', 2)`.execute(db)
  const { rows } = await sql<{ memberId: bigint; total: bigint }>`
    SELECT member_id, sum(cost)::bigint AS total FROM lottery_bets WHERE draw_id = ${o.drawId} GROUP BY member_id`.execute(db)
  for (const row of rows) {
    await fundMember(db, o.merchantId, o.currency, row.memberId, row.total)
    const wallet = await walletAccount(db, o.merchantId, o.currency, row.memberId)
    const escrow = await escrowAccount(db, o.merchantId, o.currency, o.drawId, shardOf(row.memberId))
    await transfer(db, {
      idempotencyKey: `lottery-bulk:${o.drawId}:${row.memberId}`, merchantId: o.merchantId, currency: o.currency, kind: 'bet', externalRef: `lottery-bulk:${o.drawId}:${row.memberId}`,
      entries: [{ accountId: wallet, amount: -row.total }, { accountId: escrow, amount: row.total }],
    })
  }
}
