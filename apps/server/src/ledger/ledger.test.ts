import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb } from '../test/test-app'
import { postingViolations } from './invariants'
import { balanceOf, ensureAccount, transfer } from './ledger'
import { closeCheckingBooks, moveRequest } from '../test/ledger-fixtures'

let t: TestDb
let merchantId: number
beforeAll(async () => {
  t = await createTestDb()
  merchantId = (await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id
})
afterAll(() => closeCheckingBooks(t, postingViolations))

const account = (kind: string, owner?: bigint) =>
  ensureAccount(t.db, { merchantId, currency: 'MYR', kind, ownerMemberId: owner ?? null })
let seq = 0
const move = (from: bigint, to: bigint, amount: bigint, key = `test:${++seq}`, ref = key) =>
  transfer(t.db, moveRequest({ merchantId, currency: 'MYR', kind: 'test' }, key, from, to, amount, ref))

describe('the ledger', () => {
  it('moves money between accounts and keeps the books balanced', async () => {
    const house = await account('house')
    const wallet = await account('member_main')
    const result = await move(house, wallet, 5000n)
    expect(result.replayed).toBe(false)
    expect(result.balances.get(wallet)).toBe(5000n)
    expect(await balanceOf(t.db, house)).toBe(-5000n)
    expect(await postingViolations(t.db)).toEqual([])
  })

  it('refuses an overdraft and leaves nothing behind', async () => {
    const house = await account('house')
    const wallet = await account('withdrawal_hold')
    const before = await t.db
      .selectFrom('ledgerTransactions')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow()
    await expect(move(wallet, house, 1n)).rejects.toMatchObject({ code: 'insufficient_funds' })
    const after = await t.db
      .selectFrom('ledgerTransactions')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow()
    expect(after.n).toBe(before.n)
  })

  it('answers a replay with the stored result, and refuses a key reused for something else', async () => {
    const house = await account('house')
    const wallet = await account('member_main')
    const first = await move(house, wallet, 700n, 'replay:1')
    const again = await move(house, wallet, 700n, 'replay:1')
    expect(again).toEqual({ ...first, replayed: true })
    await expect(move(house, wallet, 701n, 'replay:1')).rejects.toMatchObject({ code: 'idempotency_conflict' })
    await expect(move(house, wallet, 700n, 'replay:2', 'replay:1')).rejects.toMatchObject({ code: 'conflict' })
  })

  it('hashes metadata whatever its key order', async () => {
    const house = await account('house')
    const wallet = await account('member_main')
    const booking = { merchantId, currency: 'MYR', kind: 'test' }
    const request = (metadata: Record<string, unknown>) =>
      transfer(t.db, { ...moveRequest(booking, 'order:1', house, wallet, 1n), metadata })
    const first = await request({ a: 1, b: { c: 2, d: 3 } })
    expect(await request({ b: { d: 3, c: 2 }, a: 1 })).toEqual({ ...first, replayed: true })
  })

  it('rejects hostile amounts before touching the database', async () => {
    const house = await account('house')
    const wallet = await account('member_main')
    for (const amount of [0n, 10n ** 16n, -(10n ** 16n)]) {
      await expect(move(house, wallet, amount)).rejects.toMatchObject({ code: 'validation_failed' })
    }
    await expect(
      transfer(t.db, {
        idempotencyKey: 'bad:1',
        merchantId,
        currency: 'MYR',
        kind: 'test',
        externalRef: 'bad:1',
        entries: [
          { accountId: house, amount: -5n },
          { accountId: wallet, amount: 4n },
        ],
      }),
    ).rejects.toMatchObject({ code: 'validation_failed' })
  })

  it('keeps entries immutable at the database level', async () => {
    await expect(t.db.updateTable('ledgerEntries').set({ amount: 1n }).execute()).rejects.toThrow(/append-only/)
    await expect(t.db.deleteFrom('ledgerEntries').execute()).rejects.toThrow(/append-only/)
  })
})
