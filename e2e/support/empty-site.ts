import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '../../apps/server/src/config'
import { startServer } from '../../apps/server/src/server'
import { createEmptySchema } from '../../apps/server/src/test/test-app'
import { launchBrowser } from './browser'
import { SCREENSHOT_DIR, type Site } from './site'

const here = dirname(fileURLToPath(import.meta.url))
const webDir = resolve(here, '../../apps/web/dist')

const CONSOLE_HOST = 'console.localhost'

/**
 * An installation as production starts one: no demo brand, no accounts, no gateway simulator.
 * On PostgreSQL when TEST_DATABASE_URL is set (a schema of its own, dropped afterwards), else on
 * the embedded database with demo data off. Settings are read fresh so that a change made in the
 * console shows on the next page. The console has a host of its own (ADMIN_HOST), as decision 052
 * advises for production: `url` is the console's, and brands' sites may be framed by it alone.
 */
export async function startEmptySite(): Promise<Site & { database: 'PostgreSQL' | 'PGlite' }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sea-e2e-empty-'))
  const url = process.env.TEST_DATABASE_URL
  const schema = url ? await createEmptySchema(url) : null
  const env = url && schema ? { DATABASE_URL: url, DATABASE_SCHEMA: schema.schema } : { DEMO_DATA: 'off' }
  const server = await startServer(
    loadConfig(
      { ...env, PAYGATE_SIMULATOR: 'off', ADMIN_HOST: CONSOLE_HOST },
      { port: 0, host: '127.0.0.1', dataDir, logLevel: 'silent', webDir, settingsCacheMs: 0 },
    ),
  )
  const browser = await launchBrowser()
  await mkdir(SCREENSHOT_DIR, { recursive: true })
  return {
    server,
    browser,
    url: `http://${CONSOLE_HOST}:${new URL(server.url).port}`,
    database: url ? 'PostgreSQL' : 'PGlite',
    async close() {
      await browser.close()
      await server.close()
      await schema?.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
