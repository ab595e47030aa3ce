// `npm run audit:verify`: walks the audit log's hash chain and names the first row that fails.
import { loadConfig } from '../config'
import { openMigratedDatabase } from '../db/open'
import { verifyAuditChain } from './audit'

async function run(): Promise<number> {
  const database = await openMigratedDatabase(loadConfig(undefined, { logLevel: 'silent' }))
  try {
    const result = await verifyAuditChain(database.db)
    if (result.ok) {
      console.log(`audit chain verified: ${result.rows} rows`)
      return 0
    }
    console.error(`audit chain broken at row ${result.badRowId}: it or a row before it was altered`)
    return 1
  } finally {
    await database.close()
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
