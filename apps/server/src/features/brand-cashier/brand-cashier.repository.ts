import { sql, type Insertable, type Updateable } from 'kysely'
import type { Db } from '../../db/database'
import type { DepositChannelTable } from '../../db/schema'

export async function findMerchant(db: Db, merchantId: number) {
  return db.selectFrom('merchants').select(['id', 'currency']).where('id', '=', merchantId).executeTakeFirst()
}

/** Serialises writers of one brand's cashier settings: a group is read and written under this lock. */
export async function lockMerchant(db: Db, merchantId: number) {
  await db.selectFrom('merchants').select('id').where('id', '=', merchantId).forUpdate().execute()
}

const depositCount = sql<number>`(SELECT count(*)::int4 FROM deposits d WHERE d.channel_id = deposit_channels.id)`

export async function channels(db: Db, merchantId: number) {
  return db
    .selectFrom('depositChannels')
    .selectAll()
    .select(depositCount.as('deposits'))
    .where('merchantId', '=', merchantId)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute()
}
export type ChannelRow = Awaited<ReturnType<typeof channels>>[number]

export async function channel(db: Db, merchantId: number, channelId: number) {
  return db
    .selectFrom('depositChannels')
    .selectAll()
    .select(depositCount.as('deposits'))
    .where('merchantId', '=', merchantId)
    .where('id', '=', channelId)
    .executeTakeFirst()
}

export async function codeTaken(db: Db, merchantId: number, code: string, exceptId: number | null) {
  let query = db
    .selectFrom('depositChannels')
    .select('id')
    .where('merchantId', '=', merchantId)
    .where('code', '=', code)
  if (exceptId !== null) query = query.where('id', '<>', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

export async function insertChannel(db: Db, values: Insertable<DepositChannelTable>) {
  const { id } = await db.insertInto('depositChannels').values(values).returning('id').executeTakeFirstOrThrow()
  return id
}

export async function updateChannel(db: Db, id: number, values: Updateable<DepositChannelTable>) {
  await db.updateTable('depositChannels').set(values).where('id', '=', id).execute()
}

export async function nextSortOrder(db: Db, merchantId: number) {
  const row = await db
    .selectFrom('depositChannels')
    .select(sql<number>`coalesce(max(sort_order), 0)::int4 + 1`.as('next'))
    .where('merchantId', '=', merchantId)
    .executeTakeFirstOrThrow()
  return row.next
}

/** The withdrawal rules, stored once with the table's defaults for a brand that never set them. */
export async function withdrawalSettings(db: Db, merchantId: number) {
  await db
    .insertInto('withdrawalSettings')
    .values({ merchantId })
    .onConflict((oc) => oc.doNothing())
    .execute()
  return db.selectFrom('withdrawalSettings').selectAll().where('merchantId', '=', merchantId).executeTakeFirstOrThrow()
}

export async function saveWithdrawalSettings(
  db: Db,
  merchantId: number,
  values: {
    minAmount: bigint
    maxAmount: bigint
    dailyCount: number
    dailyAmount: bigint
    autoReceiveMinutes: number
    maxBankAccounts: number
  },
) {
  await db
    .updateTable('withdrawalSettings')
    .set({ ...values, updatedAt: new Date() })
    .where('merchantId', '=', merchantId)
    .execute()
}

export async function banks(db: Db, merchantId: number) {
  return db
    .selectFrom('banks')
    .select(['id', 'code', 'name', 'enabled'])
    .select(sql<number>`(SELECT count(*)::int4 FROM member_bank_accounts a WHERE a.bank_id = banks.id)`.as('accounts'))
    .where('merchantId', '=', merchantId)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute()
}

export async function saveBank(
  db: Db,
  merchantId: number,
  bank: { code: string; name: string; enabled: boolean; sortOrder: number },
) {
  await db
    .insertInto('banks')
    .values({ merchantId, ...bank })
    .onConflict((oc) =>
      oc
        .columns(['merchantId', 'code'])
        .doUpdateSet({ name: bank.name, enabled: bank.enabled, sortOrder: bank.sortOrder }),
    )
    .execute()
}

export async function saveDepositMultiplier(db: Db, merchantId: number, depositMultiplier: number, updatedBy: number) {
  const values = { depositMultiplier, updatedBy, updatedAt: new Date() }
  await db
    .insertInto('merchantTurnoverRules')
    .values({ merchantId, ...values })
    .onConflict((oc) => oc.column('merchantId').doUpdateSet(values))
    .execute()
}
