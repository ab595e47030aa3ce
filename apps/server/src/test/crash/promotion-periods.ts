import { openDatabase } from '../../db/database'
import { payPromotionPeriods } from '../../features/promotion-period/period.service'

/**
 * The child process of the period crash test (features/promotion-period/period-crash.test.ts):
 * one run of the `promotions.periods` job at PERIODS_NOW on the test's PostgreSQL schema, exiting
 * 0 when it has paid everything. The test kills it with SIGKILL mid-way and starts it again.
 */
const url = process.env.DATABASE_URL
const schema = process.env.DATABASE_SCHEMA
const now = process.env.PERIODS_NOW
if (!url || !schema || !now) throw new Error('DATABASE_URL, DATABASE_SCHEMA and PERIODS_NOW are required')

const handle = await openDatabase({ url, pgliteDir: null, schema, poolSize: 2 })
try {
  await payPromotionPeriods(handle.db, new Date(now))
} finally {
  await handle.close()
}
