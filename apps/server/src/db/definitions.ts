import { readFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from './database'

/**
 * Repeatable SQL definitions (decision 046): the functions and views whose current text lives in a
 * `.sql` file next to the code that owns it. Each file is one statement that can run again
 * (`CREATE OR REPLACE`); its name is its path under `apps/server/src`.
 */
export interface SqlDefinition {
  name: string
  file: URL
}

// Read at run time, relative to the folder that holds them: src/ under tsx and vitest (this file
// is src/db/definitions.ts); in the build, dist/, where the build copies them with the same layout
// beside the chunk this code lands in (decision 061).
const root = new URL(import.meta.url.endsWith('.ts') ? '../' : './', import.meta.url)
const at = (path: string): SqlDefinition => ({ name: path, file: new URL(path, root) })

/** Applied in this order after the versioned migrations. */
export const definitions: readonly SqlDefinition[] = [
  at('ledger/sql/ledger-entries-immutable.sql'),
  at('ledger/sql/ledger-transaction-balanced.sql'),
  at('ledger/sql/ledger-post.sql'),
  at('ledger/sql/ledger-post-batch.sql'),
  at('features/agent-team/sql/member-tree-on-insert.sql'),
  at('features/agent-team/sql/member-tree-on-move.sql'),
  at('features/agent-team/sql/agent-rollup-round.sql'),
  at('features/agent-team/sql/agent-rollup-member.sql'),
  at('features/agent-team/sql/agent-rollup-move.sql'),
  at('features/agent-team/sql/agent-rollup-draw.sql'),
  at('features/protection/sql/protection-play-used.sql'),
  at('features/protection/sql/protection-play-room.sql'),
  at('features/lottery/sql/lottery-place-slips.sql'),
  at('features/lottery/sql/member-rounds.sql'),
]

/**
 * Runs each definition whose text differs from the one last applied (checksums in
 * `sql_definitions`, migration 0032), all in one transaction. The table lock makes instances
 * starting together take turns: the later ones find nothing left to do.
 */
export async function applyDefinitions(db: Db, list: readonly SqlDefinition[] = definitions): Promise<string[]> {
  const files = list.map((definition) => {
    const text = readFileSync(definition.file, 'utf8')
    return { name: definition.name, text, checksum: createHash('sha256').update(text).digest('hex') }
  })
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE sql_definitions IN EXCLUSIVE MODE`.execute(trx)
    const { rows } = await sql<{ name: string; checksum: string }>`SELECT name, checksum FROM sql_definitions`.execute(
      trx,
    )
    const applied = new Map(rows.map((row) => [row.name, row.checksum]))
    const changed = files.filter((file) => applied.get(file.name) !== file.checksum)
    for (const file of changed) {
      await sql.raw(file.text).execute(trx)
      await sql`INSERT INTO sql_definitions (name, checksum) VALUES (${file.name}, ${file.checksum})
        ON CONFLICT (name) DO UPDATE SET checksum = excluded.checksum, applied_at = now()`.execute(trx)
    }
    return changed.map((file) => file.name)
  })
}
