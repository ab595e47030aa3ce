import { randomInt, randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { hash, type Algorithm } from '@node-rs/argon2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromMinor } from '../lib/money'
import { bearer, registeredMember } from '../test/accounts'
import { encryptForServer } from '../test/encrypt'
import { envInt, TEST_ENGINE } from '../test/ledger-fixtures'
import { operatorSession } from '../test/operators'
import { createTestApp, type TestApp } from '../test/test-app'
import { ledgerViolations } from './invariants'

/**
 * M2 from docs/domain/ledger.md#money-tests, over real HTTP: 20 wallets, 32 concurrent clients
 * transferring and reading for BANK_TEST_SECONDS (default 60). Every transfer goes through the
 * member API (payment password, Idempotency-Key, E-encrypted body); every read is the operator
 * snapshot, one SQL statement, which must sum to the seeded total with no wallet below zero.
 * PostgreSQL only: PGlite runs one statement at a time, so nothing would ever interleave.
 */

const WALLETS = 20
const CLIENTS = 32
const SECONDS = envInt('BANK_TEST_SECONDS', 60)
const SEED_MINOR = 50_000n
const TOTAL = SEED_MINOR * BigInt(WALLETS)
const PAYMENT_PASSWORD = '123456'
/**
 * The payment passwords are stored as Argon2id with tiny parameters. The server verifies a hash
 * with the parameters written in it, through the same code and the same two-slot queue; at the
 * policy's 19 MiB each verify takes 30-50 ms of a core: on the shared two-core runner that held
 * the test to about twelve transfers a second, with at most two of them past the password check at
 * once, so the ledger would hardly see concurrency. bench/login.ts measures the argon2 cost itself.
 */
const CHEAP_ARGON2 = { memoryCost: 64, timeCost: 1, parallelism: 1, algorithm: 2 as Algorithm }

interface Wallet {
  memberId: bigint
  username: string
  headers: Record<string, string>
}

let t: TestApp
let base: string
let wallets: Wallet[]
let operator: Record<string, string>
let serverKey: { keyId: string; publicKey: string }

describe.skipIf(TEST_ENGINE !== 'postgres')('bank test over HTTP (M2)', () => {
  beforeAll(async () => {
    // Merchant settings cached as in production (tests default to no cache, to see changes at once).
    t = await createTestApp({ settingsCacheMs: 60_000 })
    operator = (await operatorSession(t)).headers
    // A chain of agents, each the parent of the next: wallet i pays any j > i (its downline)
    // and i - 1 (its upline), so money can travel between any two wallets.
    wallets = []
    for (let i = 0; i < WALLETS; i++) {
      const { id, username, token } = await registeredMember(t)
      await t.db
        .updateTable('members')
        .set({ isAgent: 1, parentId: wallets[i - 1]?.memberId ?? null })
        .where('id', '=', id)
        .execute()
      await t.db
        .updateTable('members')
        .set({ paymentPasswordHash: await hash(PAYMENT_PASSWORD, CHEAP_ARGON2) })
        .where('id', '=', id)
        .execute()
      const seed = await t.app.inject({
        method: 'POST',
        url: `/wps/operator/members/${id}/adjustments`,
        headers: { ...operator, 'idempotency-key': `bank-seed-${i}` },
        payload: { direction: 'credit', amount: fromMinor(SEED_MINOR), reason: 'bank test float', type: 'adjustment' },
      })
      if (seed.statusCode !== 200) throw new Error(`seed: ${seed.body}`)
      wallets.push({ memberId: id, username, headers: bearer(token) })
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    serverKey = ((await (await fetch(`${base}/wps/system/publicKey`)).json()) as { value: typeof serverKey }).value
  }, 120_000)
  afterAll(async () => {
    if (!t) return
    try {
      expect(await ledgerViolations(t.db)).toEqual([])
    } finally {
      await t.close()
    }
  })

  /** One random transfer between two distinct wallets, through the member API. */
  async function randomTransfer(): Promise<{ status: number; code: string | null }> {
    const payer = randomInt(WALLETS)
    const payees = [
      ...(payer > 0 ? [payer - 1] : []),
      ...Array.from({ length: WALLETS - payer - 1 }, (_, k) => payer + 1 + k),
    ]
    const payee = payees[randomInt(payees.length)] ?? 0
    const amount = fromMinor(BigInt(randomInt(1, 5_001)))
    const from = wallets[payer]
    const to = wallets[payee]
    if (!from || !to) throw new Error('no such wallet')
    const upline = payee === payer - 1
    const body = upline
      ? { amount, paymentPassword: PAYMENT_PASSWORD }
      : { username: to.username, amount, paymentPassword: PAYMENT_PASSWORD }
    const res = await fetch(`${base}${upline ? '/wps/member/transfer/upline' : '/wps/agent/transfer/downline'}`, {
      method: 'POST',
      headers: { ...from.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(encryptForServer(serverKey.keyId, serverKey.publicKey, body)),
    })
    const json = (await res.json()) as { code?: string }
    return { status: res.status, code: json.code ?? null }
  }

  /** The snapshot read: null when it is right, else what was wrong with it. */
  async function checkedRead(): Promise<string | null> {
    const res = await fetch(`${base}/wps/operator/wallets?memberIds=${wallets.map((w) => w.memberId).join(',')}`, {
      headers: operator,
    })
    const text = await res.text()
    if (res.status !== 200) return `read ${res.status} ${text.slice(0, 120)}`
    const value = (
      JSON.parse(text) as {
        value: { wallets: { memberId: string; balance: string }[]; totals: { currency: string; sum: string }[] }
      }
    ).value
    const listed = new Set(value.wallets.map((w) => w.memberId))
    if (listed.size !== WALLETS || wallets.some((w) => !listed.has(String(w.memberId))))
      return `read listed ${[...listed].join(',')}`
    if (value.wallets.some((w) => w.balance.startsWith('-'))) return `negative balance in ${text.slice(0, 200)}`
    const sum = value.wallets.reduce((s, w) => s + BigInt(w.balance.replace('.', '')), 0n)
    const total = value.totals.length === 1 ? value.totals[0]?.sum : undefined
    if (sum !== TOTAL || total !== fromMinor(TOTAL))
      return `read summed to ${fromMinor(sum)} (totals ${JSON.stringify(value.totals)})`
    return null
  }

  it(
    `keeps every snapshot at the total while ${CLIENTS} clients transfer and read for ${SECONDS} s`,
    async () => {
      const stats = { ok: 0, refused: 0, reads: 0 }
      const problems: string[] = []
      const deadline = Date.now() + SECONDS * 1000
      const client = async () => {
        while (Date.now() < deadline) {
          // Four transfers to one read, on average.
          if (randomInt(5) === 0) {
            const problem = await checkedRead()
            stats.reads += 1
            if (problem) problems.push(problem)
            continue
          }
          const { status, code } = await randomTransfer()
          if (status === 200) stats.ok += 1
          else if (code === 'insufficient_funds') stats.refused += 1
          else problems.push(`transfer ${status} ${code}`)
        }
      }
      const started = Date.now()
      await Promise.all(Array.from({ length: CLIENTS }, client))
      const elapsed = (Date.now() - started) / 1000
      const operations = stats.ok + stats.refused + stats.reads
      console.log(
        `bank: ${WALLETS} wallets, ${CLIENTS} clients, ${elapsed.toFixed(1)} s: transfers ok ${stats.ok}, refused ${stats.refused}, ` +
          `reads ${stats.reads} (all at ${fromMinor(TOTAL)}), ${Math.round(operations / elapsed)} operations/s`,
      )

      expect(problems.slice(0, 10)).toEqual([])
      expect(stats.ok).toBeGreaterThan(0)
      expect(stats.reads).toBeGreaterThan(0)
      expect(await checkedRead()).toBeNull()
      const books = await t.db
        .selectFrom('ledgerAccounts')
        .select((eb) => eb.fn.sum<bigint>('balance').as('sum'))
        .where('kind', '=', 'member_main')
        .where(
          'ownerMemberId',
          'in',
          wallets.map((w) => w.memberId),
        )
        .executeTakeFirstOrThrow()
      expect(BigInt(books.sum)).toBe(TOTAL)
      const transfers = await t.db
        .selectFrom('ledgerTransactions')
        .select((eb) => eb.fn.countAll<bigint>().as('n'))
        .where('kind', 'in', ['upline_transfer', 'downline_transfer'])
        .executeTakeFirstOrThrow()
      expect(Number(transfers.n)).toBe(stats.ok)
    },
    (SECONDS + 60) * 1000,
  )
})
