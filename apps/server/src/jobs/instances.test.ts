import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../db/database'
import { createTestDb, testDatabaseUrl, type TestDb } from '../test/test-app'
import { createJobRunner, type Job } from './runner'

/**
 * Jobs on several instances of one PostgreSQL database (decision 064): three runners, each on a
 * connection pool of its own as three server processes would be, race for one job every 10 ms.
 * The job leaves a row per run; the rows must be exactly the runs the `jobs` table counts, none
 * overlapping another, each starting a whole period after the one before ended.
 */
const url = testDatabaseUrl()
const INSTANCES = 3
const EVERY_MS = 150
const RUN_MS = 20
const FOR_MS = 3_000

describe.skipIf(!url)('a job on three instances of one PostgreSQL database', () => {
  let t: TestDb
  let handles: DatabaseHandle[] = []
  beforeAll(async () => {
    t = await createTestDb()
    await sql`CREATE TABLE job_effects (instance integer, started_at timestamptz, finished_at timestamptz)`.execute(
      t.db,
    )
    handles = await Promise.all(
      Array.from({ length: INSTANCES }, () =>
        openDatabase({ url: url ?? '', pgliteDir: null, schema: t.schema ?? '', poolSize: 2 }),
      ),
    )
  })
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()))
    await t?.close()
  })

  it('runs once per due time, on whichever instance claims it', async () => {
    const counted = (instance: number): Job => ({
      name: 'test.counted',
      everyMs: EVERY_MS,
      async run(db) {
        const started = new Date()
        await sleep(RUN_MS)
        // The run's effect, written before the runner records the run as finished.
        const finished = new Date()
        await sql`INSERT INTO job_effects VALUES (${instance}, ${started}, ${finished})`.execute(db)
      },
    })
    const runners = handles.map((h, i) => createJobRunner({ db: h.db, jobs: [counted(i)], pollMs: 10 }))
    for (const runner of runners) runner.start()
    await sleep(FOR_MS)
    await Promise.all(runners.map((r) => r.stop()))

    const { rows: runs } = await sql<{ instance: number; startedAt: Date; finishedAt: Date }>`
      SELECT instance, started_at, finished_at FROM job_effects ORDER BY started_at`.execute(t.db)
    const row = await t.db.selectFrom('jobs').selectAll().where('name', '=', 'test.counted').executeTakeFirstOrThrow()
    expect(row).toMatchObject({ runs: BigInt(runs.length), lockedBy: null, lastError: null })
    const gaps = runs.slice(1).map((run, i) => run.startedAt.getTime() - (runs[i]?.finishedAt.getTime() ?? 0))
    // Never two at once, never early: each run a whole period after the previous one finished.
    expect(gaps.filter((gap) => gap < EVERY_MS)).toEqual([])
    expect(runs.length).toBeGreaterThan(3)
    const perInstance = Array.from({ length: INSTANCES }, (_, i) => runs.filter((r) => r.instance === i).length)
    expect(perInstance.filter((n) => n > 0).length).toBeGreaterThan(1)
    console.log(`jobs on ${INSTANCES} instances: ${runs.length} runs in ${FOR_MS} ms, per instance ${perInstance}`)
  })
})
