// `npm run audit:verify`: walks the audit log's hash chain and names the first row that fails.
import { runDatabaseTask } from '../db/run-task'
import { verifyAuditChain } from './audit'

runDatabaseTask(async (db) => {
  const result = await verifyAuditChain(db)
  if (result.ok) {
    console.log(`audit chain verified: ${result.rows} rows`)
    return 0
  }
  console.error(`audit chain broken at row ${result.badRowId}: it or a row before it was altered`)
  return 1
})
