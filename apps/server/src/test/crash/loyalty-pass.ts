import { openDatabase } from '../../db/database'
import { runLoyaltyPass } from '../../loyalty-pass/loyalty-pass.service'

/**
 * The child process of the loyalty crash test (features/loyalty/loyalty-crash.test.ts): drains
 * the stream on the test's PostgreSQL schema in batches of LOYALTY_BATCH facts, each held open a
 * moment before it commits so that a kill lands inside one; exits 0 once the stream is drained.
 */
const url = process.env.DATABASE_URL
const schema = process.env.DATABASE_SCHEMA
const batchSize = Number(process.env.LOYALTY_BATCH ?? '500')
if (!url || !schema) throw new Error('DATABASE_URL and DATABASE_SCHEMA are required')

const handle = await openDatabase({ url, pgliteDir: null, schema, poolSize: 2 })
try {
  await runLoyaltyPass(handle.db, new Date(), {
    batchSize,
    beforeCommit: () => new Promise((resolve) => setTimeout(resolve, 40)),
  })
} finally {
  await handle.close()
}
