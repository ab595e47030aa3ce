import { sql } from 'kysely'
import type { Db } from '../../db/database'

/** A free-round redemption waiting for the vendor's grant, with what the grant needs. */
export interface OpenRoundRedemption {
  id: bigint
  memberId: bigint
  quantity: number
  gameCode: string
  rounds: number
}

/** In-process redemptions of free-round items after `afterId`, oldest first. */
export async function openRoundRedemptions(db: Db, afterId: bigint, limit: number): Promise<OpenRoundRedemption[]> {
  const rows = await db
    .selectFrom('pointRedemptions as r')
    .innerJoin('pointItems as i', 'i.id', 'r.itemId')
    .select(['r.id', 'r.memberId', 'r.quantity', 'i.gameCode', 'i.rounds'])
    .where('r.status', '=', 'in_process')
    .where('i.kind', '=', 'free_rounds')
    .where('r.id', '>', afterId)
    .orderBy('r.id')
    .limit(limit)
    .execute()
  // The item's CHECK holds game_code and rounds for every free-round item.
  return rows.map((r) => ({ ...r, gameCode: r.gameCode ?? '', rounds: r.rounds ?? 0 }))
}

/** The in-house seamless vendor whose catalogue sells the game, or null: no such in-house game. */
export async function inhouseVendorOf(db: Db, gameCode: string): Promise<string | null> {
  const row = await db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.code', 'g.vendorCode')
    .select('g.vendorCode')
    .where('g.code', '=', gameCode)
    .where('v.provider', '=', 'inhouse')
    .where('v.walletMode', '=', 'seamless')
    .orderBy('g.vendorCode')
    .executeTakeFirst()
  return row?.vendorCode ?? null
}

/** Approves the redemption once the vendor holds its rounds; false when it was decided meanwhile. */
export async function markGranted(db: Db, id: bigint): Promise<boolean> {
  const row = await db
    .updateTable('pointRedemptions')
    .set({ status: 'approved', decidedAt: sql<Date>`now()`, decidedBy: null })
    .where('id', '=', id)
    .where('status', '=', 'in_process')
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}
