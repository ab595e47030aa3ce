import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { createEmptySchema, testDatabaseUrl } from '../test/test-app'
import { openMigratedDatabase } from './open'

/**
 * A server's first start on an empty database: PostgreSQL means real money, so no demo brand,
 * account, balance or history unless DEMO_DATA asks for them (decision 035). The embedded
 * database seeds the demo by default; here it is told not to, the default being config's.
 */
const url = testDatabaseUrl()

async function firstStart(env: Record<string, string>) {
  let cleanup = async () => {}
  if (url) {
    const { schema, drop } = await createEmptySchema(url)
    env = { ...env, DATABASE_URL: url, DATABASE_SCHEMA: schema }
    cleanup = drop
  } else {
    const dataDir = await mkdtemp(join(tmpdir(), 'sea-open-'))
    env = { ...env, DATA_DIR: dataDir }
    cleanup = () => rm(dataDir, { recursive: true, force: true })
  }
  const database = await openMigratedDatabase(loadConfig(env, { logLevel: 'silent' }))
  const count = async (
    table:
      | 'members'
      | 'operators'
      | 'merchants'
      | 'ledgerEntries'
      | 'countries'
      | 'registerPatterns'
      | 'games'
      | 'lotteryGames',
  ) =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const counts = {
    members: await count('members'),
    operators: await count('operators'),
    merchants: await count('merchants'),
    entries: await count('ledgerEntries'),
    countries: await count('countries'),
    patterns: await count('registerPatterns'),
    games: await count('games'),
    lotteryGames: await count('lotteryGames'),
    balances: (await database.db.selectFrom('ledgerAccounts').select('balance').where('balance', '!=', 0n).execute())
      .length,
  }
  await database.close()
  await cleanup()
  return { seeded: database.seeded, counts }
}

// Each case migrates a whole database from nothing: minutes on a busy machine, not seconds.
describe('first start on an empty database', () => {
  it.runIf(url)(
    'on PostgreSQL with no settings: reference data only, no brand, member or balance',
    async () => {
      const { seeded, counts } = await firstStart({})
      expect(seeded).toBe(false)
      expect(counts).toMatchObject({ members: 0, operators: 0, merchants: 0, entries: 0, balances: 0 })
      expect(Math.min(counts.countries, counts.patterns, counts.games, counts.lotteryGames)).toBeGreaterThan(0)
    },
    120_000,
  )

  it.runIf(url)(
    'on PostgreSQL with DEMO_DATA=on: the two demo brands, their accounts and their history',
    async () => {
      const { seeded, counts } = await firstStart({ DEMO_DATA: 'on' })
      expect(seeded).toBe(true)
      // The demo brand's 12 accounts and owner, the vn brand's 3 members and operator.
      expect(counts.merchants).toBe(2)
      expect(counts.members).toBe(15)
      expect(counts.operators).toBe(2)
      expect(counts.balances).toBeGreaterThan(0)
    },
    120_000,
  )

  it.skipIf(url)(
    'on the embedded database with DEMO_DATA=off: reference data only',
    async () => {
      const { seeded, counts } = await firstStart({ DEMO_DATA: 'off' })
      expect(seeded).toBe(false)
      expect(counts).toMatchObject({ members: 0, operators: 0, merchants: 0, entries: 0, balances: 0 })
      expect(Math.min(counts.countries, counts.patterns, counts.games, counts.lotteryGames)).toBeGreaterThan(0)
    },
    120_000,
  )
})
