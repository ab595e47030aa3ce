import { Migrator, type MigrationProvider } from 'kysely/migration'
import type { Db } from './database'
import { applyDefinitions } from './definitions'
import { migrations } from './migrations/index'

const provider: MigrationProvider = { getMigrations: async () => migrations }

/**
 * Applies pending migrations, then the SQL definitions whose text changed (decision 046);
 * Kysely's migration lock makes it safe with several instances.
 * `schema` names the schema of the migration tables when search_path is not public (tests).
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  await applyDefinitions(db)
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
