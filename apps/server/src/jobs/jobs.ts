import type { Config } from '../config'
import type { Db } from '../db/database'
import { autoReceiveDue } from '../features/withdrawal/confirmation.service'
import { createJobRunner, type Job, type JobRunner } from './runner'

/** Every background job of the application, in one list. */
export function applicationJobs(config: Pick<Config, 'jobIntervalMs'>): Job[] {
  return [{ name: 'withdrawal.auto_receive', everyMs: config.jobIntervalMs, run: autoReceiveDue }]
}

/** The runner startServer starts; null when this instance runs no jobs (JOB_INTERVAL_MS=0). */
export function startJobs(db: Db, config: Pick<Config, 'jobIntervalMs'>, onError: (job: string, error: unknown) => void): JobRunner | null {
  if (config.jobIntervalMs === 0) return null
  const runner = createJobRunner({ db, jobs: applicationJobs(config), pollMs: config.jobIntervalMs, onError })
  runner.start()
  return runner
}
