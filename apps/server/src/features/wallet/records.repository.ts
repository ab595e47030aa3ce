import { sql } from 'kysely'
import type { Db } from '../../db/database'

/**
 * The wallets whose movements make up a member's records. The withdrawal hold is one of them:
 * money held for a withdrawal is still the member's, so a hold and its release net to zero and
 * only the disbursement counts as a withdrawal.
 */
const RECORD_WALLET_KINDS = ['member_main', 'member_vendor', 'withdrawal_hold']

export interface RangeFilter {
  memberId: bigint
  currency: string
  from: Date
  to: Date
}

/**
 * Per transaction kind: what the transactions that added to the member's wallets added, and what
 * those that took from them took. Each transaction counts once, by its net effect on all the
 * member's wallets together (a move between two of them nets to zero).
 */
export async function kindTotals(db: Db, filter: RangeFilter) {
  const result = await sql<{ kind: string; credit: bigint; debit: bigint }>`
    SELECT kind,
           coalesce(sum(net) FILTER (WHERE net > 0), 0)::bigint AS credit,
           coalesce(sum(-net) FILTER (WHERE net < 0), 0)::bigint AS debit
    FROM (
      SELECT t.kind, sum(e.amount) AS net
      FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id
      JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE a.owner_member_id = ${filter.memberId}
        AND a.kind IN (${sql.join(RECORD_WALLET_KINDS)})
        AND a.currency = ${filter.currency}
        AND e.created_at >= ${filter.from} AND e.created_at < ${filter.to}
      GROUP BY t.id, t.kind
    ) per_transaction
    GROUP BY kind
    ORDER BY kind`.execute(db)
  return result.rows
}

/**
 * Bonus credits to the member's wallets in a range, newest first, with the total for paging, and
 * the titles of the promotion a grant's posting names in its metadata (decision 054).
 */
export async function bonusEntries(db: Db, filter: RangeFilter & { limit: number; offset: number }) {
  const base = db
    .selectFrom('ledgerEntries as e')
    .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
    .innerJoin('ledgerTransactions as t', 't.id', 'e.transactionId')
    .where('a.ownerMemberId', '=', filter.memberId)
    .where('a.kind', 'in', RECORD_WALLET_KINDS)
    .where('a.currency', '=', filter.currency)
    .where('t.kind', '=', 'bonus')
    .where('e.createdAt', '>=', filter.from)
    .where('e.createdAt', '<', filter.to)
  const [rows, total] = await Promise.all([
    base
      // Compared as text: the metadata is the ledger's free-form JSON, and a cast could fail on it.
      .leftJoin('promotions as p', (join) =>
        join.onRef('p.merchantId', '=', 'a.merchantId').on(sql<boolean>`p.id::text = t.metadata->>'promotionId'`),
      )
      .select(['t.id', 'e.createdAt', 'e.amount', 'e.balanceAfter', 't.metadata', 'p.id as promotionId', 'p.titles'])
      .orderBy('e.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}
