import { sql } from 'kysely'
import { expect } from 'vitest'
import { verifyAuditChain } from '../audit/audit'
import type { Db } from '../db/database'
import { ledgerViolations } from '../ledger/invariants'
import type { TransferRequest } from '../ledger/ledger'

/**
 * Helpers for the ledger's property and race tests: fresh members and currencies so that
 * every scenario works on accounts of its own inside one shared test database, and cheap
 * snapshots to compare the books before and after a request.
 */

/** Which engine the test project runs on (the `server` project says pglite, `server-pg` postgres). */
export const TEST_ENGINE: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'

/** The PostgreSQL URL of the `server-pg` project, for a second connection of a test's own. */
export const TEST_DATABASE_URL: string | undefined = process.env.TEST_DATABASE_URL

/** A whole number from the environment (e.g. LEDGER_PROPERTY_RUNS=1000 for a nightly run). */
export function envInt(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, not ${raw}`)
  return value
}

/** A failed property run's seed and path, to replay it: LEDGER_PROPERTY_SEED=-123 LEDGER_PROPERTY_PATH=4:1:0 */
export function propertyReplay(): { seed?: number; path?: string } {
  const seed = process.env.LEDGER_PROPERTY_SEED
  const path = process.env.LEDGER_PROPERTY_PATH
  return {
    ...(seed ? { seed: Number(seed) } : {}),
    ...(path ? { path } : {}),
  }
}

export async function demoMerchantId(db: Db): Promise<number> {
  return (await db.selectFrom('merchants').select('id').orderBy('id').executeTakeFirstOrThrow()).id
}

let memberSeq = 0
/** Members that own wallets; nothing else about them matters to the ledger. */
export async function createMembers(db: Db, merchantId: number, count: number): Promise<bigint[]> {
  const rows = Array.from({ length: count }, () => {
    memberSeq += 1
    const name = `ledger${process.pid.toString(36)}x${memberSeq}`
    return {
      merchantId,
      username: name,
      usernameKey: name,
      passwordHash: 'not-a-hash',
      affiliateCode: `LF${name}`,
      registerIp: '127.0.0.1',
      profile: '{}',
      memberLabels: '[]',
    }
  })
  const inserted = await db.insertInto('members').values(rows).returning('id').execute()
  return inserted.map((row) => row.id)
}

let currencySeq = 0
/**
 * A currency code nothing else in this database uses ('QAA', 'QAB', ...). Accounts are
 * identified by merchant, currency, kind and owner, so a fresh currency gives a scenario fresh
 * accounts, and the books of each currency (L1) are the scenario's own.
 */
export function freshCurrency(): string {
  const n = currencySeq++
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
  const first = 16 + Math.floor(n / 676) // Q..Z: 6,760 codes, none of them the seed's MYR
  if (first >= 26) throw new Error('freshCurrency ran out of codes')
  return `${letters[first]}${letters[Math.floor(n / 26) % 26]}${letters[n % 26]}`
}

/** What a test's transfers are booked under. */
export interface Booking {
  merchantId: number
  currency: string
  kind: string
}

/** A request moving `amount` minor units from one account to another; its reference is the key unless given. */
export function moveRequest(
  booking: Booking,
  key: string,
  from: bigint,
  to: bigint,
  amount: bigint,
  ref = key,
): TransferRequest {
  return {
    ...booking,
    idempotencyKey: key,
    externalRef: ref,
    entries: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
  }
}

export interface AccountState {
  balance: bigint
  version: bigint
}

/** Balance and version of each account asked for (an unknown id is simply absent). */
export async function accountStates(db: Db, ids: readonly bigint[]): Promise<Map<bigint, AccountState>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('ledgerAccounts')
    .select(['id', 'balance', 'version'])
    .where('id', 'in', [...ids])
    .execute()
  return new Map(rows.map((row) => [row.id, { balance: row.balance, version: row.version }]))
}

export interface LedgerCounts {
  transactions: bigint
  entries: bigint
}

/** How many transactions and entries the whole ledger holds. */
export async function ledgerCounts(db: Db): Promise<LedgerCounts> {
  const row = await sql<{ transactions: string; entries: string }>`
    SELECT (SELECT count(*) FROM ledger_transactions)::text AS transactions,
           (SELECT count(*) FROM ledger_entries)::text AS entries`.execute(db)
  const first = row.rows[0]
  if (!first) throw new Error('count query returned no row')
  return { transactions: BigInt(first.transactions), entries: BigInt(first.entries) }
}

/** The error code of an AppError (or of a driver error), for comparing outcomes. */
export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

/**
 * The end of every money test file: the books hold (all invariants, or only the postings' for
 * tests of the bare ledger) and the audit chain verifies; the database closes either way.
 */
export async function closeCheckingBooks(
  t: { db: Db; close(): Promise<void> },
  violations: (db: Db) => Promise<string[]> = ledgerViolations,
): Promise<void> {
  try {
    expect(await violations(t.db)).toEqual([])
    expect((await verifyAuditChain(t.db)).ok).toBe(true)
  } finally {
    await t.close()
  }
}
