import { sql } from 'kysely'
import type { Db } from '../db/database'

/**
 * The ledger's invariants (docs/domain/ledger.md#invariants), as queries. Each returns the
 * offending rows; an empty list everywhere means the books are right. Tests run it after every
 * money scenario; an operator can run it against production at any time.
 */
export async function ledgerViolations(db: Db): Promise<string[]> {
  return [...(await postingViolations(db)), ...(await moneyFlowViolations(db))]
}

/**
 * L1-L5, L7 and L16: the postings alone. Tests of the ledger itself, which move money between bare
 * clearing and hold accounts with no deposit or withdrawal behind it, check these only.
 */
export async function postingViolations(db: Db): Promise<string[]> {
  const problems: string[] = []

  // L1: per merchant and currency, all balances sum to zero (money is only ever moved).
  const totals = await db
    .selectFrom('ledgerAccounts')
    .select(['merchantId', 'currency', sql<string>`sum(balance)::text`.as('total')])
    .groupBy(['merchantId', 'currency'])
    .having(sql`sum(balance)`, '<>', 0)
    .execute()
  for (const t of totals) problems.push(`L1 merchant ${t.merchantId} ${t.currency} sums to ${t.total}`)

  // L2: every transaction has two or more entries summing to zero.
  const unbalanced = await sql<{ id: string }>`
    SELECT t.id::text AS id FROM ledger_transactions t
    LEFT JOIN ledger_entries e ON e.transaction_id = t.id
    GROUP BY t.id HAVING count(e.id) < 2 OR coalesce(sum(e.amount), 0) <> 0`.execute(db)
  for (const row of unbalanced.rows) problems.push(`L2 transaction ${row.id} is unbalanced`)

  // L3: each cached balance is the fold of its entries, and its version their count.
  const drift = await sql<{ id: string }>`
    SELECT a.id::text AS id FROM ledger_accounts a
    LEFT JOIN ledger_entries e ON e.account_id = a.id
    GROUP BY a.id, a.balance, a.version
    HAVING a.balance <> coalesce(sum(e.amount), 0) OR a.version <> count(e.id)`.execute(db)
  for (const row of drift.rows) problems.push(`L3 account ${row.id} balance or version differs from its entries`)

  // L4: each account's entries form an unbroken chain of versions and running balances.
  const broken = await sql<{ id: string }>`
    SELECT DISTINCT account_id::text AS id FROM (
      SELECT account_id, account_version, balance_after, amount,
        lag(account_version) OVER w AS prev_version, lag(balance_after) OVER w AS prev_balance
      FROM ledger_entries WINDOW w AS (PARTITION BY account_id ORDER BY account_version)
    ) chain
    WHERE account_version <> coalesce(prev_version, 0) + 1
       OR balance_after <> coalesce(prev_balance, 0) + amount`.execute(db)
  for (const row of broken.rows) problems.push(`L4 account ${row.id} has a broken entry chain`)

  // L5: no wallet below zero.
  const negative = await db
    .selectFrom('ledgerAccounts')
    .select(sql<string>`id::text`.as('id'))
    .where('noNegative', '=', true)
    .where('balance', '<', 0n)
    .execute()
  for (const row of negative) problems.push(`L5 wallet ${row.id} is negative`)

  // L7: no key and no business reference applied twice (unique indexes say so; this proves they exist and hold).
  const twice = await sql<{ what: string }>`
    SELECT 'key ' || idempotency_key AS what FROM ledger_transactions GROUP BY idempotency_key HAVING count(*) > 1
    UNION ALL
    SELECT 'reference ' || kind || ':' || external_ref FROM ledger_transactions GROUP BY merchant_id, kind, external_ref HAVING count(*) > 1`.execute(
    db,
  )
  for (const row of twice.rows) problems.push(`L7 ${row.what} applied more than once`)

  // L16 (decision 031): every entry is stamped with its transaction's effective time, and no
  // transaction takes effect after it was booked: nothing in the books is dated in the future.
  const misdated = await sql<{ id: string }>`
    SELECT DISTINCT t.id::text AS id FROM ledger_transactions t
    JOIN ledger_entries e ON e.transaction_id = t.id
    WHERE e.created_at <> coalesce(t.effective_at, t.created_at) OR t.effective_at > t.created_at`.execute(db)
  for (const row of misdated.rows)
    problems.push(`L16 transaction ${row.id} is dated after its booking or its entries differ from it`)
  return problems
}

/** L10, the ledger against the business records. */
async function moneyFlowViolations(db: Db): Promise<string[]> {
  const problems: string[] = []
  // L10: money in minus money out. What left the outside world through the clearing account
  // is exactly what the deposit and withdrawal records say was paid in and paid out, and the
  // money on hold is exactly the pending withdrawals.
  const flows = await sql<{
    merchant: number
    currency: string
    ledger: string
    records: string
    held: string
    pending: string
  }>`
    WITH keys AS (
      SELECT merchant_id, currency FROM ledger_accounts WHERE kind IN ('payment_clearing', 'withdrawal_hold')
      UNION SELECT merchant_id, currency FROM deposits WHERE status = 'approved'
      UNION SELECT merchant_id, currency FROM withdrawals
    )
    SELECT k.merchant_id AS merchant, k.currency,
      (SELECT coalesce(-sum(balance), 0) FROM ledger_accounts a
        WHERE a.merchant_id = k.merchant_id AND a.currency = k.currency AND a.kind = 'payment_clearing')::text AS ledger,
      ((SELECT coalesce(sum(amount), 0) FROM deposits d
        WHERE d.merchant_id = k.merchant_id AND d.currency = k.currency AND d.status = 'approved')
      - (SELECT coalesce(sum(amount), 0) FROM withdrawals w
        WHERE w.merchant_id = k.merchant_id AND w.currency = k.currency AND w.status IN ('disbursed', 'disputed', 'received')))::text AS records,
      (SELECT coalesce(sum(balance), 0) FROM ledger_accounts a
        WHERE a.merchant_id = k.merchant_id AND a.currency = k.currency AND a.kind = 'withdrawal_hold')::text AS held,
      (SELECT coalesce(sum(amount), 0) FROM withdrawals w
        WHERE w.merchant_id = k.merchant_id AND w.currency = k.currency AND w.status = 'pending')::text AS pending
    FROM keys k`.execute(db)
  for (const f of flows.rows) {
    if (f.ledger !== f.records)
      problems.push(`L10 merchant ${f.merchant} ${f.currency}: clearing says ${f.ledger} in, records say ${f.records}`)
    if (f.held !== f.pending)
      problems.push(`L10 merchant ${f.merchant} ${f.currency}: ${f.held} on hold, ${f.pending} pending withdrawal`)
  }

  return problems
}
