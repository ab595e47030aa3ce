import { randomInt } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { openDatabase, type Db } from '../../apps/server/src/db/database'
import { migrateToLatest } from '../../apps/server/src/db/migrate'
import { seedDemoMerchant, seedReferenceData } from '../../apps/server/src/db/seed/demo.seed'
import { usernameKey } from '../../apps/server/src/lib/username'
import { ledgerViolations } from '../../apps/server/src/ledger/invariants'
import { ensureAccount, transfer } from '../../apps/server/src/ledger/ledger'
import { hashPassword, verifyPassword } from '../../apps/server/src/lib/password'
import { encryptForServer } from '../../apps/server/src/test/encrypt'
import { closedLoop, type Outcome, type Row } from './load'
import { freePorts, onCleanup, serverEnv, SERVER_SCRIPT, startChild, STATUS_PATH, waitForReady } from './server'

/**
 * Ledger transfers through HTTP: the real server (a child process, on a PostgreSQL database of
 * its own) answering POST /wps/member/transfer/upline, the only money call a member can make
 * today. Every such call verifies the member's payment password with Argon2id, which the server
 * runs at most two at a time: that check, not the ledger, sets this figure, and the bench says so.
 */

const PASSWORD = 'secret123'
const PAYMENT_PASSWORD = '246810'
const FUNDING = 100_000_000n // minor units per payer: nobody runs out during a bench
const BODIES_PER_PAYER = 20

export interface HttpBench {
  /** One round of `clients` callers for `seconds`. */
  round(
    name: string,
    clients: number,
    seconds: number,
    stop: () => boolean,
  ): Promise<Row & { failures: Map<string, number> }>
  /** Median time of one Argon2id verification of the payment password, in this process, in ms. */
  argon2Ms: number
  violations(): Promise<string[]>
}

type Payer = { token: string; bodies: string[] }

/** Members in pairs (each payer's parent is its upline), funded payers, the server started, everyone logged in. */
export async function prepareHttp(url: string, runId: string, payers: number): Promise<HttpBench> {
  const { db, close } = await openDatabase({ url, pgliteDir: null, poolSize: 4 })
  onCleanup(close)
  await migrateToLatest(db)
  await seedReferenceData(db)
  await seedDemoMerchant(db)
  const argon2Ms = await argon2Median()
  const usernames = await createPairs(db, runId, payers)

  const dataDir = await mkdtemp(join(tmpdir(), 'sea-bench-'))
  onCleanup(() => rm(dataDir, { recursive: true, force: true }))
  const [port = 0] = await freePorts(1)
  const server = startChild('server', SERVER_SCRIPT, serverEnv(port, dataDir, url))
  const base = `http://127.0.0.1:${port}`
  await waitForReady(server, `${base}${STATUS_PATH}`)
  console.error(`http: logging ${payers} members in`)
  const members = await logIn(base, usernames)

  let next = 0
  const call = async (): Promise<Outcome> => {
    const n = next++
    const payer = members[n % members.length]
    const body = payer?.bodies[Math.floor(n / members.length) % BODIES_PER_PAYER] ?? ''
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${payer?.token ?? ''}`,
      'idempotency-key': `bench-${runId}-${n}`,
    }
    const { status, json } = await getJson(`${base}/wps/member/transfer/upline`, { method: 'POST', headers, body })
    if (status === 200) return 'ok'
    if (json.code === 'insufficient_funds') return 'refused'
    return { failed: `HTTP ${status} ${String(json.code ?? '')}`.trim() }
  }
  return {
    argon2Ms,
    round: (name, clients, seconds, stop) => closedLoop(name, clients, seconds, stop, call),
    violations: () => ledgerViolations(db),
  }
}

async function argon2Median(): Promise<number> {
  const hash = await hashPassword(PAYMENT_PASSWORD)
  const times: number[] = []
  for (let i = 0; i < 5; i++) {
    const start = performance.now()
    await verifyPassword(hash, PAYMENT_PASSWORD)
    times.push(performance.now() - start)
  }
  return times.sort((a, b) => a - b)[2] ?? 0
}

/** Uplines, then one payer under each, with a payment password and a funded main wallet. */
async function createPairs(db: Db, runId: string, count: number): Promise<string[]> {
  const merchantId = (
    await db.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
  ).id
  const [passwordHash, paymentPasswordHash] = [await hashPassword(PASSWORD), await hashPassword(PAYMENT_PASSWORD)]
  const row = (name: string, parentId: bigint | null) => ({
    merchantId,
    username: name,
    usernameKey: usernameKey(name),
    passwordHash,
    paymentPasswordHash,
    parentId,
    affiliateCode: name.toUpperCase(),
    profile: JSON.stringify({}),
    memberLabels: JSON.stringify([]),
    registerIp: '127.0.0.1',
  })
  const names = (role: string) =>
    Array.from({ length: count }, (_, i) => `b${runId}${role}${String(i).padStart(3, '0')}`)
  const uplines = await db
    .insertInto('members')
    .values(names('u').map((name) => row(name, null)))
    .returning('id')
    .execute()
  const payerNames = names('p')
  const payers = await db
    .insertInto('members')
    .values(payerNames.map((name, i) => row(name, uplines[i]?.id ?? null)))
    .returning('id')
    .execute()
  const currency = (
    await db.selectFrom('merchants').select('currency').where('id', '=', merchantId).executeTakeFirstOrThrow()
  ).currency
  const key = { merchantId, currency }
  const house = await ensureAccount(db, { ...key, kind: 'house' })
  const wallets = await Promise.all(
    payers.map((p) => ensureAccount(db, { ...key, kind: 'member_main', ownerMemberId: p.id })),
  )
  const entries = [
    { accountId: house, amount: -FUNDING * BigInt(wallets.length) },
    ...wallets.map((accountId) => ({ accountId, amount: FUNDING })),
  ]
  await transfer(db, {
    idempotencyKey: 'bench:http:fund',
    merchantId,
    currency,
    kind: 'bench_fund',
    externalRef: 'bench:http:fund',
    entries,
  })
  return payerNames
}

async function getJson(url: string, init?: RequestInit): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(url, init)
  const text = await response.text()
  try {
    return { status: response.status, json: JSON.parse(text) as Record<string, unknown> }
  } catch {
    return { status: response.status, json: {} }
  }
}

/** Logs every payer in; encrypts its transfer bodies ahead, so the clock measures the server's decryption, not ours. */
async function logIn(base: string, usernames: string[]): Promise<Payer[]> {
  const key = await getJson(`${base}/wps/system/publicKey`)
  const { keyId, publicKey } = (key.json.value ?? {}) as { keyId?: string; publicKey?: string }
  if (key.status !== 200 || !keyId || !publicKey) throw new Error(`GET /wps/system/publicKey answered ${key.status}`)
  const encrypt = (payload: unknown) => JSON.stringify(encryptForServer(keyId, publicKey, payload))
  return Promise.all(
    usernames.map(async (username) => {
      const init = {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: encrypt({ username, password: PASSWORD }),
      }
      const { status, json } = await getJson(`${base}/wps/session/login`, init)
      const token = (json.value as { token?: unknown } | undefined)?.token
      if (status !== 200 || typeof token !== 'string')
        throw new Error(`login of ${username} answered ${status} ${String(json.code ?? '')}`)
      // Amounts of 0.01 to 0.99: the same body may be sent again under a new Idempotency-Key.
      const bodies = Array.from({ length: BODIES_PER_PAYER }, () =>
        encrypt({ amount: `0.${String(1 + randomInt(99)).padStart(2, '0')}`, paymentPassword: PAYMENT_PASSWORD }),
      )
      return { token, bodies }
    }),
  )
}
