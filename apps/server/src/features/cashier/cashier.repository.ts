import { sql } from 'kysely'
import type { Db } from '../../db/database'

export interface CounterRow {
  queue: 'deposits' | 'withdrawals' | 'disputes'
  merchantId: number
  currency: string
  n: number
  amount: bigint
}

export interface RiskRow {
  id: bigint
  firstWithdrawal: boolean
  turnoverOutstanding: bigint
  sharedBankAccountMembers: number
  sharedIpMembers: number
  deposited: bigint
  withdrawn: bigint
}

/**
 * The risk hints of a page of withdrawals, one statement. Every subquery starts from an index:
 * the member's withdrawals and deposits (withdrawals_member, deposits_member), open turnover
 * (turnover_requirements_open), the account number (member_bank_accounts_number) and the brand's
 * addresses (members_register_ip, members_last_login_ip), so a page costs the same with a million
 * members. Money counted as withdrawn is what left the house: disbursed, disputed or received.
 */
export async function riskHints(db: Db, withdrawalIds: readonly bigint[]) {
  if (withdrawalIds.length === 0) return []
  const result = await sql<RiskRow>`
    SELECT w.id,
      NOT EXISTS (SELECT 1 FROM withdrawals p
        WHERE p.member_id = w.member_id AND p.id < w.id AND p.status <> 'rejected') AS first_withdrawal,
      (SELECT coalesce(sum(t.required - t.achieved), 0)::int8 FROM turnover_requirements t
        WHERE t.member_id = w.member_id AND t.completed_at IS NULL) AS turnover_outstanding,
      (SELECT count(DISTINCT b.member_id)::int4 FROM member_bank_accounts b JOIN members o ON o.id = b.member_id
        WHERE b.account_number = w.account_number AND b.member_id <> w.member_id
          AND o.merchant_id = w.merchant_id) AS shared_bank_account_members,
      (SELECT count(*)::int4 FROM members o
        WHERE o.merchant_id = m.merchant_id AND o.id <> m.id
          AND (o.register_ip IN (m.register_ip, m.last_login_ip)
            OR o.last_login_ip IN (m.register_ip, m.last_login_ip))) AS shared_ip_members,
      (SELECT coalesce(sum(d.amount), 0)::int8 FROM deposits d
        WHERE d.member_id = w.member_id AND d.status = 'approved') AS deposited,
      (SELECT coalesce(sum(x.amount), 0)::int8 FROM withdrawals x
        WHERE x.member_id = w.member_id AND x.status IN ('disbursed', 'disputed', 'received')) AS withdrawn
    FROM withdrawals w JOIN members m ON m.id = w.member_id
    WHERE w.id IN (${sql.join(withdrawalIds)})`.execute(db)
  return result.rows
}

/**
 * The dashboard's counters within the given brands (null: all). Each queue is one status, read
 * through (merchant_id, status, id) or, for every brand, the partial index of that status alone
 * (one status per branch: the planner matches a partial index to `=`, not to `IN`), so the
 * counts read only the waiting rows. Pending gateway deposits wait for the gateway, not for an
 * operator: only bank transfers count.
 */
export async function queueCounters(db: Db, merchantIds: readonly number[] | null) {
  // 0 names no brand: it keeps `IN` valid for an operator whose list of brands is empty.
  const brands = (column: string) =>
    merchantIds === null ? sql`true` : sql`${sql.ref(column)} IN (${sql.join([...merchantIds, 0])})`
  const result = await sql<CounterRow>`
    SELECT 'deposits' AS queue, d.merchant_id, d.currency, count(*)::int4 AS n, sum(d.amount)::int8 AS amount
      FROM deposits d JOIN deposit_channels c ON c.id = d.channel_id
      WHERE d.status = 'pending' AND c.type = 'bank_transfer' AND ${brands('d.merchant_id')}
      GROUP BY d.merchant_id, d.currency
    UNION ALL
    SELECT 'withdrawals', merchant_id, currency, count(*)::int4, sum(amount)::int8
      FROM withdrawals WHERE status = 'pending' AND ${brands('merchant_id')}
      GROUP BY merchant_id, currency
    UNION ALL
    SELECT 'disputes', merchant_id, currency, count(*)::int4, sum(amount)::int8
      FROM withdrawals WHERE status = 'disputed' AND ${brands('merchant_id')}
      GROUP BY merchant_id, currency
    ORDER BY 2, 3`.execute(db)
  return result.rows
}
