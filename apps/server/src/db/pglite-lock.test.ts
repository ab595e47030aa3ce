import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startJobProcess } from '../test/crash/job-process'
import { TEST_ENGINE } from '../test/ledger-fixtures'
import { lockDataDir } from './pglite-lock'

/**
 * The embedded database serves one process (decision 064): a second server started on the same
 * DATA_DIR stops before it opens the files, with a message naming the process that holds them
 * and the way to run several (PostgreSQL). The holder here is this test process, holding the lock
 * as a running server does. Engine-independent, so it runs in the PGlite project only.
 */
describe.skipIf(TEST_ENGINE !== 'pglite')('a second process on one embedded database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-lock-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('is refused at start with a message that names the holder', async () => {
    const unlock = lockDataDir(dir)
    try {
      const second = startJobProcess('apps/server/src/main.ts', {
        DATA_DIR: dir,
        DATABASE_URL: '',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      })
      expect(await second.exited()).toBe(1)
      expect(second.output()).toContain(
        `The embedded database in ${dir} is in use by process ${process.pid}. Stop it first, ` +
          'or use PostgreSQL (DATABASE_URL) to run several processes.',
      )
    } finally {
      unlock()
    }
  }, 120_000)
})
