import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { loadConfig } from '../config'
import { verifyAuditChain } from '../audit/audit'
import { ledgerViolations } from '../ledger/invariants'
import { TEST_DATABASE_URL, TEST_ENGINE } from '../test/ledger-fixtures'
import { operatorSession } from '../test/operators'
import { createTestDb, testGeo, type TestDb } from '../test/test-app'
import { openDatabase, type DatabaseHandle, type Db } from './database'
import { migrateToLatest } from './migrate'
import { seedDemoAgents } from './seed/agents.seed'
import { seedDemoOperator } from './seed/operator.seed'

const run = promisify(execFile)

/**
 * The restore drill of docs/operations.md#backup-and-restore, as the document walks it: a
 * custom-format pg_dump of a database with three weeks of played history, pg_restore into a new
 * database, then the books checked there. PostgreSQL only (the embedded database is a directory:
 * it is copied while the server is stopped).
 */
describe.skipIf(TEST_ENGINE !== 'postgres')('backup and restore drill', () => {
  const work = mkdtempSync(join(tmpdir(), 'restore-drill-'))
  const restored = `restore_${randomBytes(5).toString('hex')}`
  let source: TestDb
  let copy: DatabaseHandle | null = null

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  const urlOf = (database: string) => {
    const url = new URL(TEST_DATABASE_URL as string)
    url.pathname = `/${database}`
    return url.toString()
  }

  beforeAll(async () => {
    source = await createTestDb()
    await seedDemoAgents(source.db)
    await seedDemoOperator(source.db)
  }, 180_000)

  afterAll(async () => {
    await copy?.close()
    await admin(`DROP DATABASE IF EXISTS ${restored} WITH (FORCE)`)
    await source?.close()
    rmSync(work, { recursive: true, force: true })
  })

  it('restores into a new database with the same balances and sound books', async () => {
    const schema = source.schema as string
    const dump = join(work, 'sea.dump')
    await run('pg_dump', ['--format=custom', `--schema=${schema}`, `--file=${dump}`, TEST_DATABASE_URL as string])
    expect(statSync(dump).size).toBeGreaterThan(10_000)

    await admin(`CREATE DATABASE ${restored}`)
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${urlOf(restored)}`, dump])
    copy = await openDatabase({ url: urlOf(restored), pgliteDir: null, schema })

    expect(await migrateToLatest(copy.db, schema)).toEqual([])
    expect(await balances(copy.db)).toEqual(await balances(source.db))
    expect(await entryCount(copy.db)).toBe(await entryCount(source.db))
    expect(Number(await entryCount(copy.db))).toBeGreaterThan(100)
    expect(await ledgerViolations(copy.db)).toEqual([])
    expect(await verifyAuditChain(copy.db)).toMatchObject({ ok: true })
  }, 120_000)

  // REPORTS_DATABASE_URL, against the restored copy: the machine's PostgreSQL admits no
  // replication connection, so a second database stands in for a streaming replica.
  it('reads reports and the console lists from the reports database, read-only', async () => {
    const replica = await openDatabase({
      url: urlOf(restored),
      pgliteDir: null,
      schema: source.schema!,
      readOnly: true,
    })
    const config = loadConfig({}, { logLevel: 'silent', webDir: null, adminDir: null })
    const appSecret = randomBytes(32)
    const built = await buildApp({ config, db: source.db, reportsDb: replica.db, geo: await testGeo(), appSecret })
    try {
      const t = { ...built, db: source.db, appSecret, close: async () => {} }
      const { headers } = await operatorSession(t)
      const search = (username: string) =>
        built.app.inject({ method: 'GET', url: `/wps/operator/members?username=${username}`, headers })
      // A member renamed on the primary after the backup: the console's list still shows the old name.
      await source.db
        .updateTable('members')
        .set({ username: 'renamed9', usernameKey: 'renamed9' })
        .where('username', '=', 'player9')
        .execute()
      expect((await search('player9')).json().value.content).toHaveLength(1)
      expect((await search('renamed9')).json().value.content).toHaveLength(0)
      const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10)
      for (const name of ['profit-loss', 'member-activity', 'agent-commissions']) {
        const url = `/wps/operator/reports/${name}?from=${day(30)}&to=${day(0)}`
        const report = await built.app.inject({ method: 'GET', url, headers })
        expect(report.statusCode, report.body).toBe(200)
      }
      const audit = await built.app.inject({ method: 'GET', url: '/wps/operator/audit', headers })
      expect(audit.statusCode, audit.body).toBe(200)
      await expect(sql`create table replica_write (id int)`.execute(replica.db)).rejects.toThrow(/read-only/)
    } finally {
      await built.app.close()
      await replica.close()
    }
  }, 60_000)
})

function balances(db: Db) {
  return db.selectFrom('ledgerAccounts').select(['id', 'balance']).orderBy('id').execute()
}

async function entryCount(db: Db): Promise<string> {
  const row = await db
    .selectFrom('ledgerEntries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  return String(row.n)
}
