import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/database'
import { migrateToLatest } from '../db/migrate'

/**
 * The `server` project's global setup: migrates one PGlite database and dumps its data
 * directory to a file. A fresh PGlite costs about 6 s to initialise and 5 s to migrate; loading
 * the dump costs about 2 s, and the suite opens a few hundred databases. Only the schema is in
 * it: each test seeds its own data, so nothing in the template ages while the suite runs.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'sea-pglite-template-'))
  const file = join(dir, 'migrated.tar')
  const handle = await openDatabase({ url: null, pgliteDir: null })
  try {
    await migrateToLatest(handle.db)
    if (!handle.dump) throw new Error('an embedded database can be dumped')
    await writeFile(file, Buffer.from(await (await handle.dump()).arrayBuffer()))
  } finally {
    await handle.close()
  }
  project.provide('pgliteTemplate', file)
  return () => rm(dir, { recursive: true, force: true })
}
