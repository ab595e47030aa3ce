import { sql } from 'kysely'
import type { GameCategory } from '@sea/contract'
import type { Db } from '../../db/database'
import type { GameRoundStatus } from '../../db/games-schema'

export interface RoundFilter {
  memberId: bigint
  from: Date
  to: Date
  gameType?: GameCategory | undefined
  vendorCode?: string | undefined
  status?: GameRoundStatus | undefined
  gameId?: bigint | undefined
}

const ROUND_COLUMNS = [
  'r.id',
  'r.roundId',
  'r.gameId',
  'r.gameCode',
  'g.names',
  'r.vendorCode',
  'r.gameType',
  'r.stake',
  'r.validBet',
  'r.win',
  'r.refunded',
  'r.status',
  'r.createdAt',
  'r.settledAt',
] as const

// member_rounds: game rounds and lottery bets (features/lottery/sql/member-rounds.sql, decision 028).
function rounds(db: Db, filter: RoundFilter) {
  let query = db
    .selectFrom('memberRounds as r')
    .leftJoin('games as g', 'g.id', 'r.gameId')
    .where('r.memberId', '=', filter.memberId)
    .where('r.createdAt', '>=', filter.from)
    .where('r.createdAt', '<', filter.to)
  if (filter.gameType) query = query.where('r.gameType', '=', filter.gameType)
  if (filter.vendorCode) query = query.where('r.vendorCode', '=', filter.vendorCode)
  if (filter.status) query = query.where('r.status', '=', filter.status)
  if (filter.gameId !== undefined) query = query.where('r.gameId', '=', filter.gameId)
  return query
}

/** One page of the member's rounds, newest first, with the count and sums over the whole range. */
export async function memberRounds(db: Db, filter: RoundFilter & { limit: number; offset: number }) {
  const base = rounds(db, filter)
  const [rows, totals] = await Promise.all([
    base
      .select(ROUND_COLUMNS)
      .orderBy('r.createdAt', 'desc')
      .orderBy('r.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base
      .select([
        sql<bigint>`count(*)`.as('n'),
        sql<bigint>`coalesce(sum(r.stake), 0)::bigint`.as('stake'),
        sql<bigint>`coalesce(sum(r.valid_bet), 0)::bigint`.as('validBet'),
        sql<bigint>`coalesce(sum(r.win), 0)::bigint`.as('win'),
        sql<bigint>`coalesce(sum(r.refunded), 0)::bigint`.as('refunded'),
      ])
      .executeTakeFirstOrThrow(),
  ])
  return { rows, totals }
}

export type RoundRow = Awaited<ReturnType<typeof memberRounds>>['rows'][number]

/** One round of the member's, with its detail; null when there is none (or it is another's). */
export async function memberRound(db: Db, memberId: bigint, id: bigint) {
  const row = await db
    .selectFrom('memberRounds as r')
    .leftJoin('games as g', 'g.id', 'r.gameId')
    .select([...ROUND_COLUMNS, 'r.detail', 'r.verifyUrl'])
    .where('r.id', '=', id)
    .where('r.memberId', '=', memberId)
    .executeTakeFirst()
  return row ?? null
}
