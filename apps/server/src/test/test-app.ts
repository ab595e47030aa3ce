import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp, type AppDeps, type BuiltApp } from '../app'
import { loadConfig, type Config } from '../config'
import { openDatabase, type DatabaseHandle, type Db } from '../db/database'
import { migrateToLatest } from '../db/migrate'
import { seedDemoMerchant, seedReferenceData } from '../db/seed/demo.seed'
import { loadGeoLookup, type GeoLookup } from '../lib/geo'

// Kysely's migrator lists the tables of every schema before it runs, and that listing fails on a
// table another test file drops at the same moment. Migrations hold this advisory lock shared,
// so they run side by side; dropping a schema holds it alone.
const SCHEMA_LOCK = 0x5ea_7e57

/** Runs `work` while holding the schema lock (shared or alone) on a connection of its own, which it gets. */
async function underSchemaLock<T>(
  url: string,
  mode: 'shared' | 'alone',
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const suffix = mode === 'shared' ? '_shared' : ''
  try {
    await client.query(`SELECT pg_advisory_lock${suffix}($1)`, [SCHEMA_LOCK])
    return await work(client)
  } finally {
    await client.end()
  }
}

export interface TestDb {
  db: Db
  engine: 'pglite' | 'postgres'
  /** The PostgreSQL schema the database lives in (null on PGlite), for a server process of the test's own. */
  schema: string | null
  /** The database's notification channels (the change feed's tests follow them). */
  listen: DatabaseHandle['listen']
  close(): Promise<void>
}

/**
 * A fresh, migrated and seeded database: in-memory PGlite, or, when the test project says
 * TEST_DB=postgres, a schema of its own on TEST_DATABASE_URL that is dropped afterwards.
 */
export async function createTestDb(): Promise<TestDb> {
  const url = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined
  if (process.env.TEST_DB === 'postgres' && !url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
  let dropSchema = async () => {}
  let schema: string | undefined
  if (url) {
    const created = await createEmptySchema(url)
    schema = created.schema
    dropSchema = created.drop
  }
  const template = url ? undefined : await pgliteTemplate()
  const handle = await openDatabase({
    url: url ?? null,
    pgliteDir: null,
    ...(schema ? { schema } : {}),
    ...(template ? { pgliteFrom: template } : {}),
  })
  // From the template this only confirms that nothing is pending.
  const migrate = () => migrateToLatest(handle.db, schema)
  await (url ? underSchemaLock(url, 'shared', () => migrate()) : migrate())
  await seedReferenceData(handle.db)
  await seedDemoMerchant(handle.db)
  return {
    db: handle.db,
    engine: handle.engine,
    schema: schema ?? null,
    listen: handle.listen,
    async close() {
      await handle.close()
      await dropSchema()
    },
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file pglite-template.setup.ts dumped a migrated PGlite database to. */
    pgliteTemplate: string
  }
}

let templateDump: Promise<Blob | undefined> | undefined
/** The migrated PGlite database the server project's global setup dumped, when there is one. */
function pgliteTemplate(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplate')
  templateDump ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined)
  return templateDump
}

let geo: Promise<GeoLookup> | null = null
/** The country tables take a moment to load; one copy serves every app in a test file. */
export function testGeo(): Promise<GeoLookup> {
  geo ??= loadGeoLookup()
  return geo
}

export interface TestApp extends BuiltApp {
  db: Db
  appSecret: Buffer
  close(): Promise<void>
}

/** The real application on a fresh database, for `app.inject()` tests. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  deps: Partial<Pick<AppDeps, 'resolvePrincipal' | 'paygateUrl' | 'appSecret' | 'logStream' | 'readiness'>> = {},
): Promise<TestApp> {
  const testDb = await createTestDb()
  // TEST_LOG_LEVEL=error prints the server's log (an unexpected 500's cause) while a test runs.
  const config = loadConfig(
    {},
    {
      logLevel: (process.env.TEST_LOG_LEVEL as 'silent') ?? 'silent',
      webDir: null,
      adminDir: null,
      settingsCacheMs: 0,
      ...overrides,
    },
  )
  const appSecret = deps.appSecret ?? randomBytes(32)
  const built = await buildApp({ config, db: testDb.db, geo: await testGeo(), appSecret, ...deps })
  return {
    ...built,
    db: testDb.db,
    appSecret,
    async close() {
      await built.app.close()
      await testDb.close()
    },
  }
}

/** The PostgreSQL the server-pg project runs on, or null on PGlite. */
export function testDatabaseUrl(): string | null {
  return process.env.TEST_DB === 'postgres' ? (process.env.TEST_DATABASE_URL ?? null) : null
}

/** An empty schema of its own on `url`, for a test that opens a database from nothing. */
export async function createEmptySchema(url: string): Promise<{ schema: string; drop(): Promise<void> }> {
  const schema = `test_${randomBytes(6).toString('hex')}`
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query(`CREATE SCHEMA ${schema}`)
  await client.end()
  return {
    schema,
    drop: () =>
      underSchemaLock(url, 'alone', async (locked) => void (await locked.query(`DROP SCHEMA ${schema} CASCADE`))),
  }
}
