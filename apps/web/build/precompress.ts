import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/**
 * Writes `name.br` and `name.gz` beside every compressible file of the build, at the highest
 * levels: the server sends them as they are (@fastify/static `preCompressed`), so the cost is
 * paid once here and not on every request. A copy that is not smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'sea:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir)
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((name) => COMPRESSIBLE.test(name))
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name)
          const raw = await readFile(path)
          if (raw.length < MIN_BYTES) return
          const copies = [
            [
              '.br',
              await brotli(raw, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              }),
            ],
            ['.gz', await gz(raw, { level: constants.Z_BEST_COMPRESSION })],
          ] as const
          for (const [extension, data] of copies) if (data.length < raw.length) await writeFile(path + extension, data)
        }),
      )
    },
  }
}
