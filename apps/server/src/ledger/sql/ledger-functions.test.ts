import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeCheckingBooks, createMembers, demoMerchantId, errorCode, freshCurrency } from '../../test/ledger-fixtures'
import { createTestDb, type TestDb } from '../../test/test-app'
import { ensureAccount } from '../ledger'

/**
 * The ledger's SQL functions called as SQL, without ledger.ts in front of them: each refusal comes
 * back with its code and writes nothing (ledger-post.sql), an unbalanced transaction cannot commit
 * and an entry cannot change (ledger-transaction-balanced.sql, ledger-entries-immutable.sql).
 */
interface Posted {
  posted: { transactionId: string; balances: Record<string, string> } | null
  replayed: boolean | null
  errorCode: string | null
}

let t: TestDb
let merchant: number
let currency: string
let house: bigint
let wallet: bigint
beforeAll(async () => {
  t = await createTestDb()
  merchant = await demoMerchantId(t.db)
  currency = freshCurrency()
  const [member] = await createMembers(t.db, merchant, 1)
  house = await ensureAccount(t.db, { merchantId: merchant, currency, kind: 'house' })
  wallet = await ensureAccount(t.db, { merchantId: merchant, currency, kind: 'member_main', ownerMemberId: member! })
})
afterAll(() => closeCheckingBooks(t))

let seq = 0
interface Call {
  key?: string
  ref?: string
  hash?: string
  entries: [bigint, bigint][]
  effectiveAt?: Date
  currency?: string
}
function post(call: Call): Promise<Posted> {
  seq += 1
  const key = call.key ?? `fn-${seq}`
  const entries = JSON.stringify(call.entries.map(([account, amount]) => [String(account), String(amount)]))
  return sql<Posted>`SELECT posted, replayed, error_code FROM ledger_post(${key}, ${merchant}, ${call.currency ?? currency}, 'test',
    ${call.ref ?? key}, ${call.hash ?? key}, '{}'::jsonb, ${entries}::jsonb, ${call.effectiveAt?.toISOString() ?? null}::timestamptz)`
    .execute(t.db)
    .then((result) => result.rows[0]!)
}
const balance = async (id: bigint) =>
  (await t.db.selectFrom('ledgerAccounts').select('balance').where('id', '=', id).executeTakeFirstOrThrow()).balance

describe('ledger_post', () => {
  it('posts a balanced transfer and answers the balances after it', async () => {
    const answer = await post({
      entries: [
        [house, -500n],
        [wallet, 500n],
      ],
    })
    expect(answer.errorCode).toBeNull()
    expect(answer.replayed).toBe(false)
    expect(answer.posted?.balances[String(wallet)]).toBe('500')
  })

  it('answers a replay with the first answer and writes nothing more', async () => {
    const first = await post({
      key: 'fn-replay',
      entries: [
        [house, -10n],
        [wallet, 10n],
      ],
    })
    const again = await post({
      key: 'fn-replay',
      entries: [
        [house, -10n],
        [wallet, 10n],
      ],
    })
    expect(again).toEqual({ ...first, replayed: true })
    expect(await balance(wallet)).toBe(510n)
  })

  it('refuses a key used for another request (LG003) and a reference taken under another key (LG002)', async () => {
    await post({
      key: 'fn-taken',
      entries: [
        [house, -1n],
        [wallet, 1n],
      ],
    })
    expect(
      (
        await post({
          key: 'fn-taken',
          hash: 'other',
          entries: [
            [house, -2n],
            [wallet, 2n],
          ],
        })
      ).errorCode,
    ).toBe('LG003')
    expect(
      (
        await post({
          key: 'fn-other',
          ref: 'fn-taken',
          entries: [
            [house, -1n],
            [wallet, 1n],
          ],
        })
      ).errorCode,
    ).toBe('LG002')
  })

  it('refuses an unknown account (LG004), an overdraft (LG001), another currency (LG005) and an effective time ahead (LG006)', async () => {
    const before = await balance(wallet)
    expect(
      (
        await post({
          entries: [
            [house, -1n],
            [999_999_999n, 1n],
          ],
        })
      ).errorCode,
    ).toBe('LG004')
    expect(
      (
        await post({
          entries: [
            [wallet, -(before + 1n)],
            [house, before + 1n],
          ],
        })
      ).errorCode,
    ).toBe('LG001')
    const foreign = await ensureAccount(t.db, { merchantId: merchant, currency: freshCurrency(), kind: 'house' })
    expect(
      (
        await post({
          entries: [
            [house, -1n],
            [foreign, 1n],
          ],
        })
      ).errorCode,
    ).toBe('LG005')
    expect(
      (
        await post({
          entries: [
            [house, -1n],
            [wallet, 1n],
          ],
          effectiveAt: new Date(Date.now() + 60_000),
        })
      ).errorCode,
    ).toBe('LG006')
    expect(await balance(wallet)).toBe(before)
  })

  it('cannot commit a transfer whose entries do not sum to zero (P0002)', async () => {
    const before = await balance(wallet)
    const error = await post({
      entries: [
        [house, -5n],
        [wallet, 3n],
      ],
    }).then(
      () => null,
      (e: unknown) => e,
    )
    expect(errorCode(error)).toBe('P0002')
    expect(await balance(wallet)).toBe(before)
  })

  it('keeps entries as they were written (P0001)', async () => {
    const error = await sql`UPDATE ledger_entries SET amount = amount + 1 WHERE account_id = ${wallet}`
      .execute(t.db)
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(errorCode(error)).toBe('P0001')
  })
})

describe('ledger_post_batch', () => {
  it('answers each request in order, a refusal undoing only its own transfer', async () => {
    const before = await balance(wallet)
    const request = (key: string, amount: bigint) => ({
      key,
      merchant,
      currency,
      kind: 'test',
      ref: key,
      hash: key,
      metadata: {},
      entries: [
        [String(house), String(-amount)],
        [String(wallet), String(amount)],
      ],
    })
    const { rows } = await sql<Posted>`SELECT posted, replayed, error_code FROM ledger_post_batch(${JSON.stringify([
      request('fn-batch-1', 7n),
      request('fn-batch-2', -(before + 100n)),
      request('fn-batch-3', 3n),
    ])}::jsonb)`.execute(t.db)
    expect(rows.map((row) => row.errorCode)).toEqual([null, 'LG001', null])
    expect(await balance(wallet)).toBe(before + 10n)
  })
})
