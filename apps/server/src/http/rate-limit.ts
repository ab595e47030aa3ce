import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { ErrorEnvelope } from '@sea/contract'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { isSharedDatabase, type Db } from '../db/database'
import { countHit } from './rate-limit.repository'

export interface RateLimitStorage {
  db: Db
  /** REDIS_URL: the counters in Redis instead of the database. */
  redisUrl: string | null
  /** DATABASE_SCHEMA: installations sharing one Redis keep their counters apart by it. */
  schema: string | null
}

/**
 * The rate-limit facility. Nothing is limited globally; a route opts in through
 * `route(..., { rateLimit: { max, timeWindow } })` and is keyed by client IP unless it brings
 * its own key. Every instance counts in one place (decision 064): Redis when configured, else
 * PostgreSQL; in memory only on the embedded database, which one process serves.
 */
export async function registerRateLimit(app: FastifyInstance, storage: RateLimitStorage): Promise<void> {
  const redis = storage.redisUrl ? connectRedis(app, storage.redisUrl) : null
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? // A Redis outage lifts these limits rather than failing every limited call: they throttle
        // abuse, and the limits that guard accounts are counted in the database (decision 006).
        { redis, nameSpace: `sea:${storage.schema ?? 'public'}:rate-limit:`, skipOnError: true }
      : isSharedDatabase(storage.db)
        ? { store: databaseStore(storage.db) }
        : {}),
    errorResponseBuilder: (_request, context): ErrorEnvelope & { statusCode: number } => ({
      statusCode: 429,
      success: false,
      code: 'rate_limited',
      message: `Too many requests, retry in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  })
}

function connectRedis(app: FastifyInstance, url: string): Redis {
  // A count waits for a connection in progress, but gives up after one retry when Redis is away.
  const redis = new Redis(url, { connectTimeout: 1_000, maxRetriesPerRequest: 1 })
  let up = true
  redis.on('ready', () => {
    if (!up) app.log.info('rate limits: Redis is back')
    up = true
  })
  redis.on('error', (err: unknown) => {
    if (up) app.log.warn({ err }, 'rate limits: Redis unreachable, limits lifted until it is back')
    up = false
  })
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect())
  })
  return redis
}

/** The route a child store counts for: the plugin hands it over as `routeInfo` (its types omit it). */
type ChildOptions = { routeInfo?: { method?: unknown; url?: unknown } }

/** Counters in the database (`rate_limit_hits`), one upsert per hit, keyed like the plugin's Redis store. */
function databaseStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, ms: number) {
      countHit(db, this.prefix + key, ms).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: Math.max(ttlMs, 0) }),
        (error: Error) => callback(error),
      )
    }

    child(options: object) {
      const route = (options as ChildOptions).routeInfo
      return new DatabaseStore(options, `${String(route?.method)}${String(route?.url)}-`)
    }
  }
  return DatabaseStore
}
