import { spawn } from 'node:child_process'
import { randomBytes, randomInt } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import pg from 'pg'
import { openDatabase, type Db } from '../apps/server/src/db/database'
import { migrateToLatest } from '../apps/server/src/db/migrate'
import { seedDemoMerchant, seedReferenceData } from '../apps/server/src/db/seed/demo.seed'
import { ledgerViolations } from '../apps/server/src/ledger/invariants'
import { ensureAccount, transfer } from '../apps/server/src/ledger/ledger'
import { onCleanup, positiveInt, runBench } from './support/server'

/**
 * Ledger transfers per second on PostgreSQL, through the service (transfer() in this process,
 * the server's own database layer on a fresh schema), next to pgbench's built-in tpcb-like
 * transactions per second against the same server in the same run. The schema and pgbench's
 * database are dropped at the end, also on Ctrl-C. Exit 1 if a transfer errored, the books
 * break an invariant, or the bench crashed; a missed target is reported, not failed.
 */

const CURRENCY = 'MYR'
const FUNDING = 1_000n // minor units per wallet: a refusal for too little money is possible but rare
const MAX_AMOUNT = 100 // transfers move 1..100 minor units
const CHUNK = 500 // rows per insert, entries per funding transfer: well inside 65,535 parameters
const PGBENCH = '/usr/bin/pgbench'
const PGBENCH_SCALE = '10'

/** Set on Ctrl-C, in the same tick as runBench starts the cleanups: nothing new is started after it. */
let interrupted = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void (interrupted = true))
function checkRunning(): void {
  if (interrupted) throw new Error('interrupted')
}

type Options = ReturnType<typeof parseOptions>
type Row = { name: string; tps: number; avg: string; p50: string; p99: string; refused: string; errors: string }

function parseOptions() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
      duration: { type: 'string', default: '10' },
      clients: { type: 'string', default: '8' },
      accounts: { type: 'string', default: '1000' },
    },
  })
  const accounts = positiveInt('--accounts', values.accounts)
  if (accounts < 2) throw new Error('--accounts must be at least 2')
  return {
    url: values['database-url'],
    duration: positiveInt('--duration', values.duration),
    clients: positiveInt('--clients', values.clients),
    accounts,
  }
}

/** One statement on its own connection: CREATE / DROP DATABASE cannot run in a pool's transaction. */
async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
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

/** Members (owner_member_id has a foreign key), one member_main wallet each, funded from the house. */
async function createWallets(db: Db, runId: string, count: number): Promise<{ merchantId: number; wallets: bigint[] }> {
  const merchantId = (await db.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id
  const memberIds: bigint[] = []
  for (let start = 0; start < count; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, count - start) }, (_, i) => {
      const name = `bench${runId}${String(start + i).padStart(6, '0')}`
      return {
        merchantId,
        username: name,
        usernameKey: name,
        passwordHash: '$argon2id$bench', // never logged in: no need for a real hash
        affiliateCode: name.toUpperCase(),
        profile: JSON.stringify({}),
        memberLabels: JSON.stringify([]),
        registerIp: '127.0.0.1',
      }
    })
    const inserted = await db.insertInto('members').values(rows).returning('id').execute()
    memberIds.push(...inserted.map((row) => row.id))
  }
  const key = { merchantId, currency: CURRENCY }
  const house = await ensureAccount(db, { ...key, kind: 'house' })
  const wallets = await Promise.all(memberIds.map((ownerMemberId) => ensureAccount(db, { ...key, kind: 'member_main', ownerMemberId })))
  for (let start = 0; start < wallets.length; start += CHUNK) {
    const part = wallets.slice(start, start + CHUNK)
    const entries = [{ accountId: house, amount: -FUNDING * BigInt(part.length) }, ...part.map((accountId) => ({ accountId, amount: FUNDING }))]
    const ref = `bench:fund:${start}`
    await transfer(db, { idempotencyKey: ref, merchantId, currency: CURRENCY, kind: 'bench_fund', externalRef: ref, entries })
  }
  return { merchantId, wallets }
}

/** `clients` workers move small amounts between random distinct wallets until the time is up. */
async function serviceLoad(db: Db, merchantId: number, wallets: bigint[], options: Options): Promise<Row> {
  const latencies: number[] = []
  const failures = new Map<string, number>()
  let refused = 0
  let next = 0
  const started = performance.now()
  const deadline = started + options.duration * 1000
  const worker = async () => {
    while (performance.now() < deadline && !interrupted) {
      const from = randomInt(wallets.length)
      const to = (from + 1 + randomInt(wallets.length - 1)) % wallets.length // never the same wallet
      const amount = BigInt(1 + randomInt(MAX_AMOUNT))
      const ref = `bench:${++next}`
      const entries = [{ accountId: wallets[from] ?? 0n, amount: -amount }, { accountId: wallets[to] ?? 0n, amount }]
      const start = performance.now()
      try {
        await transfer(db, { idempotencyKey: ref, merchantId, currency: CURRENCY, kind: 'bench', externalRef: ref, entries })
        latencies.push(performance.now() - start)
      } catch (error) {
        if ((error as { code?: unknown }).code === 'insufficient_funds') refused++
        else {
          const why = error instanceof Error ? error.message : String(error)
          failures.set(why, (failures.get(why) ?? 0) + 1)
        }
      }
    }
  }
  await Promise.all(Array.from({ length: options.clients }, worker))
  const seconds = (performance.now() - started) / 1000
  for (const [why, count] of failures) console.error(`transfer failed ${count}×: ${why}`)
  latencies.sort((a, b) => a - b)
  const at = (p: number) => latencies[Math.max(0, Math.ceil(p * latencies.length) - 1)]?.toFixed(1) ?? '-'
  const avg = latencies.length ? (latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length).toFixed(1) : '-'
  const errors = [...failures.values()].reduce((sum, n) => sum + n, 0)
  const name = `ledger transfer (service), ${options.clients} clients`
  return { name, tps: latencies.length / seconds, avg, p50: at(0.5), p99: at(0.99), refused: String(refused), errors: String(errors) }
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

/** pgbench's tpcb-like script on a database of its own on the same server, dropped again afterwards. */
async function pgbenchLoad(options: Options, runId: string): Promise<Row> {
  const database = `bench_pgbench_${runId}`
  await createDropped(options.url, `CREATE DATABASE ${database}`, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  const url = withDatabase(options.url, database)
  console.error(`pgbench: initialising scale ${PGBENCH_SCALE} in ${database}`)
  await run(PGBENCH, ['-i', '-s', PGBENCH_SCALE, '-q', url])
  console.error(`pgbench: tpcb-like, ${options.clients} clients for ${options.duration} s`)
  const args = ['-c', String(options.clients), '-j', '2', '-T', String(options.duration), '-M', 'prepared', url]
  const output = await run(PGBENCH, args)
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1]
  if (!tps) throw new Error(`no tps in pgbench's output:\n${output}`)
  const avg = /latency average = ([\d.]+) ms/.exec(output)?.[1]
  const failed = /number of failed transactions: (\d+)/.exec(output)?.[1]
  const name = `pgbench tpcb-like, ${options.clients} clients`
  return { name, tps: Number(tps), avg: avg ? Number(avg).toFixed(1) : '-', p50: '-', p99: '-', refused: '-', errors: failed ?? '-' }
}

function printReport(rows: Row[]): void {
  const header = ['measurement', 'tx/s', 'avg ms', 'p50 ms', 'p99 ms', 'refused', 'errors']
  const table = [header, ...rows.map((r) => [r.name, r.tps.toFixed(0), r.avg, r.p50, r.p99, r.refused, r.errors])]
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0)))
  const pad = (cell: string, column: number) =>
    column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)
  console.log(`\n${table.map((row) => row.map(pad).join('  ')).join('\n')}\n`)
}

async function main(): Promise<number> {
  const options = parseOptions()
  const runId = randomBytes(4).toString('hex')
  const schema = `bench_${runId}`
  await createDropped(options.url, `CREATE SCHEMA ${schema}`, `DROP SCHEMA IF EXISTS ${schema} CASCADE`)
  const { db, close } = await openDatabase({ url: options.url, pgliteDir: null, schema, poolSize: options.clients + 2 })
  onCleanup(close) // runs before the schema's drop; on Ctrl-C the workers stop first and release their connections

  console.error(`schema ${schema}: migrating, seeding, ${options.accounts} funded member wallets`)
  await migrateToLatest(db, schema)
  await seedReferenceData(db)
  await seedDemoMerchant(db)
  const { merchantId, wallets } = await createWallets(db, runId, options.accounts)
  await sql`ANALYZE`.execute(db) // fresh statistics, as pgbench -i leaves its tables; autovacuum would within a minute

  console.error(`ledger: ${options.clients} clients for ${options.duration} s`)
  const service = await serviceLoad(db, merchantId, wallets, options)
  const pgbench = await pgbenchLoad(options, runId)

  printReport([service, pgbench])
  console.log('HTTP: not measured yet (no money call without a per-request password check; comes with deposits)')
  const ratio = service.tps / pgbench.tps
  console.log(`ledger service / pgbench tpcb-like: ${(ratio * 100).toFixed(1)}%`)
  console.log(`target: ledger >= pgbench tpcb-like: ${ratio >= 1 ? 'PASS' : 'FAIL'}`)
  const violations = await ledgerViolations(db)
  console.log(`ledger invariants: ${violations.length === 0 ? 'all hold' : `${violations.length} violated`}`)
  for (const violation of violations) console.log(`  ${violation}`)
  return violations.length === 0 && service.errors === '0' ? 0 : 1
}

runBench(main)
