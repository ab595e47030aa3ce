import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Db } from '../db/database'
import { createTestApp, type TestApp } from '../test/test-app'
import { operatorToken, payer, withdraw } from '../test/withdrawals'
import { httpVendorConnector } from '../providers/vendor/http-transfer-vendor'
import { applicationJobs } from './jobs'
import { createJobRunner, type Job } from './runner'
import { closeCheckingBooks } from '../test/ledger-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => closeCheckingBooks(t))

/** A clock the test moves by hand. */
function manualClock(start = Date.now()) {
  let now = start
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) }
}

/** A job that counts its runs and how many overlap, and takes `ms` to finish. */
function countingJob(name: string, ms: number) {
  const seen = { runs: 0, active: 0, maxActive: 0 }
  const job: Job = {
    name,
    everyMs: 60_000,
    async run(db: Db) {
      seen.runs += 1
      seen.active += 1
      seen.maxActive = Math.max(seen.maxActive, seen.active)
      await db.selectFrom('jobs').select('name').execute()
      await new Promise((resolve) => setTimeout(resolve, ms))
      seen.active -= 1
    },
  }
  return { job, seen }
}

describe('the job runner', () => {
  it('runs a due job once per period, and keeps its state in the database', async () => {
    const clock = manualClock()
    const { job, seen } = countingJob('test.period', 0)
    const runner = createJobRunner({ db: t.db, jobs: [job], pollMs: 1000, clock: clock.now })
    expect(await runner.tick()).toEqual(['test.period'])
    expect(await runner.tick()).toEqual([])
    clock.advance(59_000)
    expect(await runner.tick()).toEqual([])
    clock.advance(2_000)
    expect(await runner.tick()).toEqual(['test.period'])
    expect(seen.runs).toBe(2)
    // A new instance (a restart) reads the same row: not due yet, so nothing runs.
    const restarted = createJobRunner({ db: t.db, jobs: [job], pollMs: 1000, clock: clock.now })
    expect(await restarted.tick()).toEqual([])
    const row = await t.db.selectFrom('jobs').selectAll().where('name', '=', 'test.period').executeTakeFirstOrThrow()
    expect(row).toMatchObject({ runs: 2n, lockedUntil: null, lockedBy: null, lastError: null })
  })

  it('never lets two runners run one job at once', async () => {
    const { job, seen } = countingJob('test.exclusive', 200)
    const clock = manualClock()
    const a = createJobRunner({ db: t.db, jobs: [job], pollMs: 1000, clock: clock.now })
    const b = createJobRunner({ db: t.db, jobs: [job], pollMs: 1000, clock: clock.now })
    const [ranA, ranB] = await Promise.all([a.tick(), b.tick()])
    expect([...ranA, ...ranB]).toEqual(['test.exclusive'])
    expect(seen).toMatchObject({ runs: 1, maxActive: 1 })
  })

  it('takes over a claim whose instance died once the lease ends, and records failures', async () => {
    const clock = manualClock()
    const failures: string[] = []
    const failing: Job = { name: 'test.failing', everyMs: 1000, run: async () => Promise.reject(new Error('boom')) }
    const runner = createJobRunner({
      db: t.db,
      jobs: [failing],
      pollMs: 1000,
      clock: clock.now,
      onError: (name) => failures.push(name),
    })
    expect(await runner.tick()).toEqual(['test.failing'])
    expect(failures).toEqual(['test.failing'])
    expect(
      (await t.db.selectFrom('jobs').select('lastError').where('name', '=', 'test.failing').executeTakeFirstOrThrow())
        .lastError,
    ).toContain('boom')

    const { job, seen } = countingJob('test.lease', 0)
    // An instance claimed the job and died: its lock stays until the lease ends.
    await t.db
      .insertInto('jobs')
      .values({
        name: 'test.lease',
        nextRunAt: clock.now(),
        lockedUntil: new Date(clock.now().getTime() + 60_000),
        lockedBy: 'dead',
      })
      .execute()
    const survivor = createJobRunner({ db: t.db, jobs: [job], pollMs: 1000, leaseMs: 60_000, clock: clock.now })
    expect(await survivor.tick()).toEqual([])
    clock.advance(61_000)
    expect(await survivor.tick()).toEqual(['test.lease'])
    expect(seen.runs).toBe(1)
  })

  it('renews the claim of a run that outlasts its lease, so no other instance joins it', async () => {
    const { job, seen } = countingJob('test.renewed', 3_000)
    const a = createJobRunner({ db: t.db, jobs: [job], pollMs: 1000, leaseMs: 1_000 })
    const b = createJobRunner({ db: t.db, jobs: [job], pollMs: 1000, leaseMs: 1_000 })
    const running = a.tick()
    await vi.waitFor(() => expect(seen.active).toBe(1))
    const joined: string[] = []
    while (seen.active > 0) {
      joined.push(...(await b.tick()))
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(await running).toEqual(['test.renewed'])
    expect(joined).toEqual([])
    expect(seen).toMatchObject({ runs: 1, maxActive: 1 })
  })

  it('starts, polls and stops', async () => {
    const { job, seen } = countingJob('test.start', 0)
    const runner = createJobRunner({ db: t.db, jobs: [job], pollMs: 20 })
    runner.start()
    // Wait for the first run however loaded the machine is, then for a few more polls: a job due
    // every minute must not run again on them.
    await vi.waitFor(() => expect(seen.runs).toBe(1), { timeout: 30_000 })
    await new Promise((resolve) => setTimeout(resolve, 100))
    await runner.stop()
    expect(seen.runs).toBe(1)
  })

  it('runs auto-receive from two runners at once, each withdrawal once', async () => {
    const operator = await operatorToken(t)
    const ids: bigint[] = []
    for (let i = 0; i < 3; i++) {
      const who = await payer(t, 100_000n)
      const id = (await withdraw(t, who, '100.00', `wd-job-${who.id}`)).json().value.id
      await t.app.inject({ method: 'POST', url: `/wps/operator/withdrawals/${id}/approve`, headers: operator })
      ids.push(BigInt(id))
    }
    const clock = manualClock(Date.now() + 31 * 60_000)
    const jobs = applicationJobs(
      { jobIntervalMs: 60_000, vendorTimeoutMs: 10_000 },
      httpVendorConnector(t.appSecret, 10_000),
    ).filter((job) => job.name === 'withdrawal.auto_receive')
    const a = createJobRunner({ db: t.db, jobs, pollMs: 1000, clock: clock.now })
    const b = createJobRunner({ db: t.db, jobs, pollMs: 1000, clock: clock.now })
    const [ranA, ranB] = await Promise.all([a.tick(), b.tick()])
    expect([...ranA, ...ranB]).toEqual(['withdrawal.auto_receive'])
    const rows = await t.db.selectFrom('withdrawals').select(['status', 'forced']).where('id', 'in', ids).execute()
    expect(rows).toEqual(ids.map(() => ({ status: 'received', forced: true })))
    const autos = await t.db
      .selectFrom('withdrawalConfirmations')
      .select('withdrawalId')
      .where('result', '=', 'auto_received')
      .where('withdrawalId', 'in', ids)
      .execute()
    expect(autos).toHaveLength(3)
    clock.advance(61_000)
    expect(await a.tick()).toEqual(['withdrawal.auto_receive'])
    expect(
      await t.db.selectFrom('withdrawalConfirmations').select('id').where('result', '=', 'auto_received').execute(),
    ).toHaveLength(3)
  })
})
