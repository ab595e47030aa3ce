import { describe, expect, it } from 'vitest'
import { fingerprint, fingerprintOf, migrationFiles, readManifest } from './migration-fingerprint'
import { migrations } from '../apps/server/src/db/migrations/index'

/**
 * Released migrations are never edited (decision 046): each one listed in released-migrations.json
 * at its release (`npm run db:release`) must still have the code it shipped with. A change to the
 * schema is a new migration; a function's or view's new text goes into its .sql file.
 */
describe('released migrations', () => {
  const manifest = readManifest()

  it.each(Object.keys(manifest))('%s is as it was released', (name) => {
    expect(migrationFiles()).toContain(name)
    expect(fingerprintOf(name), `${name}.ts changed after its release: write a new migration instead`).toBe(
      manifest[name],
    )
  })

  it('every migration file runs, in the order of its name', () => {
    expect(Object.keys(migrations)).toEqual(migrationFiles())
  })
})

describe('a migration fingerprint', () => {
  const base = '// why\nconst s = [`CREATE TABLE t (${KINDS}) -- a\n  x int`]\n/* note */ export const n = 1\n'

  it('ignores comments and layout outside the strings', () => {
    expect(
      fingerprint(
        '// other words\nconst s = [`CREATE TABLE t (${KINDS}) -- a\n  x int`]\nexport   const n = 1 /* n */\n',
      ),
    ).toBe(fingerprint(base))
  })

  it('sees every change of code and of the SQL, around substitutions and in its comments', () => {
    for (const edit of [
      base.replace('x int', 'x bigint'),
      base.replace('-- a', '-- b'),
      base.replace('KINDS', 'KIND'),
      base.replace('n = 1', 'n = 2'),
    ]) {
      expect(fingerprint(edit)).not.toBe(fingerprint(base))
    }
  })
})
