import type { Db } from '../../db/database'
import * as fold from './rollup-fold.repository'

/**
 * The report rollups (decision 052, "Rollups"): the job `reports.rollup` folds the brand days that
 * facts marked since the last run; `rebuildRollups` recomputes a range of days of every brand.
 * Either is one transaction, so a fold that dies leaves the marks for the next one.
 */
export async function foldReportRollups(db: Db): Promise<{ days: number }> {
  if (!(await fold.hasMarks(db))) return { days: 0 }
  return db.transaction().execute(async (trx) => {
    await fold.lockFold(trx)
    const days = await fold.takeMarks(trx)
    await fold.rewriteDays(trx)
    return { days }
  })
}

/** Recomputes [from, to] (YYYY-MM-DD, each brand's own days) of every brand from the facts. */
export async function rebuildRollups(db: Db, from: string, to: string): Promise<{ days: number }> {
  return db.transaction().execute(async (trx) => {
    await fold.lockFold(trx)
    const days = await fold.takeRange(trx, from, to)
    await fold.rewriteDays(trx)
    return { days }
  })
}
