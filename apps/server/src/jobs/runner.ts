import { randomBytes } from 'node:crypto'
import type { Db } from '../db/database'

/**
 * A small durable job runner. Each job is a row in `jobs`; an instance runs a job only after
 * claiming the row with one conditional UPDATE (due, and not locked or its lock expired), so
 * several instances never run one job at the same time, and a restart simply claims again.
 * While a run lasts its instance renews the claim every third of the lease, so a long run keeps
 * it and a killed instance's claim lapses within one lease (decision 064). A run whose instance
 * cannot renew it (its database away longer than the lease) may meet a second one: jobs must
 * therefore be idempotent.
 */
export interface Job {
  name: string
  /** Time between the end of one run and the start of the next. */
  everyMs: number
  run(db: Db, now: Date): Promise<unknown>
}

export interface JobRunnerOptions {
  db: Db
  jobs: readonly Job[]
  /** How often to look for due jobs. */
  pollMs: number
  /** How long a claim holds unless renewed; the claims of a killed instance lapse after this. */
  leaseMs?: number
  /** The runner's notion of now (tests move it); the database's rows are compared with it. */
  clock?: () => Date
  onError?: (job: string, error: unknown) => void
}

export interface JobRunner {
  /** Runs every due job this instance can claim, once; answers the names it ran. */
  tick(): Promise<string[]>
  start(): void
  /** Stops polling and waits for a run in progress. */
  stop(): Promise<void>
}

const DEFAULT_LEASE_MS = 30_000

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db } = options
  const clock = options.clock ?? (() => new Date())
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS
  const instance = randomBytes(8).toString('hex')
  let timer: NodeJS.Timeout | null = null
  let running: Promise<string[]> = Promise.resolve([])

  async function claim(job: Job, now: Date): Promise<boolean> {
    await db
      .insertInto('jobs')
      .values({ name: job.name, nextRunAt: now })
      .onConflict((oc) => oc.doNothing())
      .execute()
    const claimed = await db
      .updateTable('jobs')
      .set({ lockedUntil: new Date(now.getTime() + leaseMs), lockedBy: instance, lastStartedAt: now })
      .where('name', '=', job.name)
      .where('nextRunAt', '<=', now)
      .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
      .returning('name')
      .executeTakeFirst()
    return claimed !== undefined
  }

  /** Renews this instance's claim while the run lasts; answers the function that stops renewing. */
  function holdClaim(job: Job): () => void {
    const renew = () =>
      db
        .updateTable('jobs')
        .set({ lockedUntil: new Date(clock().getTime() + leaseMs) })
        .where('name', '=', job.name)
        .where('lockedBy', '=', instance)
        .execute()
        .catch((error: unknown) => options.onError?.(job.name, error))
    const timer = setInterval(() => void renew(), leaseMs / 3)
    timer.unref()
    return () => clearInterval(timer)
  }

  async function release(job: Job, error: unknown): Promise<void> {
    const finished = clock()
    await db
      .updateTable('jobs')
      .set((eb) => ({
        lockedUntil: null,
        lockedBy: null,
        lastFinishedAt: finished,
        nextRunAt: new Date(finished.getTime() + job.everyMs),
        lastError: error === null ? null : String(error).slice(0, 2000),
        runs: eb('runs', '+', 1n),
      }))
      .where('name', '=', job.name)
      .where('lockedBy', '=', instance)
      .execute()
  }

  async function tick(): Promise<string[]> {
    const ran: string[] = []
    for (const job of options.jobs) {
      try {
        const now = clock()
        if (!(await claim(job, now))) continue
        let failure: unknown = null
        const stopHolding = holdClaim(job)
        try {
          await job.run(db, now)
        } catch (error) {
          failure = error
          options.onError?.(job.name, error)
        } finally {
          stopHolding()
        }
        await release(job, failure)
        ran.push(job.name)
      } catch (error) {
        options.onError?.(job.name, error)
      }
    }
    return ran
  }

  return {
    tick,
    start() {
      if (timer) return
      const poll = () => {
        running = running.then(tick, tick)
      }
      poll()
      timer = setInterval(poll, options.pollMs)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = null
      await running.catch(() => [])
    },
  }
}
