import type { Config } from '../config'
import type { Db } from '../db/database'
import { settleKind } from '../features/agent-settlement/settlement.service'
import { reconcileVendorTransfers } from '../features/vendor-wallet/vendor-reconcile.service'
import { autoReceiveDue } from '../features/withdrawal/confirmation.service'
import type { VendorConnector } from '../providers/vendor/transfer-vendor'
import { createJobRunner, type Job, type JobRunner } from './runner'

type JobConfig = Pick<Config, 'jobIntervalMs' | 'vendorTimeoutMs'>

/** Every background job of the application, in one list. */
export function applicationJobs(config: JobConfig, connect: VendorConnector): Job[] {
  return [
    { name: 'withdrawal.auto_receive', everyMs: config.jobIntervalMs, run: autoReceiveDue },
    {
      name: 'vendor.reconcile',
      everyMs: config.jobIntervalMs,
      // Only transfers idle well past the vendor timeout, so a call still in flight is left alone.
      run: (db, now) => reconcileVendorTransfers(db, { connect, now: () => now.getTime(), olderThanMs: Math.max(60_000, 2 * config.vendorTimeoutMs) }),
    },
    // Agent salaries and dividends (decision 027): each run bills the periods closed since the last
    // and pays what is unpaid; real-time salary periods are five minutes long (spec section 9).
    ...(['realtime_salary', 'hourly_salary', 'daily_salary', 'dividend'] as const).map((kind) => ({
      name: `agent.settle_${kind}`,
      everyMs: config.jobIntervalMs,
      run: (db: Db, now: Date) => settleKind(db, kind, now),
    })),
  ]
}

/** The runner startServer starts; null when this instance runs no jobs (JOB_INTERVAL_MS=0). */
export function startJobs(db: Db, config: JobConfig, connect: VendorConnector, onError: (job: string, error: unknown) => void): JobRunner | null {
  if (config.jobIntervalMs === 0) return null
  const runner = createJobRunner({ db, jobs: applicationJobs(config, connect), pollMs: config.jobIntervalMs, onError })
  runner.start()
  return runner
}
