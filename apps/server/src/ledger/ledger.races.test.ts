import fc from 'fast-check'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../lib/app-error'
import {
  accountStates,
  closeCheckingBooks,
  createMembers,
  demoMerchantId,
  envInt,
  errorCode,
  freshCurrency,
  ledgerCounts,
  moveRequest,
  TEST_DATABASE_URL,
  TEST_ENGINE,
} from '../test/ledger-fixtures'
import { createTestDb, type TestDb } from '../test/test-app'
import { postingViolations } from './invariants'
import { balanceOf, ensureAccount, transfer, type TransferRequest, type TransferResult } from './ledger'

/**
 * M5 (idempotency storm) and M6 (overdraft race) from docs/domain/ledger.md#money-tests.
 *
 * On PostgreSQL (`server-pg`) the requests really run at once: createTestDb's pool has ten
 * connections, and a gate (a row lock held on a connection of the test's own) keeps the first
 * ten transfers waiting on the contended row until all ten are seen waiting, so every scenario
 * provably starts with a pile-up. On PGlite (single connection) the same scenarios run through
 * Promise.all, which Kysely queues; they must end the same way, so the file never tests nothing.
 */

const ON_POSTGRES = TEST_ENGINE === 'postgres'
/** openDatabase's default pool size, which createTestDb uses. */
const POOL_MAX = 10
const RACERS = 50
const STORM = envInt('LEDGER_STORM_TRANSFERS', ON_POSTGRES ? 1000 : 200)
const COPIES = 10
const BANK = envInt('LEDGER_BANK_TRANSFERS', ON_POSTGRES ? 1000 : 300)

let t: TestDb
let merchantId: number
let members: bigint[]

beforeAll(async () => {
  t = await createTestDb()
  merchantId = await demoMerchantId(t.db)
  members = await createMembers(t.db, merchantId, 21)
})
afterAll(() => closeCheckingBooks(t, postingViolations))

const member = (i: number): bigint => {
  const id = members[i]
  if (id === undefined) throw new Error(`no member ${i}`)
  return id
}

/** How an engine runs a burst of requests and reads the books while they run. */
interface Engine {
  /** Starts `work` while a row lock on `contended` is held (PostgreSQL), and returns what it returns. */
  gated<T>(contended: bigint, work: () => Promise<T>): Promise<T>
  /** Sum and minimum balance of `ids`, read in one statement, beside the burst. */
  snapshot(ids: bigint[]): Promise<{ sum: bigint; min: bigint }>
}

type Settled = PromiseSettledResult<TransferResult>
const fire = (requests: TransferRequest[]) => Promise.allSettled(requests.map((r) => transfer(t.db, r)))
const describeFailure = (s: Settled) =>
  s.status === 'rejected' ? `${errorCode(s.reason) ?? 'no code'}: ${String(s.reason)}` : 'ok'

/** Reads snapshots until `until` settles; returns them all. */
async function sampleWhile(engine: Engine, ids: bigint[], until: Promise<unknown>) {
  let done = false
  const stop = () => {
    done = true
  }
  until.then(stop, stop)
  const samples: { sum: bigint; min: bigint }[] = []
  while (!done) samples.push(await engine.snapshot(ids))
  return samples
}

function scenarios(engine: () => Engine) {
  it(`lets exactly one of ${RACERS} transfers of a wallet's whole balance through (M6)`, async () => {
    const e = engine()
    const currency = freshCurrency()
    const balance = 987_654n
    const house = await ensureAccount(t.db, { merchantId, currency, kind: 'house' })
    const wallet = await ensureAccount(t.db, { merchantId, currency, kind: 'member_main', ownerMemberId: member(0) })
    await transfer(
      t.db,
      moveRequest({ merchantId, currency, kind: 'deposit' }, `${currency}:fund`, house, wallet, balance),
    )

    // Withdrawals, vendor transfers and bets, each to a destination of its own, each for everything.
    const destinations: bigint[] = []
    const requests: TransferRequest[] = []
    for (let i = 0; i < RACERS; i++) {
      const [kind, account] =
        i === 0
          ? ['withdrawal', { kind: 'withdrawal_hold', ownerMemberId: member(0) }]
          : i % 3 === 1
            ? ['vendor_transfer', { kind: 'member_vendor', ownerMemberId: member(0), vendor: `vendor${i}` }]
            : i % 3 === 2
              ? ['bet', { kind: 'lottery_escrow', vendor: `draw${i}` }]
              : ['vendor_transfer', { kind: 'vendor_float', vendor: `vendor${i}` }]
      const destination = await ensureAccount(t.db, { merchantId, currency, ...account })
      destinations.push(destination)
      requests.push(moveRequest({ merchantId, currency, kind }, `${currency}:race:${i}`, wallet, destination, balance))
    }
    expect(new Set(destinations).size).toBe(RACERS)
    const before = await ledgerCounts(t.db)

    const race = e.gated(wallet, () => fire(requests))
    const samples = await sampleWhile(e, [wallet, ...destinations], race)
    const settled = await race

    const winners = settled.flatMap((s, i) => (s.status === 'fulfilled' ? [{ i, result: s.value }] : []))
    expect(winners.length, settled.map(describeFailure).join('\n')).toBe(1)
    const winner = winners[0]
    if (!winner) throw new Error('no winner')
    const losers = settled.filter((s) => s.status === 'rejected')
    expect(losers.map(describeFailure).filter((d) => !d.startsWith('insufficient_funds'))).toEqual([])
    for (const loser of losers) expect(loser.reason).toBeInstanceOf(AppError)

    const winnerDestination = destinations[winner.i]
    if (winnerDestination === undefined) throw new Error('no destination')
    expect(winner.result).toEqual({
      transactionId: winner.result.transactionId,
      balances: new Map([
        [wallet, 0n],
        [winnerDestination, balance],
      ]),
      replayed: false,
    })
    expect(await balanceOf(t.db, wallet)).toBe(0n)
    const states = await accountStates(t.db, destinations)
    expect(destinations.map((d) => states.get(d)?.balance)).toEqual(
      destinations.map((d) => (d === winnerDestination ? balance : 0n)),
    )
    expect(await ledgerCounts(t.db)).toEqual({ transactions: before.transactions + 1n, entries: before.entries + 2n })

    // Every snapshot taken during the race saw the money whole and the wallet never below zero.
    expect(samples.length).toBeGreaterThan(0)
    expect(samples.filter((s) => s.sum !== balance || s.min < 0n)).toEqual([])

    // The CHECK alone holds, with the ledger's own check out of the way.
    await expect(
      sql`UPDATE ledger_accounts SET balance = balance - 1 WHERE id = ${wallet}`.execute(t.db),
    ).rejects.toMatchObject({
      code: '23514',
      message: expect.stringContaining('ledger_accounts_no_overdraft'),
    })
    expect(await postingViolations(t.db)).toEqual([])
  }, 60_000)

  it(`applies ${STORM} transfers each sent ${COPIES} times at once exactly once, and refuses their keys for other payloads (M5)`, async () => {
    const e = engine()
    const currency = freshCurrency()
    const house = await ensureAccount(t.db, { merchantId, currency, kind: 'house' })
    const wallets: bigint[] = []
    for (let w = 1; w <= 20; w++)
      wallets.push(await ensureAccount(t.db, { merchantId, currency, kind: 'member_main', ownerMemberId: member(w) }))
    const walletOf = (i: number) => wallets[i % wallets.length] ?? house
    const logical: TransferRequest[] = Array.from({ length: STORM }, (_, i) =>
      moveRequest({ merchantId, currency, kind: 'storm' }, `${currency}:storm:${i}`, house, walletOf(i), BigInt(i + 1)),
    )
    const before = await ledgerCounts(t.db)

    // The copies of one request sit next to each other in the queue, so they meet in the database.
    const requests = logical.flatMap((r) =>
      Array.from({ length: COPIES }, () => ({ ...r, entries: r.entries.map((x) => ({ ...x })) })),
    )
    const settled = await e.gated(house, () => fire(requests))

    const failures = settled.map(describeFailure).filter((d) => d !== 'ok')
    expect(failures.slice(0, 10), `${failures.length} of ${settled.length} requests failed`).toEqual([])
    const results = settled.map((s) => (s.status === 'fulfilled' ? s.value : null))
    const applied = new Map<bigint, TransferResult>()
    for (let i = 0; i < STORM; i++) {
      const copies = results.slice(i * COPIES, (i + 1) * COPIES)
      const first = copies.find((r) => r?.replayed === false)
      expect(copies.filter((r) => r?.replayed === false).length, `applications of ${logical[i]?.idempotencyKey}`).toBe(
        1,
      )
      if (!first) throw new Error('no first application')
      for (const copy of copies) expect(copy).toEqual({ ...first, replayed: copy?.replayed })
      expect(applied.has(first.transactionId)).toBe(false)
      applied.set(first.transactionId, first)
    }

    // Exactly STORM transactions, and each answer is what its entries say.
    const rows = await t.db
      .selectFrom('ledgerEntries')
      .innerJoin('ledgerTransactions', 'ledgerTransactions.id', 'ledgerEntries.transactionId')
      .select(['ledgerEntries.transactionId', 'ledgerEntries.accountId', 'ledgerEntries.balanceAfter'])
      .where('ledgerTransactions.currency', '=', currency)
      .where('ledgerTransactions.kind', '=', 'storm')
      .execute()
    const written = new Map<bigint, Map<bigint, bigint>>()
    for (const row of rows) {
      const entries = written.get(row.transactionId) ?? new Map<bigint, bigint>()
      entries.set(row.accountId, row.balanceAfter)
      written.set(row.transactionId, entries)
    }
    expect(written.size).toBe(STORM)
    expect(rows.length).toBe(2 * STORM)
    for (const [id, result] of applied) expect(result.balances, `transaction ${id}`).toEqual(written.get(id))
    expect(await ledgerCounts(t.db)).toEqual({
      transactions: before.transactions + BigInt(STORM),
      entries: before.entries + 2n * BigInt(STORM),
    })

    // Balances are the sums of what was sent, each once.
    const total = BigInt((STORM * (STORM + 1)) / 2)
    const states = await accountStates(t.db, [house, ...wallets])
    expect(states.get(house)).toEqual({ balance: -total, version: BigInt(STORM) })
    for (const [w, wallet] of wallets.entries()) {
      const mine = logical.filter((_, i) => i % wallets.length === w)
      expect(states.get(wallet)).toEqual({
        balance: mine.reduce((sum, r) => sum + (r.entries[1]?.amount ?? 0n), 0n),
        version: BigInt(mine.length),
      })
    }
    expect(await postingViolations(t.db)).toEqual([])

    // 1% of the keys come back, at once, each with three other payloads: all refused, nothing moves.
    const reused = Math.max(5, Math.floor(STORM / 100))
    const hostile = Array.from({ length: reused }, (_, j) => logical[Math.floor((j * STORM) / reused)]).flatMap((r) => {
      if (!r) return []
      const [debit, credit] = r.entries
      if (!debit || !credit) return []
      return [
        {
          ...r,
          entries: [
            { ...debit, amount: debit.amount - 1n },
            { ...credit, amount: credit.amount + 1n },
          ],
        },
        {
          ...r,
          entries: [
            { ...debit, amount: -debit.amount },
            { ...credit, amount: -credit.amount },
          ],
        },
        { ...r, externalRef: `${r.externalRef}:again`, entries: r.entries.map((x) => ({ ...x })) },
      ]
    })
    const snapshot = await accountStates(t.db, [house, ...wallets])
    const counts = await ledgerCounts(t.db)
    // (Refused before any account is locked, so there is nothing to gate: the pool runs them ten at a time.)
    const refused = await fire([...hostile, ...hostile])
    expect(refused.map(describeFailure).filter((d) => !d.startsWith('idempotency_conflict'))).toEqual([])
    expect(await accountStates(t.db, [house, ...wallets])).toEqual(snapshot)
    expect(await ledgerCounts(t.db)).toEqual(counts)
    expect(await postingViolations(t.db)).toEqual([])
  }, 180_000)

  it('lets one payload win a fresh key, and one key win a reference, when they race (M5, L7)', async () => {
    const e = engine()
    const currency = freshCurrency()
    const house = await ensureAccount(t.db, { merchantId, currency, kind: 'house' })
    const wallet = await ensureAccount(t.db, { merchantId, currency, kind: 'member_main', ownerMemberId: member(0) })
    const keys = 20
    const base = (i: number, amount: bigint, key = `${currency}:key:${i}`): TransferRequest =>
      moveRequest({ merchantId, currency, kind: 'race' }, key, house, wallet, amount, `${currency}:ref:${i}`)
    // Per key: payloads A and B alternate five times each. Per reference: five keys, same payload.
    const keyRace = Array.from({ length: keys }, (_, i) =>
      Array.from({ length: 10 }, (_, c) => base(i, c % 2 === 0 ? 100n : 101n)),
    ).flat()
    const refRace = Array.from({ length: keys }, (_, i) =>
      Array.from({ length: 5 }, (_, c) => base(keys + i, 7n, `${currency}:refkey:${i}:${c}`)),
    ).flat()
    // And ten copies of an overdraft: each copy finds the key free again after the last one's rollback.
    const empty = await ensureAccount(t.db, { merchantId, currency, kind: 'member_main', ownerMemberId: member(1) })
    const overdraft = Array.from({ length: 10 }, () => ({
      ...base(2 * keys, 1n, `${currency}:overdraft`),
      entries: [
        { accountId: empty, amount: -1n },
        { accountId: house, amount: 1n },
      ],
    }))
    const before = await ledgerCounts(t.db)
    const settled = await e.gated(house, () => fire([...keyRace, ...refRace, ...overdraft]))

    let moved = 0n
    for (let i = 0; i < keys; i++) {
      const copies = settled.slice(i * 10, (i + 1) * 10)
      const accepted = copies.flatMap((s, c) => (s.status === 'fulfilled' ? [{ c, result: s.value }] : []))
      const winner = accepted.find((a) => !a.result.replayed)
      expect(
        accepted.filter((a) => !a.result.replayed).length,
        `key ${i}: ${copies.map(describeFailure).join(', ')}`,
      ).toBe(1)
      if (!winner) throw new Error('no winner')
      // Everyone who sent the winning payload got the winner's answer; the others a conflict.
      copies.forEach((s, c) => {
        if (c % 2 === winner.c % 2)
          expect(s.status === 'fulfilled' ? { ...s.value, replayed: true } : describeFailure(s)).toEqual({
            ...winner.result,
            replayed: true,
          })
        else expect(describeFailure(s)).toMatch(/^idempotency_conflict/)
      })
      moved += winner.c % 2 === 0 ? 100n : 101n
    }
    for (let i = 0; i < keys; i++) {
      const attempts = settled.slice(keys * 10 + i * 5, keys * 10 + (i + 1) * 5)
      expect(attempts.filter((s) => s.status === 'fulfilled').length, `reference ${i}`).toBe(1)
      expect(attempts.map(describeFailure).filter((d) => d !== 'ok' && !d.startsWith('conflict'))).toEqual([])
      moved += 7n
    }
    expect(settled.slice(keys * 15).map((s) => (s.status === 'rejected' ? errorCode(s.reason) : 'ok'))).toEqual(
      Array.from({ length: 10 }, () => 'insufficient_funds'),
    )
    expect(await accountStates(t.db, [empty])).toEqual(new Map([[empty, { balance: 0n, version: 0n }]]))
    expect(await ledgerCounts(t.db)).toEqual({
      transactions: before.transactions + BigInt(2 * keys),
      entries: before.entries + BigInt(4 * keys),
    })
    expect(await balanceOf(t.db, wallet)).toBe(moved)
    expect(await postingViolations(t.db)).toEqual([])
  }, 60_000)

  it(`keeps the money whole through ${BANK} concurrent transfers among wallets in every direction (M2 at the ledger)`, async () => {
    const e = engine()
    const currency = freshCurrency()
    const house = await ensureAccount(t.db, { merchantId, currency, kind: 'house' })
    const wallets: bigint[] = []
    for (let w = 0; w < 12; w++)
      wallets.push(await ensureAccount(t.db, { merchantId, currency, kind: 'member_main', ownerMemberId: member(w) }))
    const start = 10_000n
    for (const [w, wallet] of wallets.entries()) {
      await transfer(
        t.db,
        moveRequest({ merchantId, currency, kind: 'deposit' }, `${currency}:seed:${w}`, house, wallet, start),
      )
    }
    const total = start * BigInt(wallets.length)
    // One payer and one or two payees, amounts up to half a starting balance: many pass, many overdraw,
    // and pairs of wallets meet in both directions (the lock order is what keeps them from deadlocking).
    const plans = fc.sample(
      fc.record({
        parties: fc.uniqueArray(fc.nat({ max: wallets.length - 1 }), { minLength: 2, maxLength: 3 }),
        amounts: fc.array(fc.bigInt({ min: 1n, max: 5_000n }), { minLength: 2, maxLength: 2 }),
      }),
      { seed: 20_261_122, numRuns: BANK },
    )
    const requests: TransferRequest[] = plans.map((plan, i) => {
      const [payer, ...payees] = plan.parties.map((p) => wallets[p] ?? house)
      const amounts = payees.map((_, j) => plan.amounts[j] ?? 1n)
      return {
        idempotencyKey: `${currency}:bank:${i}`,
        merchantId,
        currency,
        kind: 'bank',
        externalRef: `${currency}:bank:${i}`,
        entries: [
          { accountId: payer ?? house, amount: -amounts.reduce((sum, a) => sum + a, 0n) },
          ...payees.map((accountId, j) => ({ accountId, amount: amounts[j] ?? 1n })),
        ],
      }
    })
    const before = await ledgerCounts(t.db)
    const burst = fire(requests)
    const samples = await sampleWhile(e, wallets, burst)
    const settled = await burst

    expect(settled.map(describeFailure).filter((d) => d !== 'ok' && !d.startsWith('insufficient_funds'))).toEqual([])
    const applied = requests.filter((_, i) => settled[i]?.status === 'fulfilled')
    expect(applied.length).toBeGreaterThan(BANK / 10)
    expect(applied.length).toBeLessThan(BANK)
    // The final books are the fold of exactly the accepted transfers.
    const expected = new Map(wallets.map((w) => [w, { balance: start, version: 1n }]))
    for (const request of applied) {
      for (const entry of request.entries) {
        const state = expected.get(entry.accountId)
        if (state) expected.set(entry.accountId, { balance: state.balance + entry.amount, version: state.version + 1n })
      }
    }
    expect(await accountStates(t.db, wallets)).toEqual(expected)
    const entries = applied.reduce((n, r) => n + BigInt(r.entries.length), 0n)
    expect(await ledgerCounts(t.db)).toEqual({
      transactions: before.transactions + BigInt(applied.length),
      entries: before.entries + entries,
    })
    // Every snapshot read while they ran summed to the total, with no wallet below zero.
    expect(samples.length).toBeGreaterThan(0)
    expect(samples.filter((s) => s.sum !== total || s.min < 0n)).toEqual([])
    expect(await postingViolations(t.db)).toEqual([])
  }, 120_000)
}

// ---------------------------------------------------------------------------------------------

/** Two connections of the test's own: one holds the gate's row lock, one watches and samples. */
class PostgresEngine implements Engine {
  peak = 0
  private constructor(
    private readonly holder: pg.Client,
    private readonly holderPid: number,
    private readonly watcher: pg.Client,
  ) {}

  static async open(): Promise<PostgresEngine> {
    if (!TEST_DATABASE_URL) throw new Error('server-pg needs TEST_DATABASE_URL')
    const schema = (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(t.db)).rows[0]?.schema
    if (!schema?.startsWith('test_')) throw new Error(`unexpected schema ${schema}`)
    const connect = async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${schema}` })
      await client.connect()
      return client
    }
    const holder = await connect()
    const pid = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid
    if (pid === undefined) throw new Error('no backend pid')
    return new PostgresEngine(holder, pid, await connect())
  }

  async close() {
    await this.holder.end()
    await this.watcher.end()
  }

  /** Backends waiting, directly or through another waiter, on the gate. */
  private async waiting(): Promise<number> {
    const result = await this.watcher.query<{ n: number }>(
      `WITH RECURSIVE blocked(pid) AS (
         SELECT pid FROM pg_stat_activity WHERE $1::int = ANY(pg_blocking_pids(pid))
         UNION
         SELECT a.pid FROM pg_stat_activity a JOIN blocked b ON b.pid = ANY(pg_blocking_pids(a.pid))
       ) SELECT count(*)::int AS n FROM blocked`,
      [this.holderPid],
    )
    return result.rows[0]?.n ?? 0
  }

  async gated<T>(contended: bigint, work: () => Promise<T>): Promise<T> {
    await this.holder.query('BEGIN')
    await this.holder.query('SELECT id FROM ledger_accounts WHERE id = $1 FOR UPDATE', [String(contended)])
    const running = work()
    let seen = 0
    try {
      const deadline = Date.now() + 20_000
      while (seen < POOL_MAX && Date.now() < deadline) {
        seen = await this.waiting()
        this.peak = Math.max(this.peak, seen)
        if (seen < POOL_MAX) await new Promise((resolve) => setTimeout(resolve, 5))
      }
    } finally {
      await this.holder.query('COMMIT')
    }
    const result = await running
    // Proof the burst was concurrent: every pooled connection was stuck behind the gate at once.
    expect(seen, 'transfers seen waiting behind the gate at once').toBeGreaterThanOrEqual(POOL_MAX)
    return result
  }

  async snapshot(ids: bigint[]) {
    const result = await this.watcher.query<{ sum: string; min: string }>(
      'SELECT sum(balance)::text AS sum, min(balance)::text AS min FROM ledger_accounts WHERE id = ANY($1::bigint[])',
      [ids.map(String)],
    )
    const row = result.rows[0]
    if (!row) throw new Error('no snapshot')
    return { sum: BigInt(row.sum), min: BigInt(row.min) }
  }
}

/** PGlite: one connection, so the burst is queued by Kysely and snapshots slot in between. */
const pgliteEngine: Engine = {
  gated: (_contended, work) => work(),
  async snapshot(ids) {
    const row = await t.db
      .selectFrom('ledgerAccounts')
      .select([sql<string>`sum(balance)::text`.as('sum'), sql<string>`min(balance)::text`.as('min')])
      .where('id', 'in', ids)
      .executeTakeFirstOrThrow()
    return { sum: BigInt(row.sum), min: BigInt(row.min) }
  },
}

describe.skipIf(!ON_POSTGRES)('ledger races on PostgreSQL, really concurrent', () => {
  let engine: PostgresEngine | null = null
  beforeAll(async () => {
    expect(t.engine).toBe('postgres')
    engine = await PostgresEngine.open()
  })
  afterAll(async () => {
    await engine?.close()
  })
  scenarios(() => {
    if (!engine) throw new Error('engine not open')
    return engine
  })
})

describe.skipIf(ON_POSTGRES)('the same races queued on PGlite', () => {
  beforeAll(() => {
    expect(t.engine).toBe('pglite')
  })
  scenarios(() => pgliteEngine)
})
