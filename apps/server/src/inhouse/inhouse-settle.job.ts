import type { Config } from '../config'
import type { Job } from '../jobs/runner'
import { settleUnfinishedRounds } from './inhouse-round.service'
import type { InhouseDeps } from './inhouse-wallet'

/** The durable job that finishes rounds a lost wallet answer left open (inhouse-round.service). */
export function inhouseSettleJob(deps: InhouseDeps, config: Pick<Config, 'jobIntervalMs' | 'vendorTimeoutMs'>): Job {
  return {
    name: 'inhouse.settle',
    everyMs: config.jobIntervalMs,
    // Only rounds idle well past the wallet timeout, so a call still in flight is left alone.
    run: (_db, now) =>
      settleUnfinishedRounds(deps, {
        now: () => now.getTime(),
        olderThanMs: Math.max(60_000, 2 * config.vendorTimeoutMs),
      }),
  }
}
