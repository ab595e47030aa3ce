import { buildApp } from '../app'
import { loadConfig, type Config } from '../config'
import { followChanges } from '../db/change-feed'
import { openDatabase } from '../db/database'
import { testGeo, type TestApp } from './test-app'

/** The Redis the shared rate-limit tests count in: TEST_REDIS_URL, else the machine's own. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'

/**
 * On CI (and with E2E_REQUIRED=1) what a test needs from the machine (Redis, haproxy) must be
 * there: its absence fails the test instead of skipping it.
 */
export const MACHINE_REQUIRED = Boolean(process.env.CI) || process.env.E2E_REQUIRED === '1'

/** What an instance's change feed went through: how often it lost its connection and listened. */
export interface FeedEvents {
  lost: number
  listening: number
}

export type Instance = TestApp & { feed: FeedEvents }

/**
 * One more instance of the application on a PostgreSQL schema another test already prepared:
 * its own connection pool and its own change feed, as a second server process would have.
 * Several of them in one test are the instances behind a load balancer, without the processes.
 */
export async function instanceOn(
  where: { url: string; schema: string },
  appSecret: Buffer,
  overrides: Partial<Config> = {},
): Promise<Instance> {
  const handle = await openDatabase({ url: where.url, pgliteDir: null, schema: where.schema, poolSize: 4 })
  const feed: FeedEvents = { lost: 0, listening: 0 }
  const stopFeed = await followChanges(handle, where.schema, {
    lost: () => void (feed.lost += 1),
    listening: () => void (feed.listening += 1),
  })
  const config = loadConfig(
    {},
    { logLevel: 'silent', webDir: null, adminDir: null, databaseSchema: where.schema, ...overrides },
  )
  const built = await buildApp({ config, db: handle.db, geo: await testGeo(), appSecret })
  // Ready as a listening server is: the routes' schemas compiled (seconds on a busy machine).
  await built.app.ready()
  return {
    ...built,
    db: handle.db,
    appSecret,
    feed,
    async close() {
      await built.app.close()
      await stopFeed()
      await handle.close()
    },
  }
}
