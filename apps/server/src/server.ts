import type { AddressInfo } from 'node:net'
import { buildApp } from './app'
import type { Config } from './config'
import { openMigratedDatabase } from './db/open'
import { purgeExpiredCaptchas } from './features/captcha/captcha.service'
import type { App } from './http/route'
import { startJobs } from './jobs/jobs'
import { loadGeoLookup } from './lib/geo'
import { resolveAppSecret } from './lib/secret'

export interface RunningServer {
  app: App
  url: string
  close(): Promise<void>
}

const HOUSEKEEPING_MS = 10 * 60_000

/** Opens the database, builds the app and listens: used by main.ts, e2e tests and benches. */
export async function startServer(config: Readonly<Config>): Promise<RunningServer> {
  const database = await openMigratedDatabase(config)
  try {
    const geo = await loadGeoLookup(config.geoipDir)
    const { app } = await buildApp({
      config,
      db: database.db,
      geo,
      appSecret: resolveAppSecret(config.appSecret, config.dataDir),
    })
    if (database.seeded) app.log.info('seeded the demo brand')
    await app.listen({ port: config.port, host: config.host })
    const { port } = app.server.address() as AddressInfo
    const housekeeping = setInterval(() => {
      purgeExpiredCaptchas(database.db).catch((err: unknown) => app.log.error({ err }, 'captcha purge failed'))
    }, HOUSEKEEPING_MS)
    housekeeping.unref()
    const jobs = startJobs(database.db, config, (job, err) => app.log.error({ err, job }, 'background job failed'))
    return {
      app,
      url: `http://127.0.0.1:${port}`,
      async close() {
        clearInterval(housekeeping)
        await jobs?.stop()
        await app.close()
        await database.close()
      },
    }
  } catch (error) {
    await database.close()
    throw error
  }
}
