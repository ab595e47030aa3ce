import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountStates, closeCheckingBooks, demoMerchantId, freshCurrency, ledgerCounts } from '../test/ledger-fixtures'
import { createTestDb, type TestDb } from '../test/test-app'
import { ensureAccount, transfer, type TransferRequest } from './ledger'

/**
 * Hostile text in a transfer's kind, external reference and metadata (L13's spirit: hostile
 * input is refused by validation, before the database). External references come from PSPs and
 * vendors, so their content is not ours to trust.
 *
 * validate() bounds the kind, the reference and the metadata, so such requests are refused as
 * validation_failed before they reach the database (which would answer with raw driver errors:
 * 54000 index row too big, 22021 NUL byte, 22P05 NUL in jsonb, or a TypeError for a bigint).
 */

let t: TestDb
let merchantId: number
let currency: string
let from: bigint
let to: bigint
beforeAll(async () => {
  t = await createTestDb()
  merchantId = await demoMerchantId(t.db)
  currency = freshCurrency()
  from = await ensureAccount(t.db, { merchantId, currency, kind: 'house' })
  to = await ensureAccount(t.db, { merchantId, currency, kind: 'psp_clearing' })
})
afterAll(() => closeCheckingBooks(t))

let seq = 0
const request = (patch: Partial<TransferRequest>): TransferRequest => {
  seq += 1
  return {
    idempotencyKey: `gap:${seq}`,
    merchantId,
    currency,
    kind: 'gap',
    externalRef: `gap:${seq}`,
    entries: [
      { accountId: from, amount: -1n },
      { accountId: to, amount: 1n },
    ],
    ...patch,
  }
}

/** Each case, with what the database would answer if it got that far. */
const CASES: [string, () => Partial<TransferRequest>][] = [
  ['a 4 KB external reference', () => ({ externalRef: randomBytes(3000).toString('base64') })], // 54000 index row size 4024 exceeds btree version 4 maximum 2704
  ['a 4 KB kind', () => ({ kind: randomBytes(3000).toString('base64') })], // 54000, same index
  ['a NUL byte in the external reference', () => ({ externalRef: 'psp\u0000ref' })], // 22021 invalid byte sequence for encoding "UTF8": 0x00
  ['a NUL byte in the kind', () => ({ kind: 'dep\u0000osit' })], // 22021
  ['a NUL character in metadata', () => ({ metadata: { note: 'a\u0000b' } })], // 22P05 unsupported Unicode escape sequence
  ['a bigint in metadata', () => ({ metadata: { stake: 100n } })], // TypeError: Do not know how to serialize a BigInt
]

describe('hostile text fields', () => {
  it('leave the books untouched, whatever the error', async () => {
    const counts = await ledgerCounts(t.db)
    const states = await accountStates(t.db, [from, to])
    for (const [label, patch] of CASES) {
      await expect(transfer(t.db, request(patch())), label).rejects.toBeDefined()
    }
    expect(await ledgerCounts(t.db)).toEqual(counts)
    expect(await accountStates(t.db, [from, to])).toEqual(states)
  })

  for (const [label, patch] of CASES) {
    it(`refuse ${label} as validation_failed`, async () => {
      await expect(transfer(t.db, request(patch()))).rejects.toMatchObject({ code: 'validation_failed' })
    })
  }
})
