import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/database'
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
  propertyReplay,
  type LedgerCounts,
} from '../test/ledger-fixtures'
import { createTestDb, type TestDb } from '../test/test-app'
import { postingViolations } from './invariants'
import { ensureAccount, MAX_ENTRY, transfer, WALLET_KINDS, type TransferRequest, type TransferResult } from './ledger'

/**
 * M1 / L11 (docs/domain/ledger.md): random sequences of transfers, replays, key
 * reuses and reference reuses, with hostile amounts, run against the real database and an
 * in-memory model of what the ledger promises. After every command the balances and versions
 * equal the model's, the whole ledger holds exactly the transactions and entries the model
 * expects (a rejected command adds nothing: L9), and the invariant queries find nothing (L1-L5).
 *
 * Each run gets a fresh currency, hence fresh accounts and books of its own, in one database
 * per file. LEDGER_PROPERTY_RUNS / LEDGER_PROPERTY_COMMANDS scale it up for a nightly run;
 * LEDGER_PROPERTY_SEED / LEDGER_PROPERTY_PATH replay a reported failure.
 */

const NUM_RUNS = envInt('LEDGER_PROPERTY_RUNS', 100)
const MAX_COMMANDS = envInt('LEDGER_PROPERTY_COMMANDS', 30)

/** The accounts of one run: system accounts may go negative, wallets may not. */
const ACCOUNT_PLAN: readonly { kind: string; owner?: number }[] = [
  { kind: 'house' },
  { kind: 'psp_clearing' },
  { kind: 'member_main', owner: 0 },
  { kind: 'member_main', owner: 1 },
  { kind: 'member_main', owner: 2 },
  { kind: 'withdrawal_hold', owner: 0 },
]
/** Party indexes past the plan: a wallet in a currency no run uses, and an id that does not exist. */
const FOREIGN = ACCOUNT_PLAN.length
const UNKNOWN = ACCOUNT_PLAN.length + 1
const UNKNOWN_ACCOUNT_ID = 2n ** 62n
const TX_KINDS = ['prop', 'prop_alt'] as const

let t: TestDb
let merchantId: number
let members: bigint[]
let foreignAccount: bigint
let runSeq = 0
/** How often each outcome was seen, to prove the generators reach every path. */
const seen = new Map<string, number>()

beforeAll(async () => {
  t = await createTestDb()
  merchantId = await demoMerchantId(t.db)
  members = await createMembers(t.db, merchantId, 3)
  const owner = members[0]
  if (owner === undefined) throw new Error('no member')
  foreignAccount = await ensureAccount(t.db, {
    merchantId,
    currency: freshCurrency(),
    kind: 'member_main',
    ownerMemberId: owner,
  })
})
afterAll(() => closeCheckingBooks(t, postingViolations))

// ---------------------------------------------------------------------------------------------
// The model

interface ModelAccount {
  label: string
  currency: string
  noNegative: boolean
  balance: bigint
  version: bigint
}

interface Applied {
  request: TransferRequest
  result: TransferResult
}

interface Model {
  currency: string
  /** Party index -> account id (the run's accounts, the foreign wallet, an unknown id). */
  parties: bigint[]
  accounts: Map<bigint, ModelAccount>
  /** Applied transfers by idempotency key, and their keys in order (for picking one). */
  applied: Map<string, Applied>
  appliedKeys: string[]
  /** `kind \0 externalRef` of every applied transfer. */
  refs: Set<string>
  /** Requests the ledger refused, to send again later. */
  rejected: TransferRequest[]
  /** What the whole ledger holds: runs share the database, so the baseline is read at setup. */
  counts: LedgerCounts
}

interface Real {
  db: Db
  prefix: string
  seq: number
}

type Expected =
  | { type: 'rejected'; code: string }
  | { type: 'replayed'; stored: TransferResult }
  | { type: 'applied'; after: Map<bigint, bigint> }

const refKey = (request: TransferRequest) => `${request.kind}\u0000${request.externalRef}`

/** What makes two requests "the same payload" (everything but the key). */
const payloadOf = (r: TransferRequest) =>
  JSON.stringify([
    r.merchantId,
    r.currency,
    r.kind,
    r.externalRef,
    r.entries.map((e) => [String(e.accountId), String(e.amount)]),
    r.metadata ?? {},
  ])

/** The ledger's validation rules, as the specification states them. */
function isValid(r: TransferRequest): boolean {
  if (!/^[A-Za-z0-9_:.-]{1,128}$/.test(r.idempotencyKey)) return false
  if (!/^[A-Z]{3}$/.test(r.currency) || r.kind === '' || r.externalRef === '') return false
  if (r.entries.length < 2) return false
  if (r.entries.some((e) => e.amount === 0n || e.amount > MAX_ENTRY || e.amount < -MAX_ENTRY)) return false
  if (r.entries.reduce((sum, e) => sum + e.amount, 0n) !== 0n) return false
  return new Set(r.entries.map((e) => e.accountId)).size === r.entries.length
}

/**
 * The outcome the ledger promises, in the order it decides: validation, then the key (same
 * payload replays, another payload conflicts), then the reference, then the accounts, then
 * currency and funds entry by entry.
 */
function predict(m: Model, r: TransferRequest): Expected {
  if (!isValid(r)) return { type: 'rejected', code: 'validation_failed' }
  const applied = m.applied.get(r.idempotencyKey)
  if (applied) {
    return payloadOf(applied.request) === payloadOf(r)
      ? { type: 'replayed', stored: applied.result }
      : { type: 'rejected', code: 'idempotency_conflict' }
  }
  if (m.refs.has(refKey(r))) return { type: 'rejected', code: 'conflict' }
  if (r.entries.some((e) => !m.accounts.has(e.accountId))) return { type: 'rejected', code: 'not_found' }
  const after = new Map<bigint, bigint>()
  for (const entry of r.entries) {
    const account = m.accounts.get(entry.accountId)
    if (!account || account.currency !== r.currency) return { type: 'rejected', code: 'validation_failed' }
    const balance = account.balance + entry.amount
    if (account.noNegative && balance < 0n) return { type: 'rejected', code: 'insufficient_funds' }
    after.set(entry.accountId, balance)
  }
  return { type: 'applied', after }
}

const show = (r: TransferRequest) =>
  `${r.idempotencyKey} ${r.kind}/${r.externalRef} [${r.entries.map((e) => `${e.accountId}:${e.amount}`).join(' ')}]${r.metadata ? ` ${JSON.stringify(r.metadata)}` : ''}`

/** Sends one request to the ledger, compares the answer and the books with the model, and advances it. */
async function exercise(m: Model, real: Real, request: TransferRequest): Promise<void> {
  const expected = predict(m, request)
  let outcome: { ok: true; result: TransferResult } | { ok: false; error: unknown }
  try {
    outcome = { ok: true, result: await transfer(real.db, request) }
  } catch (error) {
    outcome = { ok: false, error }
  }
  const label = expected.type === 'rejected' ? expected.code : expected.type
  seen.set(label, (seen.get(label) ?? 0) + 1)
  const context = `${show(request)} expected ${label}`

  if (expected.type === 'rejected') {
    expect(outcome.ok ? 'accepted' : errorCode(outcome.error), context).toBe(expected.code)
    // A refusal is always the ledger's own error, never a raw database error.
    if (!outcome.ok) expect(outcome.error, context).toBeInstanceOf(AppError)
    m.rejected.push(request)
  } else if (!outcome.ok) {
    throw new Error(`${context}, but it failed: ${String(outcome.error)}`, { cause: outcome.error })
  } else if (expected.type === 'replayed') {
    expect(outcome.result, context).toEqual({ ...expected.stored, replayed: true })
  } else {
    const { result } = outcome
    expect(result.replayed, context).toBe(false)
    expect(result.balances, context).toEqual(expected.after)
    for (const applied of m.applied.values())
      expect(result.transactionId, context).not.toBe(applied.result.transactionId)
    // The entries written are exactly the request's, with running balances and versions.
    const entries = await real.db
      .selectFrom('ledgerEntries')
      .select(['accountId', 'amount', 'balanceAfter', 'accountVersion'])
      .where('transactionId', '=', result.transactionId)
      .orderBy('id')
      .execute()
    expect(entries, context).toEqual(
      request.entries.map((e) => {
        const account = m.accounts.get(e.accountId)
        if (!account) throw new Error('predicted an unknown account')
        return {
          accountId: e.accountId,
          amount: e.amount,
          balanceAfter: expected.after.get(e.accountId),
          accountVersion: account.version + 1n,
        }
      }),
    )
    for (const [id, balance] of expected.after) {
      const account = m.accounts.get(id)
      if (!account) throw new Error('predicted an unknown account')
      account.balance = balance
      account.version += 1n
    }
    m.applied.set(request.idempotencyKey, { request, result })
    m.appliedKeys.push(request.idempotencyKey)
    m.refs.add(refKey(request))
    m.counts = { transactions: m.counts.transactions + 1n, entries: m.counts.entries + BigInt(request.entries.length) }
  }
  await expectBooksMatch(m, real, context)
}

/** The database holds what the model says, and nothing more. */
async function expectBooksMatch(m: Model, real: Real, context: string): Promise<void> {
  const states = await accountStates(real.db, [...m.accounts.keys()])
  const actual = Object.fromEntries([...m.accounts].map(([id, a]) => [a.label, states.get(id)]))
  const wanted = Object.fromEntries(
    [...m.accounts.values()].map((a) => [a.label, { balance: a.balance, version: a.version }]),
  )
  expect(actual, context).toEqual(wanted)
  expect(await ledgerCounts(real.db), context).toEqual(m.counts)
  expect(await postingViolations(real.db), context).toEqual([])
}

// ---------------------------------------------------------------------------------------------
// Commands: each builds a request from the model's state when it runs, then `exercise`s it.

type LedgerCommand = fc.AsyncCommand<Model, Real>

type AmountSpec = { type: 'value'; value: bigint } | { type: 'payerBalance'; delta: bigint }

const nextKey = (real: Real, tag: string) => `${real.prefix}:${tag}${++real.seq}`
const pick = <T>(items: readonly T[], index: number): T => {
  const item = items[index % items.length]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}
const copy = (r: TransferRequest): TransferRequest => ({ ...r, entries: r.entries.map((e) => ({ ...e })) })

/** A new transfer: the first party pays, the others receive. */
class TransferCommand implements LedgerCommand {
  constructor(
    readonly parties: number[],
    readonly amounts: AmountSpec[],
    readonly kind: (typeof TX_KINDS)[number],
    readonly unbalanced: boolean,
    readonly badKey: string | null,
    readonly metadata: Record<string, unknown> | null,
  ) {}
  check = () => true
  async run(m: Model, real: Real) {
    const ids = this.parties.map((p) => pick(m.parties, p))
    const [payer, ...payees] = ids
    if (payer === undefined) throw new Error('no payer')
    const payerBalance = m.accounts.get(payer)?.balance ?? 0n
    const received = payees.map((_, i) => {
      const spec = pick(this.amounts, i)
      return spec.type === 'value' ? spec.value : payerBalance + spec.delta
    })
    const entries = [
      { accountId: payer, amount: -received.reduce((sum, a) => sum + a, 0n) },
      ...payees.map((id, i) => ({ accountId: id, amount: received[i] ?? 0n })),
    ]
    const last = entries[entries.length - 1]
    if (this.unbalanced && last) last.amount += 1n
    const key = nextKey(real, 't')
    await exercise(m, real, {
      idempotencyKey: this.badKey ?? key,
      merchantId,
      currency: m.currency,
      kind: this.kind,
      externalRef: `ref-${key}`,
      entries,
      ...(this.metadata ? { metadata: this.metadata } : {}),
    })
  }
  toString() {
    const amounts = this.amounts.map((a) =>
      a.type === 'value' ? String(a.value) : `balance${a.delta >= 0n ? '+' : ''}${a.delta}`,
    )
    return `transfer(${this.parties.join('->')}, ${amounts.join('/')}, ${this.kind}${this.unbalanced ? ', unbalanced' : ''}${this.badKey !== null ? `, key ${JSON.stringify(this.badKey)}` : ''}${this.metadata ? ', metadata' : ''})`
  }
}

/** Money in: a system account (house, PSP clearing) credits a wallet an ordinary amount. */
class DepositCommand implements LedgerCommand {
  constructor(
    readonly from: number,
    readonly to: number,
    readonly amount: bigint,
  ) {}
  check = () => true
  async run(m: Model, real: Real) {
    const key = nextKey(real, 'd')
    await exercise(m, real, {
      idempotencyKey: key,
      merchantId,
      currency: m.currency,
      kind: 'prop',
      externalRef: `ref-${key}`,
      entries: [
        { accountId: pick(m.parties, this.from), amount: -this.amount },
        { accountId: pick(m.parties, this.to), amount: this.amount },
      ],
    })
  }
  toString = () => `deposit(${this.from}->${this.to}, ${this.amount})`
}

/** An applied transfer sent again, same key and payload: the stored answer, nothing changes. */
class ReplayCommand implements LedgerCommand {
  constructor(readonly index: number) {}
  check = (m: Readonly<Model>) => m.appliedKeys.length > 0
  async run(m: Model, real: Real) {
    const applied = m.applied.get(pick(m.appliedKeys, this.index))
    if (!applied) throw new Error('applied key without a transfer')
    await exercise(m, real, copy(applied.request))
  }
  toString = () => `replay(#${this.index})`
}

const MUTATIONS = ['reverse', 'amount', 'ref', 'kind', 'metadata', 'accounts'] as const
/** An applied transfer's key reused for another payload: idempotency_conflict, nothing changes. */
class ReuseKeyCommand implements LedgerCommand {
  constructor(
    readonly index: number,
    readonly mutation: (typeof MUTATIONS)[number],
  ) {}
  check = (m: Readonly<Model>) => m.appliedKeys.length > 0
  async run(m: Model, real: Real) {
    const applied = m.applied.get(pick(m.appliedKeys, this.index))
    if (!applied) throw new Error('applied key without a transfer')
    const request = copy(applied.request)
    switch (this.mutation) {
      case 'reverse':
        for (const e of request.entries) e.amount = -e.amount
        break
      case 'amount': {
        // One more unit moved: still balanced, still within bounds unless the original was at the edge.
        const first = request.entries[0]
        const last = request.entries[request.entries.length - 1]
        if (first && last) {
          first.amount += first.amount < 0n ? -1n : 1n
          last.amount += first.amount < 0n ? 1n : -1n
        }
        break
      }
      case 'ref':
        request.externalRef = `${request.externalRef}-other`
        break
      case 'kind':
        request.kind = request.kind === 'prop' ? 'prop_alt' : 'prop'
        break
      case 'metadata':
        request.metadata = { ...request.metadata, retried: true }
        break
      case 'accounts': {
        const used = new Set(request.entries.map((e) => e.accountId))
        const other = m.parties.slice(0, ACCOUNT_PLAN.length).find((id) => !used.has(id))
        const last = request.entries[request.entries.length - 1]
        if (other !== undefined && last) last.accountId = other
        break
      }
    }
    await exercise(m, real, request)
  }
  toString = () => `reuseKey(#${this.index}, ${this.mutation})`
}

/** An applied transfer's reference under a new key: conflict (unless the kind differs). */
class ReuseRefCommand implements LedgerCommand {
  constructor(
    readonly index: number,
    readonly reverse: boolean,
    readonly otherKind: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.appliedKeys.length > 0
  async run(m: Model, real: Real) {
    const applied = m.applied.get(pick(m.appliedKeys, this.index))
    if (!applied) throw new Error('applied key without a transfer')
    const request = copy(applied.request)
    request.idempotencyKey = nextKey(real, 'r')
    if (this.reverse) for (const e of request.entries) e.amount = -e.amount
    if (this.otherKind) request.kind = request.kind === 'prop' ? 'prop_alt' : 'prop'
    await exercise(m, real, request)
  }
  toString = () => `reuseRef(#${this.index}${this.reverse ? ', reversed' : ''}${this.otherKind ? ', other kind' : ''})`
}

/**
 * A refused request sent again with its key: the refusal left no trace, so it is judged afresh
 * (and may now pass if funds arrived meanwhile).
 */
class RetryRejectedCommand implements LedgerCommand {
  constructor(readonly index: number) {}
  check = (m: Readonly<Model>) => m.rejected.length > 0
  async run(m: Model, real: Real) {
    await exercise(m, real, copy(pick(m.rejected, this.index)))
  }
  toString = () => `retryRejected(#${this.index})`
}

// ---------------------------------------------------------------------------------------------
// Generators

const HOSTILE_AMOUNTS = [
  0n,
  1n,
  -1n,
  MAX_ENTRY - 1n,
  MAX_ENTRY,
  MAX_ENTRY + 1n,
  -MAX_ENTRY,
  -(MAX_ENTRY + 1n),
  2n ** 63n,
  -(2n ** 63n),
  2n ** 64n,
]

const amountSpec: fc.Arbitrary<AmountSpec> = fc.oneof(
  { weight: 8, arbitrary: fc.bigInt({ min: 1n, max: 50_000n }).map((value) => ({ type: 'value' as const, value })) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_AMOUNTS).map((value) => ({ type: 'value' as const, value })) },
  { weight: 1, arbitrary: fc.bigInt({ min: -50_000n, max: -1n }).map((value) => ({ type: 'value' as const, value })) },
  // The payer's whole balance, one unit less, or one unit more (an overdraft for a wallet).
  { weight: 2, arbitrary: fc.constantFrom(-1n, 0n, 1n).map((delta) => ({ type: 'payerBalance' as const, delta })) },
)

const runParty = fc.nat({ max: ACCOUNT_PLAN.length - 1 })
const party = fc.oneof(
  { weight: 30, arbitrary: runParty },
  { weight: 1, arbitrary: fc.constant(FOREIGN) },
  { weight: 1, arbitrary: fc.constant(UNKNOWN) },
)
const parties = fc.oneof(
  { weight: 15, arbitrary: fc.uniqueArray(party, { minLength: 2, maxLength: 3 }) },
  { weight: 1, arbitrary: runParty.map((p) => [p, p]) }, // one account twice
)
const badKey = fc.oneof(
  { weight: 30, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom('', 'has space', 'x'.repeat(129), 'ключ', 'semi;colon', "quote'") },
)
const metadata = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.record({ note: fc.string({ maxLength: 8 }), round: fc.nat({ max: 9 }) }) },
)

const transferCommand = fc
  .record({
    parties,
    amounts: fc.array(amountSpec, { minLength: 1, maxLength: 2 }),
    kind: fc.constantFrom(...TX_KINDS),
    unbalanced: fc.oneof({ weight: 20, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    badKey,
    metadata,
  })
  .map((c) => new TransferCommand(c.parties, c.amounts, c.kind, c.unbalanced, c.badKey, c.metadata))

const depositCommand = fc
  .tuple(
    fc.constantFrom(0, 1),
    fc.integer({ min: 2, max: ACCOUNT_PLAN.length - 1 }),
    fc.bigInt({ min: 1n, max: 100_000n }),
  )
  .map(([from, to, amount]) => new DepositCommand(from, to, amount))

const commands = fc.commands<Model, Real, false>(
  [
    transferCommand,
    transferCommand,
    transferCommand,
    transferCommand,
    depositCommand,
    depositCommand,
    fc.nat().map((i) => new ReplayCommand(i)),
    fc.tuple(fc.nat(), fc.constantFrom(...MUTATIONS)).map(([i, mutation]) => new ReuseKeyCommand(i, mutation)),
    fc
      .tuple(fc.nat(), fc.boolean(), fc.boolean())
      .map(([i, reverse, otherKind]) => new ReuseRefCommand(i, reverse, otherKind)),
    fc.nat().map((i) => new RetryRejectedCommand(i)),
  ],
  { maxCommands: MAX_COMMANDS, size: 'max' },
)

/** Fresh accounts in a fresh currency, and a model that knows them. */
async function setup(): Promise<{ model: Model; real: Real }> {
  const currency = freshCurrency()
  const accounts = new Map<bigint, ModelAccount>()
  const ids: bigint[] = []
  for (const [i, plan] of ACCOUNT_PLAN.entries()) {
    const owner = plan.owner === undefined ? null : members[plan.owner]
    const id = await ensureAccount(t.db, { merchantId, currency, kind: plan.kind, ownerMemberId: owner ?? null })
    ids.push(id)
    accounts.set(id, {
      label: `${i}:${plan.kind}`,
      currency,
      noNegative: WALLET_KINDS.has(plan.kind),
      balance: 0n,
      version: 0n,
    })
  }
  const foreign = (await accountStates(t.db, [foreignAccount])).get(foreignAccount)
  accounts.set(foreignAccount, {
    label: 'foreign',
    currency: 'other',
    noNegative: true,
    balance: foreign?.balance ?? 0n,
    version: foreign?.version ?? 0n,
  })
  const model: Model = {
    currency,
    parties: [...ids, foreignAccount, UNKNOWN_ACCOUNT_ID],
    accounts,
    applied: new Map(),
    appliedKeys: [],
    refs: new Set(),
    rejected: [],
    counts: await ledgerCounts(t.db),
  }
  runSeq += 1
  return { model, real: { db: t.db, prefix: `p${runSeq}`, seq: 0 } }
}

describe('the ledger against its model (M1)', () => {
  it(`keeps the books of random transfers, replays and reuses equal to the model (${NUM_RUNS} runs × ≤${MAX_COMMANDS} commands)`, async () => {
    const stats = { runs: 0, applied: 0n }
    const replay = propertyReplay()
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        const before = await ledgerCounts(t.db)
        await fc.asyncModelRun(setup, cmds)
        stats.runs += 1
        stats.applied += (await ledgerCounts(t.db)).transactions - before.transactions
      }),
      { numRuns: NUM_RUNS, ...replay },
    )
    if (replay.path !== undefined) return
    // The generators must actually reach every path, not refuse everything.
    expect(stats.runs).toBeGreaterThanOrEqual(NUM_RUNS)
    expect(stats.applied).toBeGreaterThan(BigInt(NUM_RUNS))
    for (const outcome of [
      'applied',
      'replayed',
      'idempotency_conflict',
      'conflict',
      'insufficient_funds',
      'validation_failed',
      'not_found',
    ]) {
      expect(seen.get(outcome) ?? 0, `${outcome} in ${JSON.stringify(Object.fromEntries(seen))}`).toBeGreaterThan(0)
    }
  }, 600_000)
})
