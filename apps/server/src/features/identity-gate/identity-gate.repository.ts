import { sql, type Selectable } from 'kysely'
import type { Db } from '../../db/database'
import type { MerchantIdentityRuleTable } from '../../db/kyc-schema'

type IdentityRules = Selectable<MerchantIdentityRuleTable>

/**
 * What the identity gate reads (decision 057): the member's verification state, the brand's
 * rules and the member's withdrawals. Apart from the kyc feature, whose review freezes members,
 * so that withdrawals and player protection can ask without depending on members and sessions.
 */

export async function isVerified(db: Db, memberId: bigint): Promise<boolean> {
  const row = await db.selectFrom('memberIdentity').select('status').where('memberId', '=', memberId).executeTakeFirst()
  return row?.status === 'verified'
}

export function identityRulesOf(db: Db, merchantId: number): Promise<IdentityRules | undefined> {
  return db.selectFrom('merchantIdentityRules').selectAll().where('merchantId', '=', merchantId).executeTakeFirst()
}

export async function saveIdentityRules(
  trx: Db,
  merchantId: number,
  rules: { withdrawalAbove: bigint | null; withdrawalTotalAbove: bigint | null; limitRaise: boolean },
): Promise<void> {
  await trx
    .insertInto('merchantIdentityRules')
    .values({ merchantId, ...rules })
    .onConflict((oc) => oc.column('merchantId').doUpdateSet({ ...rules, updatedAt: sql<Date>`now()` }))
    .execute()
}

/** What the member has withdrawn or asked to: every withdrawal but the rejected ones. */
export async function withdrawnTotal(trx: Db, memberId: bigint): Promise<bigint> {
  const row = await trx
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<bigint>('amount'), sql<bigint>`0`).as('total'))
    .where('memberId', '=', memberId)
    .where('status', '<>', 'rejected')
    .executeTakeFirstOrThrow()
  return BigInt(row.total)
}
