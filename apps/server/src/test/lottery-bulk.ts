import { sql } from 'kysely'
import type { Db } from '../db/database'
import { escrowAccount, shardOf, walletAccount } from '../features/lottery/escrow'
import { transfer } from '../ledger/ledger'
import { seedMainWallet } from './wallet-seed'

/** Lottery data in bulk, for the settlement tests and bench/settle.ts (no test framework here). */
export async function fundMember(
  db: Db,
  merchantId: number,
  currency: string,
  memberId: bigint,
  amount: bigint,
): Promise<void> {
  await seedMainWallet(db, {
    merchantId,
    currency,
    memberId,
    amount,
    key: `lottery-test-fund:${memberId}:${amount}:${Date.now()}`,
    ref: `lottery-test-fund:${memberId}:${Date.now()}`,
  })
}

/**
 * `count` northern lo2 bets on one draw at the demo brand's ringgit prices (a point costs 2.30 and
 * pays 8.00 a hit), spread over `members`, written with one INSERT ... SELECT from
 * generate_series, then each member's stakes debited into the draw's escrow with one ledger
 * transfer per member: the state placement would leave, without going through placement a
 * million times. Each bet has one or two pseudo-random distinct numbers, or with `numbers` that
 * many (5 numbers make almost every bet's selection distinct), and 1 point, or with `varied` from 1
 * to 997 points, so that stakes differ from bet to bet.
 */
export async function bulkBets(
  db: Db,
  o: {
    drawId: bigint
    merchantId: number
    currency: string
    members: bigint[]
    count: number
    varied?: boolean
    numbers?: number
  },
): Promise<void> {
  const slip = await db
    .insertInto('lotterySlips')
    .values({
      merchantId: o.merchantId,
      memberId: o.members[0]!,
      currency: o.currency,
      gameCode: 'FAST_VN1',
      totalCost: 1n,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await sql`
    INSERT INTO lottery_bets (draw_id, slip_id, merchant_id, member_id, currency, play_type, numbers, stations, unit, points, odds, price, selection, cost)
    SELECT ${o.drawId}, ${slip.id}, ${o.merchantId}, (${sql.raw(`ARRAY[${o.members.join(',')}]::bigint[]`)})[1 + (g % ${o.members.length})], ${o.currency},
      'lo2', x.numbers, 'FAST', p.points, true, '800/1', '230/1', 'lo2|' || x.numbers || '|FAST|||1|800/1|230/1|', x.lines * 230 * p.points
    FROM generate_series(1::bigint, ${o.count}::bigint) AS g,
      LATERAL (SELECT lpad(((g * 7919) % 100)::text, 2, '0') AS a, lpad(((g * 104729 + 13) % 100)::text, 2, '0') AS b,
                      ${o.varied ? sql`1 + (g * 2654435761) % 997` : sql`1`} AS points) AS p,
      LATERAL (${
        o.numbers === undefined
          ? sql`SELECT CASE WHEN g % 3 = 0 AND p.a <> p.b THEN p.a || ',' || p.b ELSE p.a END AS numbers, CASE WHEN g % 3 = 0 AND p.a <> p.b THEN 2 ELSE 1 END AS lines`
          : sql`SELECT string_agg(n, ',' ORDER BY n) AS numbers, count(*)::integer AS lines FROM (
                SELECT DISTINCT lpad((('x' || substr(md5(g || ':' || j), 1, 8))::bit(32)::bigint % 100)::text, 2, '0') AS n
                FROM generate_series(1, ${o.numbers}::integer) AS j) AS picked`
      }) AS x`.execute(db)
  const { rows } = await sql<{ memberId: bigint; total: bigint }>`
    SELECT member_id, sum(cost)::bigint AS total FROM lottery_bets WHERE draw_id = ${o.drawId} GROUP BY member_id`.execute(
    db,
  )
  for (const row of rows) {
    await fundMember(db, o.merchantId, o.currency, row.memberId, row.total)
    const wallet = await walletAccount(db, o.merchantId, o.currency, row.memberId)
    const escrow = await escrowAccount(db, o.merchantId, o.currency, o.drawId, shardOf(row.memberId))
    await transfer(db, {
      idempotencyKey: `lottery-bulk:${o.drawId}:${row.memberId}`,
      merchantId: o.merchantId,
      currency: o.currency,
      kind: 'bet',
      externalRef: `lottery-bulk:${o.drawId}:${row.memberId}`,
      entries: [
        { accountId: wallet, amount: -row.total },
        { accountId: escrow, amount: row.total },
      ],
    })
  }
}
