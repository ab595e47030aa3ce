import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely'
import pg from 'pg'
import { listenOnPostgres, type ListenEvents } from './pg-listen'
import type { Database } from './schema'

export type Db = Kysely<Database>

export interface DatabaseHandle {
  db: Db
  engine: 'pglite' | 'postgres'
  close(): Promise<void>
  /** PGlite only: its data directory as a tar archive, for `pgliteFrom` (the tests' template). */
  dump?(): Promise<Blob>
  /**
   * Follows a notification channel: on PostgreSQL over a connection of its own that reconnects,
   * on PGlite in this process (its only one). Resolves to the function that stops it.
   */
  listen(channel: string, events: ListenEvents): Promise<() => Promise<void>>
}

export interface DatabaseOptions {
  /** PostgreSQL URL; null opens the embedded PGlite database. */
  url: string | null
  /** Where PGlite keeps its files; null keeps them in memory (tests). */
  pgliteDir: string | null
  /** PostgreSQL search_path, so that a test run can live in its own schema. */
  schema?: string
  poolSize?: number
  /** PostgreSQL only: every transaction read-only (a replica for reports; a write fails instead of landing). */
  readOnly?: boolean
  /** PGlite only: a `dump()` of another database to start from instead of an empty one. */
  pgliteFrom?: Blob
}

const poolSizes = new WeakMap<Db, number>()

/** How many connections a PostgreSQL database may use at once; null for PGlite (one session). */
export function poolSizeOf(db: Db): number | null {
  return poolSizes.get(db) ?? null
}

/** Whether the database is a PostgreSQL server, which other processes may share. */
export function isSharedDatabase(db: Db): boolean {
  return poolSizes.has(db)
}

// int8 (bigint) arrives as a string from pg; money columns stay exact as bigint.
pg.types.setTypeParser(20, (value) => BigInt(value))

/** The only place that knows which engine is in use. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const plugins = [new CamelCasePlugin()]
  if (options.url) {
    const max = options.poolSize ?? 10
    const settings = [
      ...(options.schema ? [`-c search_path=${options.schema}`] : []),
      ...(options.readOnly ? ['-c default_transaction_read_only=on'] : []),
    ]
    const pool = new pg.Pool({
      connectionString: options.url,
      max,
      ...(settings.length > 0 ? { options: settings.join(' ') } : {}),
    })
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins })
    poolSizes.set(db, max)
    const connection = { url: options.url, applicationName: `sea-listen:${options.schema ?? 'public'}` }
    return {
      db,
      engine: 'postgres',
      close: () => db.destroy(),
      listen: async (channel, events) => listenOnPostgres(connection, channel, events),
    }
  }
  let dataDir: string | undefined
  if (options.pgliteDir) {
    mkdirSync(options.pgliteDir, { recursive: true })
    dataDir = join(options.pgliteDir, 'pglite')
  }
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.pgliteFrom ? { loadDataDir: options.pgliteFrom } : {}),
    parsers: { 20: (value: string) => BigInt(value) },
  })
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), plugins })
  return {
    db,
    engine: 'pglite',
    close: () => db.destroy(),
    dump: () => pglite.dumpDataDir('none'),
    async listen(channel, events) {
      const unlisten = await pglite.listen(channel, (payload) => events.notice(payload))
      events.listening()
      return async () => {
        // A closed database has nothing left to unlisten from.
        if (!pglite.closed) await unlisten()
      }
    },
  }
}
