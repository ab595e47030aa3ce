import { sql, type Insertable, type Selectable, type Updateable } from 'kysely'
import type { Db } from '../../db/database'
import type { VendorTransferTable } from '../../db/schema'

export type TransferRow = Selectable<VendorTransferTable>

/** A vendor as one merchant offers it; null when the merchant does not list it. */
export async function findMerchantVendor(db: Db, merchantId: number, code: string) {
  const row = await db
    .selectFrom('vendors as v')
    .innerJoin('merchantVendors as mv', 'mv.vendorCode', 'v.code')
    .select(['v.code', 'v.walletMode', 'v.apiBaseUrl', 'v.enabled', 'mv.enabled as merchantEnabled'])
    .where('mv.merchantId', '=', merchantId)
    .where('v.code', '=', code)
    .executeTakeFirst()
  return row ?? null
}

/** The member's vendor wallets at transfer-mode vendors, in the merchant's vendor order. */
export async function memberTransferWallets(db: Db, merchantId: number, memberId: bigint, currency: string) {
  return db
    .selectFrom('ledgerAccounts as a')
    .innerJoin('vendors as v', 'v.code', 'a.vendor')
    .leftJoin('merchantVendors as mv', (join) =>
      join.onRef('mv.vendorCode', '=', 'v.code').on('mv.merchantId', '=', merchantId),
    )
    .select(['v.code', 'v.apiBaseUrl'])
    .where('a.ownerMemberId', '=', memberId)
    .where('a.kind', '=', 'member_vendor')
    .where('a.currency', '=', currency)
    .where('v.walletMode', '=', 'transfer')
    .orderBy(sql`coalesce(mv.sort_order, 2147483647)`)
    .orderBy('v.code')
    .execute()
}

/** Inserts a transfer unless its request key, or another open transfer of the same wallet, exists. */
export async function insertTransfer(db: Db, values: Insertable<VendorTransferTable>): Promise<TransferRow | null> {
  const row = await db
    .insertInto('vendorTransfers')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst()
  return row ?? null
}

export async function findByRequestKey(db: Db, memberId: bigint, requestKey: string): Promise<TransferRow | null> {
  const row = await db
    .selectFrom('vendorTransfers')
    .selectAll()
    .where('memberId', '=', memberId)
    .where('requestKey', '=', requestKey)
    .executeTakeFirst()
  return row ?? null
}

export async function lockTransfer(db: Db, id: bigint): Promise<TransferRow> {
  return db.selectFrom('vendorTransfers').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow()
}

export async function updateTransfer(db: Db, id: bigint, patch: Updateable<VendorTransferTable>): Promise<TransferRow> {
  return db
    .updateTable('vendorTransfers')
    .set({ ...patch, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Counts one call to the vendor about this transfer. */
export async function countAttempt(db: Db, id: bigint): Promise<void> {
  await db
    .updateTable('vendorTransfers')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute()
}

/** An account's balance and version, locked until the transaction ends. */
export async function lockedAccount(db: Db, accountId: bigint) {
  return db
    .selectFrom('ledgerAccounts')
    .select(['balance', 'version'])
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow()
}

/** The member's wallet at a vendor, as it stands; null before any money reached it. */
export async function vendorWallet(db: Db, memberId: bigint, vendorCode: string, currency: string) {
  const row = await db
    .selectFrom('ledgerAccounts')
    .select(['id', 'balance', 'version', 'merchantId', 'currency'])
    .where('ownerMemberId', '=', memberId)
    .where('kind', '=', 'member_vendor')
    .where('vendor', '=', vendorCode)
    .where('currency', '=', currency)
    .executeTakeFirst()
  return row ?? null
}

export async function hasOpenTransfer(db: Db, memberId: bigint, vendorCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('vendorTransfers')
    .select('id')
    .where('memberId', '=', memberId)
    .where('vendorCode', '=', vendorCode)
    .where('status', 'in', ['pending', 'unknown'])
    .executeTakeFirst()
  return row !== undefined
}

/** Unresolved transfers untouched since `before`, oldest first, with their vendor's address. */
export async function openTransfersBefore(db: Db, before: Date, limit: number) {
  return db
    .selectFrom('vendorTransfers as t')
    .innerJoin('vendors as v', 'v.code', 't.vendorCode')
    .select(['t.id', 't.vendorCode', 'v.apiBaseUrl'])
    .where('t.status', 'in', ['pending', 'unknown'])
    .where('t.updatedAt', '<', before)
    .orderBy('t.updatedAt')
    .limit(limit)
    .execute()
}

export async function findTransfer(db: Db, id: bigint): Promise<TransferRow> {
  return db.selectFrom('vendorTransfers').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}
