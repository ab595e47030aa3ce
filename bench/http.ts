import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { constants, tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'

/**
 * How fast the real server answers GET /wps/system/status, next to the ceiling of a bare
 * Fastify hello-world on the same machine. Both servers run as child processes so that
 * neither shares a core with autocannon, which runs here. A bench reports, it does not gate:
 * exit 1 only on a crash or when a request errored or answered non-2xx.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const STATUS_PATH = '/wps/system/status?url=localhost'
const WARMUP_SECONDS = 3
const READY_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 5_000
const TARGET_RATIO = 0.5

type Options = ReturnType<typeof parseOptions>
type Child = ReturnType<typeof startChild>
type Row = { target: string; result: autocannon.Result }

/** Run in reverse order, once, on success, failure or Ctrl-C. */
const cleanups: (() => Promise<void>)[] = []
let cleaning: Promise<void> | undefined

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      await step().catch((error: unknown) => console.error('cleanup failed:', error))
    }
  })()
  return cleaning
}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '3' },
      connections: { type: 'string', default: '50' },
      'database-url': { type: 'string' },
    },
  })
  return {
    duration: positiveInt('--duration', values.duration),
    rounds: positiveInt('--rounds', values.rounds),
    connections: positiveInt('--connections', values.connections),
    databaseUrl: values['database-url'],
  }
}

function positiveInt(name: string, raw: string): number {
  if (!/^[1-9]\d*$/.test(raw)) throw new Error(`${name} must be a positive integer, got "${raw}"`)
  return Number(raw)
}

/** All ports are held open together so that the OS cannot hand out the same one twice. */
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer().listen(0, '127.0.0.1'))
  await Promise.all(servers.map((server) => once(server, 'listening'))) // once() rejects on 'error'
  const ports = servers.map((server) => (server.address() as AddressInfo).port)
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  return ports
}

function serverEnv(port: number, dataDir: string, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIR: '', // serve no web app
    // spawn() drops undefined values, so without --database-url the server uses embedded PGlite under DATA_DIR.
    DATABASE_URL: databaseUrl,
  }
}

function startChild(name: string, script: string, env: NodeJS.ProcessEnv) {
  // --import tsx runs the script in this one node process (no tsx wrapper), so signals reach it directly.
  const proc = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let tail = '' // the last few KB of stdout and stderr, shown when the child fails
  const keep = (chunk: Buffer | string) => (tail = (tail + chunk.toString()).slice(-4000))
  proc.stdout?.on('data', keep)
  proc.stderr?.on('data', keep)
  proc.on('error', (error) => keep(`${error.message}\n`))
  cleanups.push(() => stopChild(proc))
  return { name, proc, output: () => tail.trim() }
}

const isRunning = (proc: ChildProcess) => proc.exitCode === null && proc.signalCode === null

/** SIGTERM lets the server close its database cleanly; SIGKILL if it takes too long. */
async function stopChild(proc: ChildProcess): Promise<void> {
  if (!isRunning(proc) || proc.pid === undefined) return
  const exited = once(proc, 'exit')
  proc.kill('SIGTERM')
  const force = setTimeout(() => proc.kill('SIGKILL'), STOP_TIMEOUT_MS)
  await exited
  clearTimeout(force)
}

/** The HTTP status of GET url, or 0 when nothing answers. */
async function probe(url: string): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 0
  }
}

async function waitForReady(child: Child, url: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  let last = 'no answer'
  while (Date.now() < deadline) {
    if (!isRunning(child.proc)) {
      throw new Error(`${child.name} exited during start-up (code ${child.proc.exitCode}):\n${child.output()}`)
    }
    const status = await probe(url)
    if (status === 200) return
    if (status !== 0) last = `HTTP ${status}`
    await sleep(250)
  }
  throw new Error(`${child.name} did not answer 200 at ${url} within ${READY_TIMEOUT_MS / 1000} s (${last}):\n${child.output()}`)
}

async function measure(target: string, url: string, options: Options, warmUp: boolean): Promise<Row> {
  const base = { url, connections: options.connections, pipelining: 1 }
  if (warmUp) await autocannon({ ...base, duration: WARMUP_SECONDS })
  return { target, result: await autocannon({ ...base, duration: options.duration }) }
}

/**
 * The two targets take turns, round after round, and each is reported by its median round:
 * on a shared two-core machine one run can differ from the next by a quarter.
 */
async function measureRounds(targets: [string, string][], options: Options): Promise<Row[]> {
  const rounds = new Map<string, Row[]>(targets.map(([target]) => [target, []]))
  for (let round = 1; round <= options.rounds; round++) {
    console.error(`round ${round} of ${options.rounds}: ${options.duration} s per target${round === 1 ? ` after a ${WARMUP_SECONDS} s warm-up` : ''}`)
    for (const [target, url] of targets) rounds.get(target)?.push(await measure(target, url, options, round === 1))
  }
  return targets.map(([target]) => {
    const rows = [...(rounds.get(target) ?? [])].sort((a, b) => a.result.requests.average - b.result.requests.average)
    const median = rows[Math.floor(rows.length / 2)]
    if (!median) throw new Error(`no result for ${target}`)
    return median
  })
}

function printReport(rows: Row[]): void {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors']
  const table = [
    header,
    ...rows.map(({ target, result }) => [
      target,
      result.requests.average.toFixed(0),
      String(result.latency.p50), // autocannon records whole milliseconds
      String(result.latency.p99),
      String(result.non2xx),
      String(result.errors),
    ]),
  ]
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0)))
  const pad = (cell: string, column: number) =>
    column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)
  console.log(`\n${table.map((row) => row.map(pad).join('  ')).join('\n')}\n`)
}

function printVerdict(hello: Row, status: Row): void {
  const ratio = status.result.requests.average / hello.result.requests.average
  console.log(`status / hello-world: ${(ratio * 100).toFixed(1)}%`)
  console.log(`target: status >= ${TARGET_RATIO * 100}% of hello-world: ${ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'}`)
}

async function main(): Promise<number> {
  const options = parseOptions()
  const dataDir = await mkdtemp(join(tmpdir(), 'sea-bench-'))
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
  const [statusPort = 0, helloPort = 0] = await freePorts(2)
  const server = startChild('server', 'apps/server/src/main.ts', serverEnv(statusPort, dataDir, options.databaseUrl))
  const hello = startChild('hello-world', 'bench/support/hello-server.ts', { ...process.env, PORT: String(helloPort) })
  const statusUrl = `http://127.0.0.1:${statusPort}${STATUS_PATH}`
  const helloUrl = `http://127.0.0.1:${helloPort}/`
  await Promise.all([waitForReady(server, statusUrl), waitForReady(hello, helloUrl)])

  const [helloRow, statusRow] = await measureRounds([['hello-world', helloUrl], ['status', statusUrl]], options)
  if (!helloRow || !statusRow) throw new Error('missing results')
  printReport([helloRow, statusRow])
  printVerdict(helloRow, statusRow)
  if ([helloRow, statusRow].every(({ result }) => result.errors === 0 && result.non2xx === 0)) return 0
  console.error('\nsome requests errored or answered non-2xx; server output (tail):')
  console.error(server.output() || '(none)')
  return 1
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // on(), not once(): Ctrl-C arrives twice, from the terminal and again relayed by the tsx CLI.
  process.on(signal, () => {
    if (!cleaning) console.error(`\n${signal}: stopping the servers`)
    void cleanup().finally(() => process.exit(128 + constants.signals[signal]))
  })
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    return 1
  })
  .then(async (code) => {
    await cleanup()
    process.exit(code)
  })
