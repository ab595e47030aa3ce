import type { AddressInfo } from 'node:net'
import { buildApp } from './app'
import type { Config } from './config'
import type { Db } from './db/database'
import { openMigratedDatabase } from './db/open'
import { purgeExpiredCaptchas } from './features/captcha/captcha.service'
import { drawSealingKey } from './features/lottery/lottery-draw/draw.service'
import type { App } from './http/route'
import { inhouseDeps } from './inhouse/inhouse-wallet'
import { startJobs } from './jobs/jobs'
import { loadGeoLookup } from './lib/geo'
import { deriveKey, resolveAppSecret } from './lib/secret'
import { startPaygateSimulator, type PaygateSimulator } from './providers/paygate/paygate.simulator'
import { httpVendorConnector } from './providers/vendor/http-transfer-vendor'

export interface RunningServer {
  app: App
  url: string
  /** The database and app secret, for in-process e2e tests that prepare data or known captchas. */
  db: Db
  appSecret: Buffer
  close(): Promise<void>
}

const HOUSEKEEPING_MS = 10 * 60_000

/** Opens the database, builds the app and listens: used by main.ts, e2e tests and benches. */
export async function startServer(config: Readonly<Config>): Promise<RunningServer> {
  const database = await openMigratedDatabase(config)
  let simulator: PaygateSimulator | null = null
  try {
    const geo = await loadGeoLookup(config.geoipDir)
    const appSecret = resolveAppSecret(config.appSecret, config.dataDir)
    let app: App | null = null
    if (!config.paygate.url && config.paygate.simulator) {
      simulator = await startPaygateSimulator({
        secret: deriveKey(appSecret, 'paygate'),
        onDeliveryFailure: (failure) => app?.log.warn(failure, 'payment gateway simulator: callback not delivered'),
      })
    }
    app = (await buildApp({ config, db: database.db, geo, appSecret, paygateUrl: config.paygate.url ?? simulator?.url ?? null })).app
    if (database.seeded) app.log.info('seeded the demo brand')
    if (simulator) app.log.info({ url: simulator.url }, 'payment gateway simulator started')
    await app.listen({ port: config.port, host: config.host })
    const { port } = app.server.address() as AddressInfo
    const housekeeping = setInterval(() => {
      purgeExpiredCaptchas(database.db).catch((err: unknown) => app?.log.error({ err }, 'captcha purge failed'))
    }, HOUSEKEEPING_MS)
    housekeeping.unref()
    const running = app
    const connect = httpVendorConnector(appSecret, config.vendorTimeoutMs)
    const inhouse = inhouseDeps({ db: database.db, appSecret, platformUrl: () => `http://127.0.0.1:${port}`, timeoutMs: config.vendorTimeoutMs })
    const jobs = startJobs(database.db, config, connect, (job, err) => running.log.error({ err, job }, 'background job failed'), drawSealingKey(appSecret), inhouse)
    return {
      app: running,
      url: `http://127.0.0.1:${port}`,
      db: database.db,
      appSecret,
      async close() {
        clearInterval(housekeeping)
        await jobs?.stop()
        await simulator?.close()
        await running.close()
        await database.close()
      },
    }
  } catch (error) {
    await simulator?.close()
    await database.close()
    throw error
  }
}
