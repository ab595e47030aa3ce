// `npm run merchant -- <command>`: operator switches until the back office exists.
//   maintenance on [--until 2026-12-01T04:00:00Z] [--merchant demo]
//   maintenance off [--merchant demo]
//   restrict [--countries US,SG] [--ips 203.0.113.0/24] [--merchant demo]   (no lists: lift)
// With the embedded database, stop the server first (one process at a time); with
// PostgreSQL it may run beside the servers, which pick the change up within SETTINGS_CACHE_MS.
import { parseArgs } from 'node:util'
import { runDatabaseTask } from '../../db/run-task'
import * as repo from './merchant.repository'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    merchant: { type: 'string', default: 'demo' },
    until: { type: 'string' },
    countries: { type: 'string', default: '' },
    ips: { type: 'string', default: '' },
  },
})

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

runDatabaseTask(async (db) => {
  const [command, state] = positionals
  const id = await repo.findMerchantIdByCode(db, values.merchant)
  if (id === null) throw new Error(`No merchant with code "${values.merchant}"`)
  if (command === 'maintenance' && (state === 'on' || state === 'off')) {
    const until = values.until ? new Date(values.until) : null
    if (until && Number.isNaN(until.getTime())) throw new Error('--until must be an ISO date-time')
    await repo.setMaintenance(db, id, state === 'on', until)
    console.log(`maintenance ${state} for ${values.merchant}${until ? ` until ${until.toISOString()}` : ''}`)
    return 0
  }
  if (command === 'restrict') {
    await repo.setRegionRestriction(
      db,
      id,
      list(values.countries).map((c) => c.toUpperCase()),
      list(values.ips),
    )
    console.log(`region restriction for ${values.merchant}: countries [${values.countries}] ips [${values.ips}]`)
    return 0
  }
  throw new Error(
    'usage: npm run merchant -- maintenance on|off [--until ISO] | restrict [--countries A,B] [--ips CIDR,...]',
  )
})
