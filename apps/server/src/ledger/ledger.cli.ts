// `npm run ledger:verify`: runs the books' invariants (L1-L5, L10) against the configured database.
import { loadConfig } from '../config'
import { openMigratedDatabase } from '../db/open'
import { ledgerViolations } from './invariants'

async function run(): Promise<number> {
  const database = await openMigratedDatabase(loadConfig(undefined, { logLevel: 'silent' }))
  try {
    const problems = await ledgerViolations(database.db)
    if (problems.length === 0) {
      console.log('ledger verified: every invariant holds')
      return 0
    }
    // Findings only: corrections are new reversing transactions, made by people, never by this command.
    for (const problem of problems) console.error(problem)
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
