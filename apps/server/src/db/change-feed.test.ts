import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMerchantDirectory } from '../features/merchant/merchant.service'
import { offeredGame } from '../features/lottery/lottery-settings/settings.service'
import { demoMerchantId } from '../test/home'
import { instanceOn, type Instance } from '../test/instances'
import { operatorSession } from '../test/operators'
import { createTestDb, testDatabaseUrl, type TestDb } from '../test/test-app'
import { CHANGE_TOPICS, followChanges, onChange, type ChangeTopic } from './change-feed'

/**
 * Cached settings forgotten on every instance when they change (decision 064): the database
 * announces each committed change to a cached table, and every instance's caches listen.
 */
const url = testDatabaseUrl()

describe('the change feed of one database', () => {
  let t: TestDb
  let stop: () => Promise<void>
  const heard = new Map<ChangeTopic, number>()
  beforeAll(async () => {
    t = await createTestDb()
    for (const topic of CHANGE_TOPICS) onChange(t.db, topic, () => heard.set(topic, (heard.get(topic) ?? 0) + 1))
    let listening = () => {}
    const listens = new Promise<void>((resolve) => (listening = resolve))
    stop = await followChanges(t, t.schema, { lost: () => {}, listening: () => listening() })
    await listens
  }, 180_000)
  afterAll(async () => {
    await stop()
    await t.close()
  })

  const count = (topic: ChangeTopic) => heard.get(topic) ?? 0
  /** Runs `change` and answers how many notices of each topic it brought. */
  async function noticesOf(change: () => Promise<unknown>): Promise<Record<ChangeTopic, number>> {
    const before = Object.fromEntries(CHANGE_TOPICS.map((topic) => [topic, count(topic)]))
    await change().catch(() => {})
    // A PostgreSQL notice arrives on the feed's own connection a moment after the commit.
    await sleep(url ? 300 : 0)
    return Object.fromEntries(CHANGE_TOPICS.map((topic) => [topic, count(topic) - (before[topic] ?? 0)])) as Record<
      ChangeTopic,
      number
    >
  }

  it('announces each committed change of a cached table, once a transaction, under its topic', async () => {
    const twoStatements = () =>
      t.db.transaction().execute(async (trx) => {
        await sql`UPDATE merchants SET name = name WHERE code = 'demo'`.execute(trx)
        await sql`UPDATE merchant_flags SET enabled = enabled`.execute(trx)
      })
    expect(await noticesOf(twoStatements)).toEqual({ merchants: 1, lottery: 0, crypto_keys: 0 })
    expect(await noticesOf(() => sql`UPDATE lottery_games SET sort_order = sort_order`.execute(t.db))).toEqual({
      merchants: 0,
      lottery: 1,
      crypto_keys: 0,
    })
    expect(await noticesOf(() => sql`UPDATE crypto_keys SET expires_at = expires_at`.execute(t.db))).toEqual({
      merchants: 0,
      lottery: 0,
      crypto_keys: 1,
    })
    // Rolled back: nothing happened, nothing is announced.
    const rolledBack = () =>
      t.db.transaction().execute(async (trx) => {
        await sql`UPDATE merchants SET name = 'Never' WHERE code = 'demo'`.execute(trx)
        throw new Error('rolled back')
      })
    expect(await noticesOf(rolledBack)).toEqual({ merchants: 0, lottery: 0, crypto_keys: 0 })
  })

  it('makes a directory with a long cache serve a change written by hand at once', async () => {
    const directory = createMerchantDirectory(t.db, 600_000)
    const before = (await directory.forHost('localhost')).brand.name
    await sql`UPDATE merchants SET name = 'Renamed in psql' WHERE code = 'demo'`.execute(t.db)
    await vi.waitFor(async () => expect((await directory.forHost('localhost')).brand.name).toBe('Renamed in psql'), {
      timeout: 5_000,
      interval: 20,
    })
    expect(before).not.toBe('Renamed in psql')
  })
})

/** Settings caches that would hold for a minute: only the feed can make another instance see a change sooner. */
const LONG_CACHE_MS = 60_000

describe.skipIf(!url)('the change feed across instances on PostgreSQL', () => {
  let t: TestDb
  let a: Instance
  let b: Instance
  let demo: number
  let ops: Record<string, string>
  beforeAll(async () => {
    t = await createTestDb()
    const where = { url: url ?? '', schema: t.schema ?? '' }
    const appSecret = randomBytes(32)
    a = await instanceOn(where, appSecret, { settingsCacheMs: LONG_CACHE_MS })
    b = await instanceOn(where, appSecret, { settingsCacheMs: LONG_CACHE_MS })
    demo = await demoMerchantId(a)
    ops = (await operatorSession(a, null)).headers
    await vi.waitFor(() => expect(a.feed.listening + b.feed.listening).toBe(2), { timeout: 10_000 })
  }, 180_000)
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await t?.close()
  })

  const nameOn = async (instance: Instance) =>
    (await instance.app.inject({ method: 'GET', url: '/wps/system/status?url=localhost' })).json().value.merchant
      .name as string
  /** How long until `instance` serves `name` (ms); fails after 5 s, well inside the minute the cache would hold. */
  async function timeUntil(instance: Instance, name: string): Promise<number> {
    const began = Date.now()
    await vi.waitFor(async () => expect(await nameOn(instance)).toBe(name), { timeout: 5_000, interval: 10 })
    return Date.now() - began
  }
  const rename = async (name: string) => {
    const res = await a.app.inject({
      method: 'PUT',
      url: `/wps/operator/brands/${demo}/general`,
      headers: ops,
      payload: { name, timezone: 'Asia/Kuala_Lumpur', languages: ['EN', 'MY'], defaultLanguage: 'EN' },
    })
    expect(res.statusCode, res.body).toBe(200)
  }

  it('a brand setting an operator changes on A is served by B at once', async () => {
    const old = await nameOn(b)
    await rename('Changed on A')
    expect(await nameOn(a)).toBe('Changed on A')
    const ms = await timeUntil(b, 'Changed on A')
    expect(old).not.toBe('Changed on A')
    console.log(`change feed: B served A's change after ${ms} ms (its cache holds ${LONG_CACHE_MS} ms)`)
  })

  it('a lottery game an operator switches off on A is no longer offered by B', async () => {
    const merchant = { merchantId: demo, currency: 'MYR' }
    expect((await offeredGame(b.db, merchant, 'FAST_VN5')).terms.enabled).toBe(true)
    const res = await a.app.inject({
      method: 'PUT',
      url: '/wps/operator/lottery/games/FAST_VN5',
      headers: ops,
      payload: { merchantId: demo, enabled: false },
    })
    expect(res.statusCode, res.body).toBe(200)
    await vi.waitFor(() => expect(offeredGame(b.db, merchant, 'FAST_VN5')).rejects.toThrow('No such lottery game'), {
      timeout: 3_000,
      interval: 20,
    })
  })

  it('listens again after losing its connection, and forgets what it may have missed', async () => {
    await nameOn(b)
    const killed = await sql<{ n: number }>`
      SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
      WHERE application_name = ${`sea-listen:${t.schema}`}`.execute(t.db)
    expect(killed.rows[0]?.n).toBe(2)
    // Written while the feeds may be away: heard if they are back, else forgotten when they are.
    await sql`UPDATE merchants SET name = 'Changed while away' WHERE id = ${demo}`.execute(t.db)
    await vi.waitFor(
      () =>
        expect([a.feed, b.feed]).toEqual([
          { lost: 1, listening: 2 },
          { lost: 1, listening: 2 },
        ]),
      {
        timeout: 10_000,
      },
    )
    await timeUntil(b, 'Changed while away')
    await rename('Changed after the reconnection')
    await timeUntil(b, 'Changed after the reconnection')
  })
})
