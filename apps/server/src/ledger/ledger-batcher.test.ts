import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../lib/app-error'
import {
  accountStates,
  closeCheckingBooks,
  createMembers,
  demoMerchantId,
  errorCode,
  freshCurrency,
  moveRequest,
  TEST_DATABASE_URL,
  TEST_ENGINE,
} from '../test/ledger-fixtures'
import { createTestDb, type TestDb } from '../test/test-app'
import { ledgerViolations } from './invariants'
import { ensureAccount, transfer, type TransferRequest, type TransferResult } from './ledger'
import { createLedgerBatcher } from './ledger-batcher'
import { prepare } from './ledger-post'

/**
 * The group-commit batcher: many callers, one database transaction per batch, each caller its
 * own answer. Runs on both engines (the batcher is the same code; PGlite runs the batches one
 * after the other on its one connection); what needs a second connection runs on PostgreSQL only.
 */

let t: TestDb
let merchantId: number
let members: bigint[]
beforeAll(async () => {
  t = await createTestDb()
  merchantId = await demoMerchantId(t.db)
  members = await createMembers(t.db, merchantId, 8)
})
afterAll(() => closeCheckingBooks(t))

/** A house account and `count` member wallets in a fresh currency, each wallet funded with `funds`. */
async function books(count: number, funds: bigint) {
  const currency = freshCurrency()
  const house = await ensureAccount(t.db, { merchantId, currency, kind: 'house' })
  const wallets: bigint[] = []
  for (let i = 0; i < count; i++) {
    const wallet = await ensureAccount(t.db, {
      merchantId,
      currency,
      kind: 'member_main',
      ownerMemberId: members[i] ?? null,
    })
    await transfer(
      t.db,
      moveRequest({ merchantId, currency, kind: 'deposit' }, `${currency}:fund:${i}`, house, wallet, funds),
    )
    wallets.push(wallet)
  }
  let seq = 0
  const move = (from: bigint, to: bigint, amount: bigint, key = `${currency}:m:${++seq}`, ref = key) =>
    moveRequest({ merchantId, currency, kind: 'move' }, key, from, to, amount, ref)
  return { currency, house, wallets, move }
}

const wallet = (wallets: bigint[], i: number) => wallets[i] ?? 0n
const outcome = (s: PromiseSettledResult<TransferResult>) =>
  s.status === 'fulfilled' ? (s.value.replayed ? 'replayed' : 'ok') : (errorCode(s.reason) ?? String(s.reason))

describe('the ledger batcher', () => {
  it('answers every caller of one batch with its own outcome, refusals and replays among them', async () => {
    const { currency, wallets, move } = await books(5, 1000n)
    const [w0, w1, w2, w3, w4] = [0, 1, 2, 3, 4].map((i) => wallet(wallets, i)) as [
      bigint,
      bigint,
      bigint,
      bigint,
      bigint,
    ]
    const empty = await ensureAccount(t.db, {
      merchantId,
      currency,
      kind: 'member_main',
      ownerMemberId: members[7] ?? null,
    })
    const foreign = await ensureAccount(t.db, { merchantId, currency: freshCurrency(), kind: 'house' })
    const first = move(w0, w1, 100n)
    const overdraft = move(empty, w0, 1n)
    // In queue order, which is the order the one batch applies them in.
    const plan: [TransferRequest, string][] = [
      [first, 'ok'],
      [overdraft, 'insufficient_funds'],
      [move(w1, w2, 1100n), 'ok'], // w1's whole balance: the refusal before it undid nothing
      [move(w1, w3, 1n), 'insufficient_funds'], // w1 is empty now
      [{ ...first }, 'replayed'],
      [
        {
          ...first,
          entries: [
            { accountId: w0, amount: -101n },
            { accountId: w1, amount: 101n },
          ],
        },
        'idempotency_conflict',
      ],
      [move(w0, w1, 100n, `${currency}:other-key`, first.externalRef), 'conflict'],
      [move(w2, foreign, 5n), 'validation_failed'],
      [move(w2, 9_000_000_000n, 5n), 'not_found'],
      [{ ...overdraft }, 'insufficient_funds'], // the refused key left nothing behind
      ...Array.from({ length: 30 }, (_, i): [TransferRequest, string] => [
        move(wallet(wallets, [0, 2, 3, 4][i % 4] ?? 0), w1, BigInt(1 + i)),
        'ok',
      ]),
      [move(w3, w4, 50n), 'ok'],
    ]
    const before = await accountStates(t.db, [...wallets, empty])

    // One batch in flight and room for all: everything submitted in this tick leaves together.
    const batcher = createLedgerBatcher(t.db, { maxInFlight: 1, maxBatch: 100 })
    const settled = await Promise.allSettled(plan.map(([request]) => batcher.submit(prepare(request))))

    expect(settled.map(outcome)).toEqual(plan.map(([, expected]) => expected))
    for (const s of settled) if (s.status === 'rejected') expect(s.reason).toBeInstanceOf(AppError)
    // Each applied caller got the balances after its own transfer, folded in queue order.
    const balances = new Map([...before].map(([id, state]) => [id, state.balance]))
    const applied: TransferResult[] = []
    plan.forEach(([request, expected], i) => {
      const s = settled[i]
      if (expected !== 'ok' || s?.status !== 'fulfilled') return
      for (const e of request.entries) balances.set(e.accountId, (balances.get(e.accountId) ?? 0n) + e.amount)
      expect(s.value.balances).toEqual(new Map(request.entries.map((e) => [e.accountId, balances.get(e.accountId)])))
      applied.push(s.value)
    })
    const replay = settled[4]
    expect(replay?.status === 'fulfilled' && replay.value).toEqual({ ...applied[0], replayed: true })
    const after = await accountStates(t.db, [...wallets, empty])
    expect(new Map([...after].map(([id, state]) => [id, state.balance]))).toEqual(balances)
    // They were one database transaction: now() is the transaction's start, the same for all.
    const stamps = await t.db
      .selectFrom('ledgerTransactions')
      .select(sql<string>`created_at::text`.as('at'))
      .where(
        'id',
        'in',
        applied.map((r) => r.transactionId),
      )
      .execute()
    expect(stamps).toHaveLength(applied.length)
    expect(new Set(stamps.map((s) => s.at)).size).toBe(1)
    expect(await ledgerViolations(t.db)).toEqual([])
  })

  it('keeps the books through batches side by side, with transfers in both directions and duplicates', async () => {
    const { wallets, move } = await books(8, 500n)
    // Deterministic pairs in both directions (the payee is 1 to 7 places on) and amounts up to 900:
    // many pass, many overdraw.
    const requests = Array.from({ length: 300 }, (_, i) =>
      move(wallet(wallets, i % 8), wallet(wallets, (i + 1 + ((i * 5) % 7)) % 8), BigInt(1 + ((i * 7919) % 900))),
    )
    const copies = requests.slice(0, 30).map((r) => ({ ...r }))
    const batcher = createLedgerBatcher(t.db, { maxInFlight: 4, maxBatch: 10 })
    const settled = await Promise.allSettled([...requests, ...copies].map((r) => batcher.submit(prepare(r))))

    const outcomes = settled.map(outcome)
    expect(outcomes.filter((o) => !['ok', 'replayed', 'insufficient_funds'].includes(o))).toEqual([])
    expect(outcomes.filter((o) => o === 'ok').length).toBeGreaterThan(30)
    expect(outcomes.filter((o) => o === 'insufficient_funds').length).toBeGreaterThan(30)
    // A duplicated key is applied at most once; a copy that came later heard the same answer.
    const applied = requests.map(
      (_, i) => outcomes[i] === 'ok' || (i < copies.length && outcomes[requests.length + i] === 'ok'),
    )
    for (let i = 0; i < copies.length; i++) {
      const pair = [settled[i], settled[requests.length + i]]
      expect(pair.filter((s) => s?.status === 'fulfilled' && !s.value.replayed).length, `key ${i}`).toBeLessThanOrEqual(
        1,
      )
      const answers = pair.flatMap((s) => (s?.status === 'fulfilled' ? [{ ...s.value, replayed: false }] : []))
      if (answers.length === 2) expect(answers[0], `key ${i}`).toEqual(answers[1])
    }
    // The books are the fold of exactly the applied transfers, and no money appeared or vanished.
    const expected = new Map(wallets.map((w) => [w, { balance: 500n, version: 1n }]))
    requests.forEach((request, i) => {
      if (!applied[i]) return
      for (const e of request.entries) {
        const state = expected.get(e.accountId)
        if (state) expected.set(e.accountId, { balance: state.balance + e.amount, version: state.version + 1n })
      }
    })
    const states = await accountStates(t.db, wallets)
    expect(states).toEqual(expected)
    expect([...states.values()].reduce((sum, state) => sum + state.balance, 0n)).toBe(8n * 500n)
    expect(await ledgerViolations(t.db)).toEqual([])
  }, 60_000)

  describe.skipIf(TEST_ENGINE !== 'postgres')('on PostgreSQL', () => {
    it('acknowledges no transfer of a batch before the whole batch has committed', async () => {
      const { wallets, move } = await books(3, 500n)
      const [w0, w1, w2] = [0, 1, 2].map((i) => wallet(wallets, i)) as [bigint, bigint, bigint]
      const schema = (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(t.db)).rows[0]?.schema
      const holder = new pg.Client({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${schema}` })
      await holder.connect()
      try {
        // Another transaction holds w2, which the batch's second transfer needs; its first does not.
        await holder.query('BEGIN')
        await holder.query('SELECT id FROM ledger_accounts WHERE id = $1 FOR UPDATE', [String(w2)])
        const batcher = createLedgerBatcher(t.db, { maxInFlight: 1, maxBatch: 10 })
        const free = move(w0, w1, 10n)
        const settledEarly: string[] = []
        const running = [free, move(w2, w0, 10n)].map((r) =>
          batcher.submit(prepare(r)).finally(() => settledEarly.push(r.idempotencyKey)),
        )
        await new Promise((resolve) => setTimeout(resolve, 500))
        expect(settledEarly).toEqual([])
        const seen = await holder.query(
          'SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = $1',
          [free.idempotencyKey],
        )
        expect(seen.rows[0]?.n).toBe(0)
        await holder.query('COMMIT')
        const results = await Promise.all(running)
        expect(results.map((r) => r.replayed)).toEqual([false, false])
      } finally {
        await holder.end()
      }
      expect(await ledgerViolations(t.db)).toEqual([])
    })
  })
})
