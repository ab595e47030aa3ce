// `npm run db:reset`: deletes the embedded database (and its generated secret) so the next
// start migrates and seeds from scratch. It refuses to touch a PostgreSQL server.
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { loadConfig } from '../config'
import { lockDataDir } from './pglite-lock'

const config = loadConfig()
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: db:reset only resets the embedded database. Drop the PostgreSQL database yourself.',
  )
  process.exit(1)
}
const unlock = lockDataDir(config.dataDir)
for (const entry of ['pglite', 'app-secret']) {
  const path = join(config.dataDir, entry)
  if (existsSync(path)) rmSync(path, { recursive: true, force: true })
}
unlock()
console.log(`Reset ${config.dataDir}: the next start migrates and seeds the demo brand again.`)
