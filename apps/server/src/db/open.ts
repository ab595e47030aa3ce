import type { Config } from '../config'
import { openDatabase, type DatabaseHandle } from './database'
import { migrateToLatest } from './migrate'
import { lockDataDir } from './pglite-lock'
import { seedDemoAgents } from './seed/agents.seed'
import { seedDemoMerchant, seedReferenceData } from './seed/demo.seed'
import { seedDemoOperator } from './seed/operator.seed'
import { seedDemoPointMall } from './seed/point-mall.seed'
import { seedDemoMissions } from './seed/missions.seed'
import { seedDemoPromotions } from './seed/promotions.seed'
import { seedDemoLoyalty } from './seed/loyalty.seed'
import { seedDemoVip } from './seed/vip.seed'
import { seedVnBrand } from './seed/vn-brand.seed'

/** Opens the configured database, applies migrations and seeds what a first start needs. */
export async function openMigratedDatabase(config: Readonly<Config>): Promise<DatabaseHandle & { seeded: boolean }> {
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir)
  try {
    const schema = config.databaseSchema ?? undefined
    const handle = await openDatabase({
      url: config.databaseUrl,
      pgliteDir: config.databaseUrl ? null : config.dataDir,
      ...(schema ? { schema } : {}),
    })
    await migrateToLatest(handle.db, schema)
    await seedReferenceData(handle.db)
    // The demo brand and its money are asked for (DEMO_DATA), never implied by an empty database.
    const seeded = config.demoData && (await seedDemoMerchant(handle.db))
    // Only on the first start, with the brand: tests build their own teams on a bare brand.
    if (seeded) {
      await seedDemoAgents(handle.db)
      await seedDemoOperator(handle.db)
    }
    // The second demo brand joins a demo (also an older demo data directory), never a real installation.
    if (
      config.demoData &&
      (await handle.db.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirst())
    ) {
      await seedVnBrand(handle.db)
      // The offers the demo pages make, as real promotions (idempotent: a seeded code is kept).
      await seedDemoPromotions(handle.db)
      await seedDemoLoyalty(handle.db)
      await seedDemoPointMall(handle.db)
      await seedDemoMissions(handle.db)
      // The demo brands' VIP tiers and their promotion (idempotent: what a brand has is kept).
      await seedDemoVip(handle.db)
    }
    return {
      ...handle,
      seeded,
      close: async () => {
        await handle.close()
        unlock()
      },
    }
  } catch (error) {
    unlock()
    throw error
  }
}

/**
 * The read replica for reports and the console's long lists (REPORTS_DATABASE_URL), read-only so
 * that a write meant for the primary fails loudly; null when none is configured. Its schema is the
 * primary's: a replica is a copy of the whole database.
 */
export async function openReportsDatabase(config: Readonly<Config>): Promise<DatabaseHandle | null> {
  if (!config.reportsDatabaseUrl) return null
  return openDatabase({
    url: config.reportsDatabaseUrl,
    pgliteDir: null,
    readOnly: true,
    ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
  })
}
