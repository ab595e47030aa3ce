import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  accountStates,
  closeCheckingBooks,
  demoMerchantId,
  freshCurrency,
  ledgerCounts,
  moveRequest,
} from '../test/ledger-fixtures'
import { createTestDb, type TestDb } from '../test/test-app'
import { postingViolations } from './invariants'
import { ensureAccount, transfer, type TransferRequest } from './ledger'

/**
 * Effective times (decision 031): a history import books now a movement that happened before,
 * and every reader by time sees it then. The booking time stays beside it; nothing is dated in
 * the future, and history only goes at the end of an account.
 */

let t: TestDb
let merchantId: number
beforeAll(async () => {
  t = await createTestDb()
  merchantId = await demoMerchantId(t.db)
})
afterAll(() => closeCheckingBooks(t, postingViolations))

const HOUR = 3_600_000
const ago = (hours: number) => new Date(Date.now() - hours * HOUR)

async function pair(currency = freshCurrency()) {
  const from = await ensureAccount(t.db, { merchantId, currency, kind: 'house' })
  const to = await ensureAccount(t.db, { merchantId, currency, kind: 'test_wallet' })
  let seq = 0
  const request = (amount: bigint, effectiveAt?: Date, key = `history:${currency}:${++seq}`): TransferRequest => ({
    ...moveRequest({ merchantId, currency, kind: 'test' }, key, from, to, amount),
    ...(effectiveAt ? { effectiveAt } : {}),
  })
  return { from, to, currency, request }
}

const stamps = (transactionId: bigint) =>
  t.db
    .selectFrom('ledgerTransactions as t')
    .innerJoin('ledgerEntries as e', 'e.transactionId', 't.id')
    .select(['t.createdAt as booked', 't.effectiveAt', 'e.createdAt as entryTime'])
    .where('t.id', '=', transactionId)
    .execute()

describe('an effective time', () => {
  it('dates the entries when the movement happened and keeps the booking time beside it', async () => {
    const { request, to } = await pair()
    const at = ago(48)
    const before = Date.now()
    const result = await transfer(t.db, request(500n, at))
    const rows = await stamps(result.transactionId)
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      expect(row.entryTime).toEqual(at)
      expect(row.effectiveAt).toEqual(at)
      expect(row.booked.getTime()).toBeGreaterThanOrEqual(before - 5_000)
    }
    expect(result.balances.get(to)).toBe(500n)
    // An ordinary transfer after it is dated at its booking, and has no effective time of its own.
    const plain = await transfer(t.db, request(200n))
    for (const row of await stamps(plain.transactionId)) {
      expect(row.effectiveAt).toBeNull()
      expect(row.entryTime).toEqual(row.booked)
    }
  })

  it('is part of the request: a replay answers the first result, another time is a reuse of the key', async () => {
    const { request } = await pair()
    const at = ago(10)
    const first = await transfer(t.db, request(300n, at, 'history-replay'))
    expect(await transfer(t.db, request(300n, new Date(at), 'history-replay'))).toEqual({ ...first, replayed: true })
    await expect(transfer(t.db, request(300n, ago(9), 'history-replay'))).rejects.toMatchObject({
      code: 'idempotency_conflict',
    })
    await expect(transfer(t.db, request(300n, undefined, 'history-replay'))).rejects.toMatchObject({
      code: 'idempotency_conflict',
    })
  })

  it('is never in the future, and never before the latest entry of an account it touches', async () => {
    const { request, from, to } = await pair()
    await transfer(t.db, request(100n, ago(5)))
    const counts = await ledgerCounts(t.db)
    const states = await accountStates(t.db, [from, to])
    await expect(transfer(t.db, request(100n, new Date(Date.now() + HOUR)))).rejects.toMatchObject({
      code: 'validation_failed',
    })
    await expect(transfer(t.db, request(100n, new Date(Number.NaN)))).rejects.toMatchObject({
      code: 'validation_failed',
    })
    await expect(transfer(t.db, request(100n, ago(6)))).rejects.toMatchObject({ code: 'validation_failed' })
    expect(await ledgerCounts(t.db)).toEqual(counts)
    expect(await accountStates(t.db, [from, to])).toEqual(states)
    // The same time as the latest entry is the end of the account, not before it.
    await expect(transfer(t.db, request(100n, ago(5)))).resolves.toMatchObject({ replayed: false })
  })

  it('is refused by the database itself when it is in the future', async () => {
    const { from, to, currency } = await pair()
    const entries = JSON.stringify([
      [String(from), '-1'],
      [String(to), '1'],
    ])
    const { rows } = await sql<{ errorCode: string | null; posted: unknown }>`
      SELECT error_code, posted FROM ledger_post('history-future', ${merchantId}::integer, ${currency}, 'test', 'history-future', 'hash',
        '{}'::jsonb, ${entries}::jsonb, now() + interval '1 minute')`.execute(t.db)
    expect(rows).toEqual([{ errorCode: 'LG006', posted: null }])
    const stored = await t.db
      .selectFrom('ledgerTransactions')
      .select('id')
      .where('idempotencyKey', '=', 'history-future')
      .execute()
    expect(stored).toEqual([])
  })

  it('goes through group commit like any transfer (several imports at once)', async () => {
    const pairs = await Promise.all([pair(), pair(), pair(), pair()])
    const times = pairs.map((_, i) => ago(20 + i))
    const results = await Promise.all(pairs.map((p, i) => transfer(t.db, p.request(BigInt(10 + i), times[i]))))
    for (const [i, result] of results.entries()) {
      for (const row of await stamps(result.transactionId)) expect(row.entryTime).toEqual(times[i])
    }
    expect(await postingViolations(t.db)).toEqual([])
  })
})
