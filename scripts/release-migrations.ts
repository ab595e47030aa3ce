// `npm run db:release`: the release step for migrations (decision 046). Adds the fingerprint of
// every migration not yet in released-migrations.json; listed ones are never rewritten, so an
// edited released migration still fails its test.
import { writeFileSync } from 'node:fs'
import { fingerprintOf, MANIFEST, migrationFiles, readManifest } from './migration-fingerprint'

const manifest = readManifest()
const added = migrationFiles().filter((name) => !(name in manifest))
for (const name of added) manifest[name] = fingerprintOf(name)
writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`)
console.log(added.length ? `Released: ${added.join(', ')}` : 'Every migration is released already.')
