import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { instanceOn, MACHINE_REQUIRED, TEST_REDIS_URL as REDIS_URL, type Instance } from '../test/instances'
import { createTestApp, createTestDb, testDatabaseUrl, type TestApp, type TestDb } from '../test/test-app'
import { countHit, purgeRateLimitHits } from './rate-limit.repository'

/**
 * Rate limits every instance shares (decision 064): counted in PostgreSQL, or in Redis when
 * REDIS_URL is set; hits on one instance count on the others. The limited call is the new-IP
 * challenge's code request (20 an hour per client address): a limit counts a request before its
 * body is read, so an empty one costs a refusal and nothing else.
 */
const LIMIT = 20
const LIMITED = '/wps/session/login/challenge'
const url = testDatabaseUrl()

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 })
  probe.on('error', () => {})
  try {
    await probe.connect()
    return (await probe.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}
// CI's machine runs Redis (as it runs PostgreSQL): there the Redis case must run, not skip.
const withRedis = MACHINE_REQUIRED || (await redisAnswers())

/** `count` calls of the limited route from one client address; answers their statuses. */
async function hits(app: TestApp, address: string, count: number): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) {
    const res = await app.app.inject({ method: 'POST', url: LIMITED, payload: {}, remoteAddress: address })
    statuses.push(res.statusCode)
  }
  return statuses
}

const address = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`
const tally = (statuses: number[]) => ({
  passed: statuses.filter((s) => s !== 429).length,
  limited: statuses.filter((s) => s === 429).length,
})

describe('the rate-limit counters in the database', () => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb()
  }, 180_000)
  afterAll(() => t.close())

  it('count within a window, start again after it, and are purged once it ended', async () => {
    const key = `test:${randomBytes(4).toString('hex')}`
    const hits = []
    for (let i = 0; i < 3; i++) hits.push(await countHit(t.db, key, 400))
    expect(hits.map((h) => h.hits)).toEqual([1, 2, 3])
    expect(hits.every((h) => h.ttlMs > 0 && h.ttlMs <= 400)).toBe(true)
    await sleep(450)
    expect((await countHit(t.db, key, 200)).hits).toBe(1)
    await sleep(250)
    await purgeRateLimitHits(t.db)
    expect(await t.db.selectFrom('rateLimitHits').select('key').where('key', '=', key).execute()).toEqual([])
  })
})

describe.skipIf(!url)('a rate limit shared by two instances on one PostgreSQL database', () => {
  let t: TestDb
  let a: Instance
  let b: Instance
  beforeAll(async () => {
    t = await createTestDb()
    const where = { url: url ?? '', schema: t.schema ?? '' }
    const appSecret = randomBytes(32)
    ;[a, b] = await Promise.all([instanceOn(where, appSecret), instanceOn(where, appSecret)])
  }, 180_000)
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await t?.close()
  })

  it('counts the hits on A when B decides', async () => {
    const client = address()
    expect(tally(await hits(a, client, 12))).toEqual({ passed: 12, limited: 0 })
    expect(tally(await hits(b, client, 12))).toEqual({ passed: LIMIT - 12, limited: 4 })
    expect(tally(await hits(a, client, 1))).toEqual({ passed: 0, limited: 1 })
    // Another client has its own count.
    expect(tally(await hits(b, address(), 1))).toEqual({ passed: 1, limited: 0 })
    const row = await t.db
      .selectFrom('rateLimitHits')
      .select('hits')
      .where('key', '=', `POST${LIMITED}-${client}`)
      .executeTakeFirstOrThrow()
    expect(row.hits).toBe(25)
  })
})

describe.skipIf(!withRedis)('a rate limit shared by two instances through Redis', () => {
  // Each run counts under its own prefix (an installation's schema names it), so runs never meet.
  const prefix = `rl_${randomBytes(4).toString('hex')}`
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    const appSecret = randomBytes(32)
    const config = { redisUrl: REDIS_URL, databaseSchema: prefix }
    // Two databases: only Redis is shared, so only Redis can make the instances agree.
    ;[a, b] = await Promise.all([createTestApp(config, { appSecret }), createTestApp(config, { appSecret })])
    await Promise.all([a.app.ready(), b.app.ready()])
  }, 180_000)
  afterAll(async () => {
    await a?.close()
    await b?.close()
    const redis = new Redis(REDIS_URL)
    const keys = await redis.keys(`sea:${prefix}:*`)
    if (keys.length > 0) await redis.del(...keys)
    await redis.quit()
  })

  it('counts the hits on A when B decides, under the installation prefix', async () => {
    const client = address()
    expect(tally(await hits(a, client, 15))).toEqual({ passed: 15, limited: 0 })
    expect(tally(await hits(b, client, 10))).toEqual({ passed: LIMIT - 15, limited: 5 })
    const redis = new Redis(REDIS_URL)
    expect(await redis.get(`sea:${prefix}:rate-limit:POST${LIMITED}-${client}`)).toBe('25')
    await redis.quit()
  })
})
