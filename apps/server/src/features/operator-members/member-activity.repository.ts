import { sql } from 'kysely'
import type { Db } from '../../db/database'

// The member page's parts that read the member's activity: logins, sessions, rounds and bets.
// Each walks an index by member, newest first.

/** Sessions opened and failed password attempts, newest first, with the total. */
export async function logins(
  db: Db,
  member: { id: bigint; merchantId: number; usernameKey: string },
  limit: number,
  offset: number,
) {
  const opened = db
    .selectFrom('sessions')
    .select([
      'createdAt',
      sql<boolean>`true`.as('succeeded'),
      sql<string | null>`login_type`.as('loginType'),
      'ip',
      'userAgent',
    ])
    .where('memberId', '=', member.id)
  const failed = db
    .selectFrom('loginAttempts')
    .select([
      'createdAt',
      sql<boolean>`false`.as('succeeded'),
      sql<string | null>`null`.as('loginType'),
      'ip',
      sql<string | null>`null`.as('userAgent'),
    ])
    .where('merchantId', '=', member.merchantId)
    .where('usernameKey', '=', member.usernameKey)
    .where('succeeded', '=', false)
  const all = opened.unionAll(failed)
  const [rows, count] = await Promise.all([
    db.selectFrom(all.as('l')).selectAll().orderBy('createdAt', 'desc').limit(limit).offset(offset).execute(),
    db
      .selectFrom(all.as('l'))
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.total) }
}

/** Sessions neither revoked, past their end, nor idle beyond the member's brand's limit. */
export async function liveSessions(db: Db, memberId: bigint) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('members as m', 'm.id', 's.memberId')
    .innerJoin('merchants as mc', 'mc.id', 'm.merchantId')
    .select(['s.id', 's.loginType', 's.createdAt', 's.lastSeenAt', 's.expiresAt', 's.ip', 's.userAgent'])
    .where('s.memberId', '=', memberId)
    .where('s.revokedAt', 'is', null)
    .where('s.expiresAt', '>', sql<Date>`now()`)
    .where('s.lastSeenAt', '>', sql<Date>`now() - make_interval(mins => mc.session_idle_minutes)`)
    .orderBy('s.createdAt', 'desc')
    .limit(200)
    .execute()
}

export async function rounds(db: Db, memberId: bigint, limit: number, offset: number) {
  const base = db.selectFrom('gameRounds').where('memberId', '=', memberId)
  const [rows, count] = await Promise.all([
    base
      .select([
        'id',
        'vendorCode',
        'roundId',
        'gameCode',
        'gameType',
        'stake',
        'validBet',
        'win',
        'refunded',
        'status',
        'createdAt',
        'settledAt',
      ])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.total) }
}

export async function lotteryBets(db: Db, memberId: bigint, limit: number, offset: number) {
  const base = db.selectFrom('lotteryBets as b').where('b.memberId', '=', memberId)
  const [rows, count] = await Promise.all([
    base
      .innerJoin('lotteryDraws as d', 'd.id', 'b.drawId')
      .select([
        'b.id',
        'd.gameCode',
        'd.issueNo',
        'b.playType',
        'b.cost',
        'b.payout',
        'b.status',
        'b.createdAt',
        'b.settledAt',
      ])
      .orderBy('b.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.total) }
}
