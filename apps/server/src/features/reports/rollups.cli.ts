// `npm run rollups -- rebuild --from 2026-11-01 --to 2026-11-27`: recomputes the report rollups of
// every brand for those days (each brand's own dates) from the facts, in one transaction; what a
// fold would write, so it may run while the server runs. `npm run rollups -- fold` folds the marks now.
import { parseArgs } from 'node:util'
import { REPORT_MAX_DAYS } from '@sea/contract'
import { runDatabaseTask } from '../../db/run-task'
import { foldReportRollups, rebuildRollups } from './rollup.service'
import { checkedRange } from './reports.service'

const USAGE = `usage: npm run rollups -- rebuild --from YYYY-MM-DD --to YYYY-MM-DD (at most ${REPORT_MAX_DAYS} days) | fold`
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string' }, to: { type: 'string' } },
})

runDatabaseTask(async (db) => {
  const [command] = positionals
  if (command === 'fold') {
    console.log(`folded ${(await foldReportRollups(db)).days} brand days`)
    return 0
  }
  if (command !== 'rebuild' || !values.from || !values.to) throw new Error(USAGE)
  const { from, to } = checkedRange(values.from, values.to)
  console.log(`rebuilt ${(await rebuildRollups(db, from, to)).days} brand days`)
  return 0
})
