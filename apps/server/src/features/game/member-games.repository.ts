import { sql } from 'kysely'
import type { Db } from '../../db/database'

/** The member's favourite game ids among the games the merchant shows, newest first. */
export async function favoriteIds(db: Db, merchantId: number, memberId: bigint): Promise<bigint[]> {
  const rows = await db
    .selectFrom('memberFavoriteGames as f')
    .innerJoin('games as g', 'g.id', 'f.gameId')
    .innerJoin('merchantVendors as mv', (join) =>
      join.onRef('mv.vendorCode', '=', 'g.vendorCode').on('mv.merchantId', '=', merchantId),
    )
    .select('f.gameId')
    .where('f.memberId', '=', memberId)
    .where('g.enabled', '=', true)
    .where('mv.enabled', '=', true)
    .orderBy('f.createdAt', 'desc')
    .orderBy('f.gameId', 'desc')
    .execute()
  return rows.map((r) => r.gameId)
}

export async function addFavorite(db: Db, memberId: bigint, gameId: bigint): Promise<void> {
  await db
    .insertInto('memberFavoriteGames')
    .values({ memberId, gameId })
    .onConflict((oc) => oc.columns(['memberId', 'gameId']).doNothing())
    .execute()
}

export async function removeFavorite(db: Db, memberId: bigint, gameId: bigint): Promise<void> {
  await db.deleteFrom('memberFavoriteGames').where('memberId', '=', memberId).where('gameId', '=', gameId).execute()
}

export async function recordLaunch(
  db: Db,
  launch: { merchantId: number; memberId: bigint; gameId: bigint },
): Promise<void> {
  await db.insertInto('gameLaunches').values(launch).execute()
}

/** The biggest settled wins on the merchant's games since `since`, with the winner's username. */
export async function biggestWins(db: Db, merchantId: number, since: Date, limit: number) {
  return (
    db
      .selectFrom('gameRounds as r')
      .innerJoin('members as m', 'm.id', 'r.memberId')
      // Wins on games the merchant lists now: a board of games nobody can open would mislead.
      .innerJoin('games as g', 'g.id', 'r.gameId')
      .innerJoin('merchantVendors as mv', (join) =>
        join.onRef('mv.vendorCode', '=', 'r.vendorCode').onRef('mv.merchantId', '=', 'r.merchantId'),
      )
      .select(['m.username', 'r.gameCode', 'g.names', 'r.vendorCode', 'r.win', 'r.settledAt', 'r.updatedAt'])
      .where('mv.enabled', '=', true)
      .where('r.merchantId', '=', merchantId)
      .where('r.win', '>', 0n)
      .where('r.status', '=', 'settled')
      .where('r.settledAt', '>=', since)
      .orderBy('r.win', 'desc')
      .orderBy('r.settledAt', 'desc')
      .limit(limit)
      .execute()
  )
}

/** How many members opened each of these games since `since`: a room's player count. */
export async function recentPlayers(
  db: Db,
  merchantId: number,
  gameIds: bigint[],
  since: Date,
): Promise<Map<bigint, number>> {
  if (gameIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('gameLaunches')
    .select(['gameId', sql<bigint>`count(DISTINCT member_id)`.as('n')])
    .where('merchantId', '=', merchantId)
    .where('gameId', 'in', gameIds)
    .where('launchedAt', '>=', since)
    .groupBy('gameId')
    .execute()
  return new Map(rows.map((r) => [r.gameId, Number(r.n)]))
}
