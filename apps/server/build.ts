// `npm run build -w @sea/server`: the server compiled to JavaScript in dist/, which production runs
// with plain node after `npm ci --omit=dev` (decision 061). Development and tests run src/ as it is.
import { cp, readdir, rm } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'

const here = fileURLToPath(new URL('.', import.meta.url))
const src = join(here, 'src')
const dist = join(here, 'dist')

/** dist/<name>.js for each process a root script starts (`npm run serve`, `npm run brand`, ...). */
const ENTRY_POINTS: Record<string, string> = {
  main: 'main.ts',
  'merchant.cli': 'features/merchant/merchant.cli.ts',
  'brand.cli': 'features/merchant/brand.cli.ts',
  'operator.cli': 'features/operator/operator.cli.ts',
  'vendor.cli': 'features/seamless-wallet/vendor.cli.ts',
  'audit.cli': 'audit/audit.cli.ts',
  'ledger.cli': 'ledger/ledger.cli.ts',
  'rollups.cli': 'features/reports/rollups.cli.ts',
  'db-reset': 'db/reset.ts',
}

// The @sea/* workspaces are TypeScript sources, compiled in; npm packages stay imports that
// resolve from apps/server, where `npm ci --omit=dev` installs the server's dependencies.
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === 'entry-point' || args.path.startsWith('@sea/') ? undefined : { path: args.path, external: true },
    )
  },
}

/** Every `.sql` file under src/, relative to it. */
async function sqlFiles(): Promise<string[]> {
  const entries = await readdir(src, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.sql'))
    .map((entry) => relative(src, join(entry.parentPath, entry.name)))
}

await rm(dist, { recursive: true, force: true })
const result = await build({
  entryPoints: Object.entries(ENTRY_POINTS).map(([out, file]) => ({ in: join(src, file), out })),
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Shared code in chunks beside the entries (not in a folder): db/definitions.ts finds the .sql
  // files relative to the file its code lands in.
  splitting: true,
  chunkNames: '[name]-[hash]',
  // Stack traces name .ts lines under `node --enable-source-maps`; the sources stay out of the maps.
  sourcemap: true,
  sourcesContent: false,
  // Class and function names as written, for logs and errors that print them.
  keepNames: true,
  plugins: [npmPackagesExternal],
  metafile: true,
  logLevel: 'warning',
})
// The repeatable SQL definitions (decision 046) are read at run time: copied with their layout.
const sql = await sqlFiles()
await Promise.all(sql.map((file) => cp(join(src, file), join(dist, file))))

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0)
console.log(
  `server build: ${Object.keys(ENTRY_POINTS).length} entry points, ` +
    `${Object.keys(result.metafile.outputs).length} files (${Math.round(bytes / 1024)} KiB) and ${sql.length} .sql files in ${relative(process.cwd(), dist) || '.'}`,
)
