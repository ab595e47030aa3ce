import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import {
  freePorts,
  positiveInt,
  runBench,
  SERVER_SCRIPT,
  serverEnv,
  startChild,
  STATUS_PATH,
  tempDataDir,
  waitForReady,
} from './support/server'

/**
 * How fast the real server answers GET /wps/system/status, next to the ceiling of a bare
 * Fastify hello-world on the same machine. Both servers run as child processes so that
 * neither shares a core with autocannon, which runs here. A bench reports, it does not gate:
 * exit 1 only on a crash or when a request errored or answered non-2xx.
 */

const WARMUP_SECONDS = 3
const TARGET_RATIO = 0.5

type Options = ReturnType<typeof parseOptions>
type Row = { target: string; result: autocannon.Result }

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
    console.error(
      `round ${round} of ${options.rounds}: ${options.duration} s per target${round === 1 ? ` after a ${WARMUP_SECONDS} s warm-up` : ''}`,
    )
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
  const dataDir = await tempDataDir()
  const [statusPort = 0, helloPort = 0] = await freePorts(2)
  const server = startChild('server', SERVER_SCRIPT, serverEnv(statusPort, dataDir, options.databaseUrl))
  const hello = startChild('hello-world', 'bench/support/hello-server.ts', { ...process.env, PORT: String(helloPort) })
  const statusUrl = `http://127.0.0.1:${statusPort}${STATUS_PATH}`
  const helloUrl = `http://127.0.0.1:${helloPort}/`
  await Promise.all([waitForReady(server, statusUrl), waitForReady(hello, helloUrl)])

  const [helloRow, statusRow] = await measureRounds(
    [
      ['hello-world', helloUrl],
      ['status', statusUrl],
    ],
    options,
  )
  if (!helloRow || !statusRow) throw new Error('missing results')
  printReport([helloRow, statusRow])
  printVerdict(helloRow, statusRow)
  if ([helloRow, statusRow].every(({ result }) => result.errors === 0 && result.non2xx === 0)) return 0
  console.error('\nsome requests errored or answered non-2xx; server output (tail):')
  console.error(server.output() || '(none)')
  return 1
}

runBench(main)
