import type { Db } from '../../db/database'

/** The member's VIP rank level (0 when it has none). */
export async function vipRankOf(db: Db, memberId: bigint): Promise<number> {
  const row = await db.selectFrom('members').select('vipRank').where('id', '=', memberId).executeTakeFirst()
  return row?.vipRank ?? 0
}
