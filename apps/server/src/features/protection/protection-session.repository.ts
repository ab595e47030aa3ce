import { sql, type Selectable } from 'kysely'
import type { Db } from '../../db/database'
import type { ProtectionSessionSettingsTable } from '../../db/protection-session-schema'
import { BET_TRANSACTION_KINDS, type StoredSessionLimit } from './protection-session-rules'

/** The session limit's and reality check's rows (migration 0064, decision 059). */

export type SessionSettingsRow = Selectable<ProtectionSessionSettingsTable>

export function settingsOf(db: Db, memberId: bigint): Promise<SessionSettingsRow | undefined> {
  return db.selectFrom('protectionSessionSettings').selectAll().where('memberId', '=', memberId).executeTakeFirst()
}

/** The member's row, created when missing, locked until the transaction ends: changes are judged one at a time. */
export async function lockSettings(trx: Db, memberId: bigint, merchantId: number): Promise<SessionSettingsRow> {
  await trx
    .insertInto('protectionSessionSettings')
    .values({ memberId, merchantId })
    .onConflict((oc) => oc.column('memberId').doNothing())
    .execute()
  return trx
    .selectFrom('protectionSessionSettings')
    .selectAll()
    .where('memberId', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow()
}

export async function saveSettings(
  trx: Db,
  memberId: bigint,
  change: Partial<StoredSessionLimit> & { realityCheckMinutes?: number | null },
): Promise<void> {
  await trx
    .updateTable('protectionSessionSettings')
    .set({ ...change, updatedAt: sql<Date>`now()` })
    .where('memberId', '=', memberId)
    .execute()
}

export async function sessionStart(db: Db, sessionId: bigint): Promise<Date> {
  const row = await db.selectFrom('sessions').select('createdAt').where('id', '=', sessionId).executeTakeFirstOrThrow()
  return row.createdAt
}

/**
 * Stakes (negative), wins and refunds (positive) on the member's main wallets since `since`: every
 * seamless game's and lottery bet's movement goes through them (transfer-mode vendors' play does
 * not, decision 059). Walks the ledger's index by account and time.
 */
export async function betNetSince(db: Db, memberId: bigint, since: Date): Promise<bigint> {
  const row = await db
    .selectFrom('ledgerEntries as e')
    .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
    .innerJoin('ledgerTransactions as t', 't.id', 'e.transactionId')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<bigint>('e.amount'), sql<bigint>`0`).as('net'))
    .where('a.ownerMemberId', '=', memberId)
    .where('a.kind', '=', 'member_main')
    .where('t.kind', 'in', BET_TRANSACTION_KINDS)
    .where('e.createdAt', '>=', since)
    .executeTakeFirstOrThrow()
  return BigInt(row.net)
}
