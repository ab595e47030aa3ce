import type { Config } from '../../config'
import type { Job } from '../../jobs/runner'
import { fulfilFreeRounds, type VendorLink } from './point-mall-rounds.service'

/**
 * The job `loyalty.free_rounds`: grants the rounds of free-round redemptions at the vendor. A
 * refusal that can never succeed leaves the redemption in process and fails the run with the
 * redemptions and reasons, so the job's last error and the server log show them until an
 * operator rejects the redemption (which returns the points).
 */
export function freeRoundsJob(link: VendorLink, config: Pick<Config, 'jobIntervalMs'>): Job {
  return {
    name: 'loyalty.free_rounds',
    everyMs: config.jobIntervalMs,
    run: async (db) => {
      const result = await fulfilFreeRounds(db, link)
      if (result.refused.length > 0) {
        const list = result.refused.map((r) => `redemption ${r.redemptionId}: ${r.reason}`).join(', ')
        throw new Error(`The game vendor refused free rounds (${list}); reject them in the console`)
      }
      return result
    },
  }
}
