import { sql } from 'kysely'
import type { Db } from '../../db/database'

export async function memberAccounts(db: Db, memberId: bigint) {
  return db
    .selectFrom('ledgerAccounts')
    .select(['kind', 'vendor', 'currency', 'balance'])
    .where('ownerMemberId', '=', memberId)
    .where('kind', 'in', ['member_main', 'member_vendor'])
    .orderBy('id')
    .execute()
}

/** True when `memberId` is anywhere below `agentId` in the tree (one recursive query). */
export async function isInTeam(db: Db, agentId: bigint, memberId: bigint): Promise<boolean> {
  const result = await sql<{ found: boolean }>`
    WITH RECURSIVE team AS (
      SELECT id FROM members WHERE parent_id = ${agentId}
      UNION
      SELECT m.id FROM members m JOIN team t ON m.parent_id = t.id
    )
    SELECT EXISTS (SELECT 1 FROM team WHERE id = ${memberId}) AS found`.execute(db)
  return result.rows[0]?.found === true
}
