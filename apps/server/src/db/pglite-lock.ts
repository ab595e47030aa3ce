import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * PGlite is a single-process database: two processes opening the same files would corrupt
 * them. A pid file guards the data directory; a stale one (its process gone) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'pglite.pid')
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' })
  } catch {
    const holder = Number(readFileSync(file, 'utf8'))
    if (holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${holder}. Stop it first, ` +
          'or use PostgreSQL (DATABASE_URL) to run several processes.',
      )
    }
    writeFileSync(file, String(process.pid))
  }
  return () => rmSync(file, { force: true })
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
