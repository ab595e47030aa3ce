import type { Db } from '../../db/database'

/** Wallet kinds an operator sees for a member: the ones that hold the member's money. */
const MEMBER_WALLET_KINDS = ['member_main', 'member_vendor', 'withdrawal_hold']

/** A member with the currency of its merchant; absent when unknown or outside `scope` (a merchant id, null = all). */
export async function findMember(db: Db, memberId: bigint, brands: readonly number[] | null) {
  let query = db
    .selectFrom('members as m')
    .innerJoin('merchants as mc', 'mc.id', 'm.merchantId')
    .select(['m.id', 'm.username', 'm.merchantId', 'm.status', 'mc.currency'])
    .where('m.id', '=', memberId)
  if (brands !== null) query = query.where('m.merchantId', 'in', brands)
  return query.executeTakeFirst()
}

export async function memberWallets(db: Db, memberId: bigint) {
  return db
    .selectFrom('ledgerAccounts')
    .select(['id', 'kind', 'vendor', 'currency', 'balance'])
    .where('ownerMemberId', '=', memberId)
    .where('kind', 'in', MEMBER_WALLET_KINDS)
    .orderBy('id')
    .execute()
}

/**
 * Entries of the given accounts, newest first, with the total for paging. The page is chosen from
 * the entries alone (an index-only read of ledger_entries_account_id, migration 0041) and only its
 * rows are joined: joined first, a deep page of a player with thousands of entries looked up every
 * one of their transactions before skipping them.
 */
export async function walletEntries(db: Db, accountIds: bigint[], limit: number, offset: number) {
  if (accountIds.length === 0) return { rows: [], total: 0 }
  const entries = db.selectFrom('ledgerEntries').where('accountId', 'in', accountIds)
  const [rows, total] = await Promise.all([
    db
      .selectFrom(entries.select('id').orderBy('id', 'desc').limit(limit).offset(offset).as('p'))
      .innerJoin('ledgerEntries as e', 'e.id', 'p.id')
      .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
      .innerJoin('ledgerTransactions as t', 't.id', 'e.transactionId')
      .select([
        'e.id',
        'e.createdAt',
        't.kind',
        'a.kind as walletKind',
        'a.vendor',
        'e.amount',
        'e.balanceAfter',
        'e.transactionId',
        't.metadata',
      ])
      .orderBy('e.id', 'desc')
      .execute(),
    entries.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/**
 * The main-wallet balance of each listed member in the currency of its merchant, in ONE
 * statement: PostgreSQL reads it from one snapshot, so money moving between the listed wallets
 * while it runs can never show up twice or not at all. A member with no wallet yet reads 0.
 */
export async function mainBalances(db: Db, memberIds: bigint[], brands: readonly number[] | null) {
  let query = db
    .selectFrom('members as m')
    .innerJoin('merchants as mc', 'mc.id', 'm.merchantId')
    .leftJoin('ledgerAccounts as a', (join) =>
      join
        .onRef('a.ownerMemberId', '=', 'm.id')
        .onRef('a.merchantId', '=', 'm.merchantId')
        .onRef('a.currency', '=', 'mc.currency')
        .on('a.kind', '=', 'member_main')
        .on('a.vendor', 'is', null),
    )
    .select(['m.id', 'mc.currency', 'a.balance'])
    .where('m.id', 'in', memberIds)
    .orderBy('m.id')
  if (brands !== null) query = query.where('m.merchantId', 'in', brands)
  return query.execute()
}
