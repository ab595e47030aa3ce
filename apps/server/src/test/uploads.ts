import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PNG } from 'pngjs'
import { createTestApp, type TestApp } from './test-app'

/** Helpers for the tests of features that take pictures (avatars, feedback, withdrawal proofs). */

export interface UploadsApp extends TestApp {
  /** Where the app keeps what is uploaded. */
  dataDir: string
}

/** The test app with a data folder of its own in a temporary folder, removed on close. */
export async function createUploadsApp(prefix: string): Promise<UploadsApp> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix))
  const t = await createTestApp({ dataDir })
  return {
    ...t,
    dataDir,
    async close() {
      try {
        await t.close()
      } finally {
        await rm(dataDir, { recursive: true, force: true })
      }
    },
  }
}

/** A real 2x2 PNG. */
export function tinyPng(): Buffer {
  const png = new PNG({ width: 2, height: 2 })
  png.data.fill(0x80)
  return PNG.sync.write(png)
}

/** The first bytes of a JFIF file, all the image check reads. */
export const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00])
/** A JPEG as far as the server can tell: its head and some bytes. */
export const TINY_JPEG = Buffer.concat([JPEG_HEAD, Buffer.alloc(64, 1)])
