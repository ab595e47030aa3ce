// `npm run ledger:verify`: runs the books' invariants (L1-L5, L10) against the configured database.
import { runDatabaseTask } from '../db/run-task'
import { ledgerViolations } from './invariants'

runDatabaseTask(async (db) => {
  const problems = await ledgerViolations(db)
  if (problems.length === 0) {
    console.log('ledger verified: every invariant holds')
    return 0
  }
  // Findings only: corrections are new reversing transactions, made by people, never by this command.
  for (const problem of problems) console.error(problem)
  return 1
})
