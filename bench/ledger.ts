import { spawn } from 'node:child_process'
import { randomBytes, randomInt } from 'node:crypto'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { openDatabase, type Db } from '../apps/server/src/db/database'
import { migrateToLatest } from '../apps/server/src/db/migrate'
import { seedDemoMerchant, seedReferenceData } from '../apps/server/src/db/seed/demo.seed'
import { ledgerViolations } from '../apps/server/src/ledger/invariants'
import { transfer } from '../apps/server/src/ledger/ledger'
import { prepareHttp } from './support/ledger-http'
import { fundWallets, insertMembers, memberNames } from './support/members'
import { closedLoop, medianRow, printTable, type Outcome, type Row } from './support/load'
import { onCleanup, positiveInt, runBench } from './support/server'
import { admin } from './support/postgres'

/**
 * Ledger transfers per second on PostgreSQL, through the service (transfer() in this process, the
 * server's own database layer on a fresh schema) and through HTTP (the real server on a database
 * of its own), next to pgbench's built-in tpcb-like transactions per second against the same
 * server in the same run, for `--rounds` rounds, each figure reported by its median round. The
 * schema and both databases are dropped at the end, also on Ctrl-C. Exit 1 if a transfer errored,
 * the books break an invariant, or the bench crashed; a missed target is reported, not failed.
 */

const CURRENCY = 'MYR'
const FUNDING = 1_000n // minor units per wallet: a refusal for too little money is possible but rare
const MAX_AMOUNT = 100 // transfers move 1..100 minor units
const PGBENCH = '/usr/bin/pgbench'
const PGBENCH_SCALE = '10'
const WARMUP_SECONDS = 2
const HTTP_PAYERS = 40 // members logged in for the HTTP phase (each login is an Argon2id hash)

/** Set on Ctrl-C, in the same tick as runBench starts the cleanups: nothing new is started after it. */
let interrupted = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void (interrupted = true))
function checkRunning(): void {
  if (interrupted) throw new Error('interrupted')
}

type Options = ReturnType<typeof parseOptions>

function parseOptions() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
      duration: { type: 'string', default: '5' },
      clients: { type: 'string', default: '64' },
      pool: { type: 'string', default: '10' },
      accounts: { type: 'string', default: '1000' },
      rounds: { type: 'string', default: '3' },
    },
  })
  const accounts = positiveInt('--accounts', values.accounts)
  if (accounts < 2) throw new Error('--accounts must be at least 2')
  return {
    url: values['database-url'],
    duration: positiveInt('--duration', values.duration),
    clients: positiveInt('--clients', values.clients),
    pool: positiveInt('--pool', values.pool),
    accounts,
    rounds: positiveInt('--rounds', values.rounds),
  }
}

/** Runs `create`, and `drop` at the end; the drop waits for a create still in flight on Ctrl-C. */
function createDropped(url: string, create: string, drop: string): Promise<void> {
  checkRunning()
  const created = admin(url, create)
  onCleanup(async () => {
    await created.catch(() => {})
    await admin(url, drop)
  })
  return created
}

function withDatabase(url: string, database: string): string {
  const next = new URL(url)
  next.pathname = `/${database}`
  return next.toString()
}

/** One transfer of 1..100 minor units between two random distinct wallets, under a key of its own. */
function serviceCall(db: Db, merchantId: number, wallets: bigint[]) {
  let next = 0
  return async (): Promise<Outcome> => {
    const from = randomInt(wallets.length)
    const to = (from + 1 + randomInt(wallets.length - 1)) % wallets.length // never the same wallet
    const amount = BigInt(1 + randomInt(MAX_AMOUNT))
    const ref = `bench:${++next}`
    const entries = [
      { accountId: wallets[from] ?? 0n, amount: -amount },
      { accountId: wallets[to] ?? 0n, amount },
    ]
    try {
      await transfer(db, {
        idempotencyKey: ref,
        merchantId,
        currency: CURRENCY,
        kind: 'bench',
        externalRef: ref,
        entries,
      })
      return 'ok'
    } catch (error) {
      if ((error as { code?: unknown }).code === 'insufficient_funds') return 'refused'
      throw error
    }
  }
}

/** Runs a command to the end; its output, or an error with the output's tail. Killed on Ctrl-C. */
function run(command: string, args: string[]): Promise<string> {
  checkRunning()
  const proc = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  proc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  onCleanup(async () => void (proc.exitCode === null && proc.signalCode === null && proc.kill('SIGTERM')))
  return new Promise((resolve, reject) => {
    proc.on('error', reject)
    proc.on('close', (code) => {
      if (code === 0) resolve(output)
      else if (interrupted) reject(new Error('interrupted'))
      else reject(new Error(`${command} ${args[0] ?? ''} exited with ${code}:\n${output.trim().slice(-2000)}`))
    })
  })
}

/** pgbench's tables on a database of its own on the same server, dropped again afterwards. */
async function pgbenchInit(options: Options, runId: string): Promise<string> {
  const database = `bench_pgbench_${runId}`
  await createDropped(options.url, `CREATE DATABASE ${database}`, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  const url = withDatabase(options.url, database)
  console.error(`pgbench: initialising scale ${PGBENCH_SCALE} in ${database}`)
  await run(PGBENCH, ['-i', '-s', PGBENCH_SCALE, '-q', url])
  return url
}

/** One round of the tpcb-like script with as many clients as the ledger had callers. */
async function pgbenchRound(options: Options, url: string): Promise<Row> {
  const args = ['-c', String(options.clients), '-j', '2', '-T', String(options.duration), '-M', 'prepared', url]
  const output = await run(PGBENCH, args)
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1]
  if (!tps) throw new Error(`no tps in pgbench's output:\n${output}`)
  const avg = /latency average = ([\d.]+) ms/.exec(output)?.[1]
  const failed = /number of failed transactions: (\d+)/.exec(output)?.[1]
  const name = `pgbench tpcb-like, ${options.clients} clients`
  return {
    name,
    tps: Number(tps),
    avg: avg ? Number(avg).toFixed(1) : '-',
    p50: '-',
    p99: '-',
    refused: '-',
    errors: failed ?? '-',
  }
}

async function main(): Promise<number> {
  const options = parseOptions()
  const runId = randomBytes(4).toString('hex')
  // pgbench's million rows first: their writes and the checkpoint after them are over before any clock starts.
  const pgbenchUrl = await pgbenchInit(options, runId)
  const schema = `bench_${runId}`
  await createDropped(options.url, `CREATE SCHEMA ${schema}`, `DROP SCHEMA IF EXISTS ${schema} CASCADE`)
  const { db, close } = await openDatabase({ url: options.url, pgliteDir: null, schema, poolSize: options.pool })
  onCleanup(close) // runs before the schema's drop; on Ctrl-C the workers stop first and release their connections

  console.error(`schema ${schema}: migrating, seeding, ${options.accounts} funded member wallets`)
  await migrateToLatest(db, schema)
  await seedReferenceData(db)
  await seedDemoMerchant(db)
  // Members because owner_member_id has a foreign key; one funded member_main wallet each.
  const { merchantId, ids } = await insertMembers(db, memberNames(`bench${runId}`, options.accounts, 6))
  const wallets = await fundWallets(db, { merchantId, currency: CURRENCY }, ids, FUNDING, 'bench:fund')

  const httpDatabase = `bench_http_${runId}`
  await createDropped(
    options.url,
    `CREATE DATABASE ${httpDatabase}`,
    `DROP DATABASE IF EXISTS ${httpDatabase} WITH (FORCE)`,
  )
  console.error(`http: ${httpDatabase}, ${HTTP_PAYERS} members paying their uplines, the server on it`)
  const http = await prepareHttp(withDatabase(options.url, httpDatabase), runId, HTTP_PAYERS)

  const stop = () => interrupted
  const call = serviceCall(db, merchantId, wallets)
  console.error(`warm-up: service, ${WARMUP_SECONDS} s`) // connections opened, plans cached, as pgbench's are within its first second
  await closedLoop('warm-up', options.clients, WARMUP_SECONDS, stop, call)
  // Fresh statistics of tables that hold rows, as pgbench -i leaves its tables (autovacuum's within a
  // minute): plans cached on near-empty tables scan whole tables for a row they reach by key.
  await sql`ANALYZE`.execute(db)
  const rounds: { service: Row; http: Row; pgbench: Row }[] = []
  for (let round = 1; round <= options.rounds; round++) {
    console.error(
      `round ${round} of ${options.rounds}: service, HTTP, pgbench, ${options.clients} clients for ${options.duration} s each`,
    )
    const service = await closedLoop(
      `ledger transfer (service), ${options.clients} callers`,
      options.clients,
      options.duration,
      stop,
      call,
    )
    const viaHttp = await http.round(
      `ledger transfer (HTTP upline), ${options.clients} callers`,
      options.clients,
      options.duration,
      stop,
    )
    for (const { failures } of [service, viaHttp])
      for (const [why, count] of failures) console.error(`transfer failed ${count}×: ${why}`)
    checkRunning()
    rounds.push({ service, http: viaHttp, pgbench: await pgbenchRound(options, pgbenchUrl) })
  }
  const service = medianRow(rounds.map((r) => r.service))
  const viaHttp = medianRow(rounds.map((r) => r.http))
  const pgbench = medianRow(rounds.map((r) => r.pgbench))

  printTable([service, viaHttp, pgbench])
  console.log(`medians of ${options.rounds} rounds; the service's database pool: ${options.pool} connections`)
  console.log(
    `service tx/s by round: ${rounds.map((r) => r.service.tps.toFixed(0)).join(', ')}; pgbench: ${rounds.map((r) => r.pgbench.tps.toFixed(0)).join(', ')}`,
  )
  const ceiling = (2000 / http.argon2Ms).toFixed(0)
  console.log(
    `HTTP: every upline call verifies the payment password with Argon2id (${http.argon2Ms.toFixed(0)} ms here, at most 2 at once: ` +
      `at most about ${ceiling}/s whatever the ledger does) and decrypts its RSA-OAEP body; those checks, not the ledger, ` +
      `dominate the HTTP figure (the service figure is the ledger alone)`,
  )
  const ratio = service.tps / pgbench.tps
  console.log(`ledger service / pgbench tpcb-like: ${(ratio * 100).toFixed(1)}%`)
  console.log(`ledger HTTP / pgbench tpcb-like: ${((viaHttp.tps / pgbench.tps) * 100).toFixed(1)}%`)
  console.log(`ledger HTTP / ledger service: ${((viaHttp.tps / service.tps) * 100).toFixed(1)}%`)
  console.log(`target: ledger service >= pgbench tpcb-like: ${ratio >= 1 ? 'PASS' : 'FAIL'}`)
  const violations = [
    ...(await ledgerViolations(db)).map((v) => `service: ${v}`),
    ...(await http.violations()).map((v) => `HTTP: ${v}`),
  ]
  console.log(`ledger invariants: ${violations.length === 0 ? 'all hold' : `${violations.length} violated`}`)
  for (const violation of violations) console.log(`  ${violation}`)
  const errors = rounds.some((r) => r.service.errors !== '0' || r.http.errors !== '0')
  return violations.length === 0 && !errors ? 0 : 1
}

runBench(main)
