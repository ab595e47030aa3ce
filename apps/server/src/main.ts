import { loadConfig } from './config'
import { startServer } from './server'

const SHUTDOWN_GRACE_MS = 10_000

/** Process entry: config -> database -> migrate -> listen; closes cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig()
  const server = await startServer(config)
  server.app.log.info(
    { url: server.url, database: config.databaseUrl ? 'postgres' : `pglite (${config.dataDir})` },
    'platform ready',
  )
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    server.app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    const force = setTimeout(() => {
      server.app.log.error('shutdown took too long; exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        server.app.log.error({ err }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
