import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb } from '../test/test-app'
import { applyDefinitions, definitions } from './definitions'

let testDb: TestDb
let dir: string
beforeAll(async () => {
  testDb = await createTestDb()
  dir = await mkdtemp(join(tmpdir(), 'sea-definitions-'))
})
afterAll(async () => {
  await testDb.close()
  await rm(dir, { recursive: true, force: true })
})

const answer = async () => (await sql<{ v: number }>`SELECT definitions_probe() AS v`.execute(testDb.db)).rows[0]?.v

describe('repeatable SQL definitions', () => {
  it('a migrated database holds every definition as its file says: nothing left to apply', async () => {
    expect(await applyDefinitions(testDb.db)).toEqual([])
    const { rows } = await sql<{ name: string }>`SELECT name FROM sql_definitions ORDER BY name`.execute(testDb.db)
    expect(rows.map((row) => row.name)).toEqual(definitions.map((d) => d.name).sort())
  })

  it('applies a definition when its text changes, and only then', async () => {
    const file = join(dir, 'probe.sql')
    const probe = [{ name: 'test/probe.sql', file: pathToFileURL(file) }]
    await writeFile(
      file,
      'CREATE OR REPLACE FUNCTION definitions_probe() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;\n',
    )
    expect(await applyDefinitions(testDb.db, probe)).toEqual(['test/probe.sql'])
    expect(await answer()).toBe(1)
    expect(await applyDefinitions(testDb.db, probe)).toEqual([])

    await writeFile(
      file,
      'CREATE OR REPLACE FUNCTION definitions_probe() RETURNS integer LANGUAGE sql AS $$ SELECT 2 $$;\n',
    )
    expect(await applyDefinitions(testDb.db, probe)).toEqual(['test/probe.sql'])
    expect(await answer()).toBe(2)
    expect(await applyDefinitions(testDb.db, probe)).toEqual([])
  })

  it('a definition that fails leaves the function and its checksum as they were', async () => {
    const file = join(dir, 'broken.sql')
    const probe = [{ name: 'test/probe.sql', file: pathToFileURL(file) }]
    await writeFile(
      file,
      'CREATE OR REPLACE FUNCTION definitions_probe() RETURNS integer LANGUAGE sql AS $$ SELECT 3 $$;\n',
    )
    const broken = [...probe, { name: 'test/broken.sql', file: pathToFileURL(join(dir, 'broken-2.sql')) }]
    await writeFile(join(dir, 'broken-2.sql'), 'CREATE OR REPLACE FUNCTION nowhere( AS;\n')
    await expect(applyDefinitions(testDb.db, broken)).rejects.toThrow()
    expect(await answer()).toBe(2)
    expect(await applyDefinitions(testDb.db, probe)).toEqual(['test/probe.sql'])
    expect(await answer()).toBe(3)
  })
})
