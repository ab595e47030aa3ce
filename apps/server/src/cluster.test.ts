import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyAuditChain } from './audit/audit'
import type { Db } from './db/database'
import { applicationJobs, lotteryJobs, rollupJobs } from './jobs/jobs'
import { ledgerViolations } from './ledger/invariants'
import { httpVendorConnector } from './providers/vendor/http-transfer-vendor'
import { HAPROXY, haproxyInstalled, startHaproxy, type Haproxy, type ServerStats } from './test/cluster/haproxy'
import { hitLimit, renameEverywhere, startClients } from './test/cluster/load'
import { expectBooksMatch, resolveUnknowns } from './test/crash/books'
import { fetchPublicKey } from './test/crash/client'
import { freePort, serverProcess, type ServerProcess } from './test/crash/server-process'
import { createTeam, logIn, type TeamSetup } from './test/crash/team'
import { startWorkload } from './test/crash/workload'
import { MACHINE_REQUIRED } from './test/instances'
import { envInt, TEST_DATABASE_URL, TEST_ENGINE } from './test/ledger-fixtures'
import { createTestDb, type TestDb } from './test/test-app'

/**
 * Several instances, tested (decision 064): three real server processes on one PostgreSQL schema
 * behind Debian's haproxy, configured as docs/operations.md shows, under a mixed load (transfers
 * with Idempotency-Keys, an operator's audited actions, balance reads, fresh logins, a setting
 * changed, a rate limit); then one instance gets SIGKILL and the load goes on. Afterwards every
 * acknowledged transfer is in the books once, nothing else is, the ledger's invariants hold, the
 * survivors served the rest, and each job ran at most once per due time and was taken over.
 */

const ON_POSTGRES = TEST_ENGINE === 'postgres'
const INSTANCES = 3
const VICTIM = 1
const WORKERS = envInt('CLUSTER_WORKERS', 3)
const READERS = 2
const BEFORE_KILL_MS = envInt('CLUSTER_BEFORE_KILL_MS', 5_000)
const AFTER_KILL_MS = envInt('CLUSTER_AFTER_KILL_MS', 5_000)
const TRIES = 8
const CHAIN_SIZE = 6
const FUNDING = 100_000n
const JOB_INTERVAL_MS = 1_000
/** A killed instance's job claims lapse after the runner's lease (30 s); the test waits a little longer. */
const TAKEOVER_MS = 40_000
const EXPECTED_FAILURES = new Set(['insufficient_funds', 'password_incorrect'])
const LIMITED = '/wps/session/login/challenge'
const LIMIT = 20

const missing = !haproxyInstalled()

describe.skipIf(!ON_POSTGRES || (missing && !MACHINE_REQUIRED))('three instances behind haproxy, one killed', () => {
  const appSecret = randomBytes(24).toString('base64url')
  let t: TestDb
  let setup: TeamSetup
  const servers: ServerProcess[] = []
  let haproxy: Haproxy | null = null
  let dir: string

  beforeAll(async () => {
    if (missing) throw new Error(`haproxy is not at ${HAPROXY}, and CI needs this test to run: apt-get install haproxy`)
    t = await createTestDb()
    if (!t.schema || !TEST_DATABASE_URL) throw new Error('the cluster test needs a PostgreSQL schema of its own')
    setup = await createTeam(t.db, appSecret, CHAIN_SIZE, FUNDING)
    dir = mkdtempSync(join(tmpdir(), 'cluster-'))
    for (let i = 0; i < INSTANCES; i++) {
      const env = {
        DATABASE_URL: TEST_DATABASE_URL,
        DATABASE_SCHEMA: t.schema,
        APP_SECRET: appSecret,
        DATA_DIR: join(dir, `instance-${i + 1}`),
        LOG_LEVEL: 'warn',
        WEB_DIR: '',
        ADMIN_DIR: '',
        JOB_INTERVAL_MS: String(JOB_INTERVAL_MS),
        // Only the change feed can make an instance see another's change within this minute.
        SETTINGS_CACHE_MS: '60000',
        TRUSTED_PROXIES: '127.0.0.1',
      }
      servers.push(serverProcess(env, await freePort()))
    }
  }, 120_000)

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()))
    await haproxy?.stop()
    await t?.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('serves a mixed load on every instance, loses nothing when one is killed, runs each job once', async () => {
    const began = Date.now()
    const startMs = await Promise.all(servers.map((s) => s.start()))
    const names = servers.map((_, i) => `i${i + 1}`)
    haproxy = await startHaproxy(dir, { port: await freePort(), statsPort: await freePort() }, [
      ...servers.map((s, i) => ({ name: names[i] ?? '', port: Number(new URL(s.url).port) })),
    ])
    const lb = haproxy.url
    const team = await logIn(lb, setup)
    const key = await fetchPublicKey(lb)
    const jobsFrom = { at: Date.now(), rows: await jobRows(t.db) }

    const workload = startWorkload(lb, key, team, {
      workers: WORKERS,
      tries: TRIES,
      run: randomBytes(3).toString('hex'),
    })
    const clients = startClients(lb, key, team, READERS)
    await sleep(1_000)
    // A setting changed on one instance is served by all three at once, well inside their cache's minute.
    const renamed = `Cluster ${randomBytes(3).toString('hex')}`
    const seenAfterMs = await renameEverywhere(
      lb,
      servers.map((s) => s.url),
      team.operator.token,
      setup.merchantId,
      renamed,
    )
    expect(
      seenAfterMs.every((ms) => ms < 2_000),
      `ms until each instance served it: ${seenAfterMs}`,
    ).toBe(true)
    // One count for every instance: the limit holds however the balancer spreads the calls.
    const limit = await hitLimit(lb, LIMITED, LIMIT + 5)
    expect(limit).toEqual({ passed: LIMIT, limited: 5, instances: INSTANCES })
    await sleep(Math.max(0, BEFORE_KILL_MS - (Date.now() - jobsFrom.at)))

    const statsAtKill = await haproxy.stats()
    const killedAt = Date.now()
    await servers[VICTIM]?.kill()
    await sleep(AFTER_KILL_MS)
    await workload.stop()
    await clients.stop()
    const acks = await resolveUnknowns(lb, key, workload.acks, TRIES)
    const stats = await haproxy.stats()

    // Every acknowledged transfer once, every refused one never, nothing else; the books balance.
    expect(acks.filter((a) => a.outcome === 'info').map((a) => a.op.key)).toEqual([])
    const failures = acks.filter((a) => a.outcome === 'fail')
    expect(failures.filter((a) => !EXPECTED_FAILURES.has(a.code ?? '')).map((a) => `${a.op.key}: ${a.code}`)).toEqual(
      [],
    )
    const ok = acks.filter((a) => a.outcome === 'ok')
    expect(ok.length).toBeGreaterThan(0)
    await expectBooksMatch(t.db, team, FUNDING, acks)
    expect(await ledgerViolations(t.db)).toEqual([])
    const audit = await verifyAuditChain(t.db)
    expect(audit.ok && audit.rows).toBeGreaterThanOrEqual(workload.auditedOk)

    // Sessions work on any instance: each member's reads were served by every instance before the
    // kill, a fresh session was used at once on another instance, and no read failed.
    const victim = names[VICTIM]
    const beforeKill = clients.reads.filter((r) => r.at < killedAt)
    for (const member of team.chain) {
      const by = new Set(beforeKill.filter((r) => r.member === member.username).map((r) => r.by))
      expect({ member: member.username, instances: by.size }).toEqual({ member: member.username, instances: INSTANCES })
    }
    expect(clients.reads.filter((r) => r.outcome !== 'ok')).toEqual([])
    expect(clients.logins.filter((l) => l.outcome !== 'ok')).toEqual([])
    expect(clients.logins.filter((l) => l.openedBy !== l.readBy).length).toBeGreaterThan(0)
    // After the kill (and the moment the balancer takes to notice) the survivors served everything.
    const afterKill = clients.reads.filter((r) => r.at > killedAt + 100)
    expect(afterKill.length).toBeGreaterThan(0)
    expect(afterKill.filter((r) => r.by === victim)).toEqual([])
    expect(new Set(afterKill.map((r) => r.by)).size).toBe(INSTANCES - 1)

    // Jobs: never more than once per due time on the three instances, and the survivors took over
    // every frequent job, including any whose claim died with the victim.
    const jobsTo = { at: Date.now(), rows: await jobRows(t.db) }
    const periods = jobPeriods()
    for (const [name, row] of jobsTo.rows) {
      const every = periods.get(name)
      if (every === undefined || every < JOB_INTERVAL_MS) continue
      const ran = Number(row.runs - (jobsFrom.rows.get(name)?.runs ?? 0n))
      const most = Math.floor((jobsTo.at - jobsFrom.at) / every) + 1
      expect({ name, ran: ran <= most }).toEqual({ name, ran: true })
    }
    const tookOver = await waitForTakeover(t.db, periods, killedAt)
    expect(tookOver.stale).toEqual([])

    const survivors = servers.filter((_, i) => i !== VICTIM)
    expect(servers.flatMap((s) => s.errors())).toEqual([])
    expect(await Promise.all(survivors.map((s) => s.stop()))).toEqual(survivors.map(() => 0))

    const served = (list: ServerStats[]) => list.map((s) => `${s.name} ${s.sessions}`).join(', ')
    const clientRetries = acks.reduce((n, a) => n + a.unknowns.length, 0)
    console.log(
      `cluster test: ${INSTANCES} instances started in ${startMs.map((ms) => Math.round(ms / 100) / 10).join('/')} s; ` +
        `${acks.length} transfers (${ok.length} acknowledged, ${failures.length} refused), ` +
        `${workload.auditedOk} operator actions, ${clients.reads.length} reads, ${clients.logins.length} logins; ` +
        `requests per instance ${served(stats)} (at the kill: ${served(statsAtKill)}); ` +
        `haproxy retries ${stats.reduce((n, s) => n + s.retries, 0)}, redispatches ${stats.reduce((n, s) => n + s.redispatches, 0)}; ` +
        `client retries ${clientRetries} (${acks.filter((a) => a.unknowns.length > 0).length} transfers); ` +
        `setting seen after ${seenAfterMs.join('/')} ms; jobs taken over ${Math.round(tookOver.afterMs / 100) / 10} s after the kill; ` +
        `${Math.round((Date.now() - began) / 1000)} s`,
    )
  }, 240_000)
})

type JobRow = { runs: bigint; lockedUntil: Date | null; lastFinishedAt: Date | null }

async function jobRows(db: Db): Promise<Map<string, JobRow>> {
  const rows = await db.selectFrom('jobs').select(['name', 'runs', 'lockedUntil', 'lastFinishedAt']).execute()
  return new Map(rows.map((r) => [r.name, r]))
}

/** Every job's period as the server processes schedule them (their JOB_INTERVAL_MS). */
function jobPeriods(): Map<string, number> {
  const key = Buffer.alloc(32)
  const config = { jobIntervalMs: JOB_INTERVAL_MS, vendorTimeoutMs: 10_000 }
  const jobs = [
    ...applicationJobs(config, httpVendorConnector(key, 1_000), undefined, key),
    ...lotteryJobs(key),
    ...rollupJobs(),
  ]
  return new Map(jobs.map((job) => [job.name, job.everyMs]))
}

/**
 * Waits until every job due at least every JOB_INTERVAL_MS has finished a run after the kill and
 * no claim has outlived its lease; answers those that had not within TAKEOVER_MS.
 */
async function waitForTakeover(db: Db, periods: Map<string, number>, killedAt: number) {
  const frequent = [...periods].filter(([, every]) => every <= JOB_INTERVAL_MS).map(([name]) => name)
  for (;;) {
    const rows = await jobRows(db)
    const now = Date.now()
    const stale = frequent.filter((name) => {
      const row = rows.get(name)
      const lapsed = row?.lockedUntil != null && row.lockedUntil.getTime() < now
      return !row || lapsed || (row.lastFinishedAt?.getTime() ?? 0) <= killedAt
    })
    if (stale.length === 0 || now - killedAt > TAKEOVER_MS) return { stale, afterMs: now - killedAt }
    await sleep(250)
  }
}
