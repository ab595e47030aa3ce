import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { loadConfig, type Config } from '../apps/server/src/config'
import { openDatabase } from '../apps/server/src/db/database'
import { openMigratedDatabase } from '../apps/server/src/db/open'
import { usernameKey } from '../apps/server/src/lib/username'
import { hashPassword } from '../apps/server/src/lib/password'
import { encryptForServer } from '../apps/server/src/test/encrypt'
import { freePorts, onCleanup, positiveInt, runBench, serverEnv, startServer, tempDataDir } from './support/server'

/**
 * Login throughput and latency with concurrent clients, and what that load does to an ordinary
 * signed-in call: the p99 of GET /wps/member/info from a low-rate prober during the logins,
 * beside the same prober's p99 on an idle server. The server runs as a child process (as in
 * http.ts); the members are inserted into its database beforehand with the server's own code,
 * because registration over the API needs a captcha a bench cannot read. Exit 1 if any request
 * failed or the bench crashed.
 */

const MEMBERS = 40
const PASSWORD = 'secret123'
const BODIES_PER_MEMBER = 50
const WARMUP_SECONDS = 2
const ALONE = { connections: 10, duration: 5 }
const PROBER = { connections: 5, overallRate: 50 }

type Options = ReturnType<typeof parseOptions>
type Member = { username: string; bodies: string[]; token: string }
type Row = { name: string; rps: number; p50: string; p99: string; non2xx: number; errors: number }

function parseOptions() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      clients: { type: 'string', default: '20' },
      'database-url': { type: 'string' },
    },
  })
  return {
    duration: positiveInt('--duration', values.duration),
    clients: positiveInt('--clients', values.clients),
    databaseUrl: values['database-url'],
  }
}

/** Inserts the members before the server starts: PGlite allows one process, so the handle is closed again. */
async function createMembers(config: Readonly<Config>, usernames: string[], runId: string): Promise<number> {
  const { db, close } = await openMigratedDatabase(config)
  try {
    const merchant = await db.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
    const passwordHash = await hashPassword(PASSWORD) // once for all: argon2 is slow on purpose
    const rows = usernames.map((username, i) => ({
      merchantId: merchant.id,
      username,
      usernameKey: usernameKey(username),
      passwordHash,
      affiliateCode: `${runId}${String(i).padStart(2, '0')}`.toUpperCase(), // unique 8 characters
      payeeName: 'Bench Player',
      profile: JSON.stringify({}),
      memberLabels: JSON.stringify([]),
      registerIp: '127.0.0.1',
    }))
    await db.insertInto('members').values(rows).execute()
    return merchant.id
  } finally {
    await close()
  }
}

/** On PostgreSQL the bench's members, their sessions (cascade) and login attempts are removed again. */
async function removeMembers(url: string, merchantId: number, usernames: string[]): Promise<void> {
  const { db, close } = await openDatabase({ url, pgliteDir: null })
  try {
    const keys = usernames.map(usernameKey)
    await db.deleteFrom('loginAttempts').where('merchantId', '=', merchantId).where('usernameKey', 'in', keys).execute()
    await db.deleteFrom('members').where('merchantId', '=', merchantId).where('usernameKey', 'in', keys).execute()
  } finally {
    await close()
  }
}

async function getJson(url: string, init?: RequestInit): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(url, init)
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    // not JSON: the status says enough
  }
  return { status: response.status, json }
}

/** One login; the token, or why there is none. */
async function login(base: string, body: string): Promise<{ token: string } | { failure: string }> {
  const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body }
  const { status, json } = await getJson(`${base}/wps/session/login`, init)
  const token = (json.value as { token?: unknown } | undefined)?.token
  if (status === 200 && typeof token === 'string') return { token }
  return { failure: status === 200 ? 'HTTP 200 without a token' : `HTTP ${status} ${String(json.code ?? '')}`.trim() }
}

async function prepareMembers(base: string, usernames: string[]): Promise<Member[]> {
  const key = await getJson(`${base}/wps/system/publicKey`)
  const { keyId, publicKey } = (key.json.value ?? {}) as { keyId?: string; publicKey?: string }
  if (key.status !== 200 || !keyId || !publicKey) throw new Error(`GET /wps/system/publicKey answered ${key.status}`)
  const encrypt = (username: string) =>
    JSON.stringify(encryptForServer(keyId, publicKey, { username, password: PASSWORD }))
  return Promise.all(
    usernames.map(async (username) => {
      const first = await login(base, encrypt(username))
      if ('failure' in first) throw new Error(`login of ${username} failed: ${first.failure}`)
      const info = await getJson(`${base}/wps/member/info`, { headers: { authorization: `Bearer ${first.token}` } })
      if (info.status !== 200) throw new Error(`GET /wps/member/info for ${username} answered ${info.status}`)
      // Every login carries its own encryption, as a real client's would, but the bodies are made
      // here, before the clock starts: encrypting is the client's cost, decrypting the server's.
      // Reused round-robin past 2,000 logins; the server keeps no replay list, so a reused body costs it the same.
      const bodies = Array.from({ length: BODIES_PER_MEMBER }, () => encrypt(username))
      return { username, bodies, token: first.token }
    }),
  )
}

/** `clients` workers log in back to back until the time is up, each login as another member. */
async function loginLoad(base: string, members: Member[], options: Options) {
  const latencies: number[] = []
  const failures = new Map<string, number>()
  let next = 0
  const started = performance.now()
  const deadline = started + options.duration * 1000
  const worker = async () => {
    while (performance.now() < deadline) {
      const n = next++
      const member = members[n % members.length]
      const body = member?.bodies[Math.floor(n / members.length) % BODIES_PER_MEMBER] ?? ''
      const start = performance.now()
      const outcome = await login(base, body).catch((error: unknown) => ({ failure: `error: ${String(error)}` }))
      if ('token' in outcome) latencies.push(performance.now() - start)
      else failures.set(outcome.failure, (failures.get(outcome.failure) ?? 0) + 1)
    }
  }
  await Promise.all(Array.from({ length: options.clients }, worker))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (p: number) => latencies[Math.max(0, Math.ceil(p * latencies.length) - 1)]?.toFixed(1) ?? '-'
  const errors = [...failures].filter(([why]) => why.startsWith('error')).reduce((sum, [, n]) => sum + n, 0)
  const failed = [...failures.values()].reduce((sum, n) => sum + n, 0)
  const row: Row = {
    name: `login, ${options.clients} clients`,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    non2xx: failed - errors,
    errors,
  }
  return { row, failures }
}

function memberInfo(name: string, url: string, token: string, shape: Omit<autocannon.Options, 'url'>): Promise<Row> {
  const options = { url, headers: { authorization: `Bearer ${token}` }, ...shape }
  return autocannon(options).then((result) => ({
    name,
    rps: result.requests.average,
    p50: String(result.latency.p50), // autocannon records whole milliseconds
    p99: String(result.latency.p99),
    non2xx: result.non2xx,
    errors: result.errors,
  }))
}

function printReport(rows: Row[]): void {
  const header = ['measurement', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors']
  const table = [
    header,
    ...rows.map((r) => [r.name, r.rps.toFixed(0), r.p50, r.p99, String(r.non2xx), String(r.errors)]),
  ]
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0)))
  const pad = (cell: string, column: number) =>
    column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)
  console.log(`\n${table.map((row) => row.map(pad).join('  ')).join('\n')}\n`)
}

async function main(): Promise<number> {
  const options = parseOptions()
  const dataDir = await tempDataDir()
  const runId = randomBytes(3).toString('hex')
  const usernames = Array.from({ length: MEMBERS }, (_, i) => `bench${runId}${String(i).padStart(2, '0')}`)
  // The bench's members join the demo brand, which PostgreSQL gets only when asked (decision 035).
  const env = { DATA_DIR: dataDir, DATABASE_URL: options.databaseUrl, LOG_LEVEL: 'warn', DEMO_DATA: 'on' }
  console.error(`creating ${MEMBERS} members in the database`)
  const merchantId = await createMembers(loadConfig(env), usernames, runId)
  const databaseUrl = options.databaseUrl
  if (databaseUrl) onCleanup(() => removeMembers(databaseUrl, merchantId, usernames))

  const [port = 0] = await freePorts(1)
  const { server, base } = await startServer(port, serverEnv(port, dataDir, options.databaseUrl))
  console.error('logging every member in once')
  const members = await prepareMembers(base, usernames)
  const token = members[0]?.token ?? ''
  const infoUrl = `${base}/wps/member/info`
  const prober = { ...PROBER, duration: options.duration }

  console.error(`member/info alone: ${ALONE.duration} s flat out after a ${WARMUP_SECONDS} s warm-up`)
  await memberInfo('warm-up', infoUrl, token, { ...ALONE, duration: WARMUP_SECONDS })
  const alone = await memberInfo(`member/info alone, ${ALONE.connections} conn flat out`, infoUrl, token, ALONE)
  console.error(
    `member/info at ${PROBER.overallRate} req/s: ${options.duration} s idle, then ${options.duration} s during logins`,
  )
  const idle = await memberInfo(`member/info at ${PROBER.overallRate} req/s, idle`, infoUrl, token, prober)
  const [logins, loaded] = await Promise.all([
    loginLoad(base, members, options),
    memberInfo(`member/info at ${PROBER.overallRate} req/s, during logins`, infoUrl, token, prober),
  ])

  printReport([logins.row, alone, idle, loaded])
  console.log(
    `member/info p99: ${idle.p99} ms without load, ${loaded.p99} ms during ${options.clients} logging-in clients`,
  )
  const rows = [logins.row, alone, idle, loaded]
  if (rows.every((row) => row.non2xx === 0 && row.errors === 0)) return 0
  for (const [why, count] of logins.failures) console.error(`login failed ${count}×: ${why}`)
  console.error('\nsome requests errored or answered non-2xx; server output (tail):')
  console.error(server.output() || '(none)')
  return 1
}

runBench(main)
