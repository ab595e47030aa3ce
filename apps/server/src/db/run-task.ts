import { loadConfig } from '../config'
import type { Db } from './database'
import { openMigratedDatabase } from './open'

/**
 * Runs a command-line task (`npm run audit:verify`, `ledger:verify`, `merchant`) against the
 * configured database, then exits with the task's code; an error is printed, never a stack, and
 * exits with 1.
 */
export function runDatabaseTask(task: (db: Db) => Promise<number>): void {
  const run = async () => {
    const database = await openMigratedDatabase(loadConfig(undefined, { logLevel: 'silent' }))
    try {
      return await task(database.db)
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
}
