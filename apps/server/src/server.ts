import type { AddressInfo } from 'node:net'
import { buildApp } from './app'
import type { Config } from './config'
import { followChanges } from './db/change-feed'
import type { Db } from './db/database'
import { openMigratedDatabase, openReportsDatabase } from './db/open'
import { purgeExpiredCaptchas } from './features/captcha/captcha.service'
import { drawSealingKey } from './features/lottery/lottery-draw/draw.service'
import { raffleSealingKey } from './features/promotion-raffle/raffle.service'
import { findMerchantIdByCode } from './features/merchant/merchant.repository'
import { purgeRateLimitHits } from './http/rate-limit.repository'
import type { App } from './http/route'
import { inhouseDeps } from './inhouse/inhouse-wallet'
import { startJobs } from './jobs/jobs'
import { loadGeoLookup } from './lib/geo'
import { deriveKey, resolveAppSecret } from './lib/secret'
import { startPaygateSimulator, type PaygateSimulator } from './providers/paygate/paygate.simulator'
import { httpVendorConnector } from './providers/vendor/http-transfer-vendor'
import { storedVendorSecret } from './features/seamless-wallet/vendor-secret'

export interface RunningServer {
  app: App
  url: string
  /** The database and app secret, for in-process e2e tests that prepare data or known captchas. */
  db: Db
  appSecret: Buffer
  close(): Promise<void>
}

const HOUSEKEEPING_MS = 10 * 60_000

/** Says at start what could move play money or answer a stranger's host (decision 035). */
function logSafetySettings(
  app: App,
  config: Readonly<Config>,
  seeded: boolean,
  simulator: PaygateSimulator | null,
): void {
  if (seeded)
    app.log.info('seeded the demo brand, its agents and players (password in the README) and their play money')
  else if (!config.demoData)
    app.log.info('demo data off: no demo brand, accounts or balances are created (DEMO_DATA=on asks for them)')
  if (simulator)
    app.log.warn(
      { url: simulator.url },
      'payment gateway simulator started: its deposits are not real money (PAYGATE_SIMULATOR=off)',
    )
  else if (!config.paygate.url)
    app.log.info('no payment gateway: gateway deposit channels answer unavailable (PAYGATE_URL)')
  if (config.defaultBrand)
    app.log.info({ brand: config.defaultBrand }, 'hosts no brand lists are answered by the default brand')
  else app.log.info('hosts no brand lists are refused (DEFAULT_BRAND names a brand to answer them)')
}

/** Opens the database, builds the app and listens: used by main.ts, e2e tests and benches. */
export async function startServer(config: Readonly<Config>): Promise<RunningServer> {
  const database = await openMigratedDatabase(config)
  let simulator: PaygateSimulator | null = null
  let reports: Awaited<ReturnType<typeof openReportsDatabase>> = null
  try {
    reports = await openReportsDatabase(config)
    if (config.defaultBrand && (await findMerchantIdByCode(database.db, config.defaultBrand)) === null) {
      throw new Error(`DEFAULT_BRAND names no brand: "${config.defaultBrand}" (npm run brand -- list)`)
    }
    const geo = await loadGeoLookup(config.geoipDir)
    const appSecret = resolveAppSecret(config.appSecret, config.dataDir)
    let app: App | null = null
    const readiness = { draining: false }
    if (!config.paygate.url && config.paygate.simulator) {
      simulator = await startPaygateSimulator({
        secret: deriveKey(appSecret, 'paygate'),
        onDeliveryFailure: (failure) => app?.log.warn(failure, 'payment gateway simulator: callback not delivered'),
      })
    }
    app = (
      await buildApp({
        config,
        db: database.db,
        geo,
        appSecret,
        paygateUrl: config.paygate.url ?? simulator?.url ?? null,
        readiness,
        ...(reports ? { reportsDb: reports.db } : {}),
      })
    ).app
    logSafetySettings(app, config, database.seeded, simulator)
    await app.listen({ port: config.port, host: config.host })
    const { port } = app.server.address() as AddressInfo
    const housekeeping = setInterval(() => {
      purgeExpiredCaptchas(database.db).catch((err: unknown) => app?.log.error({ err }, 'captcha purge failed'))
      purgeRateLimitHits(database.db).catch((err: unknown) => app?.log.error({ err }, 'rate-limit purge failed'))
    }, HOUSEKEEPING_MS)
    housekeeping.unref()
    const running = app
    // Other instances' changes to cached settings reach this one's caches (decision 064).
    const stopChanges = await followChanges(database, config.databaseSchema, {
      lost: (err) => running.log.warn({ err }, 'change notices lost: cached settings expire by themselves until back'),
      listening: () => running.log.info('following change notices'),
    })
    const connect = httpVendorConnector(appSecret, config.vendorTimeoutMs, (code) =>
      storedVendorSecret(database.db, appSecret, code),
    )
    const inhouse = inhouseDeps({
      db: database.db,
      appSecret,
      platformUrl: () => `http://127.0.0.1:${port}`,
      timeoutMs: config.vendorTimeoutMs,
    })
    const jobs = startJobs(
      database.db,
      config,
      connect,
      (job, err) => running.log.error({ err, job }, 'background job failed'),
      drawSealingKey(appSecret),
      inhouse,
      raffleSealingKey(appSecret),
    )
    return {
      app: running,
      url: `http://127.0.0.1:${port}`,
      db: database.db,
      appSecret,
      async close() {
        readiness.draining = true
        clearInterval(housekeeping)
        await jobs?.stop()
        await simulator?.close()
        await running.close()
        await stopChanges()
        await reports?.close()
        await database.close()
      },
    }
  } catch (error) {
    await simulator?.close()
    await reports?.close()
    await database.close()
    throw error
  }
}
