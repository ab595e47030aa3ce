import rateLimit from '@fastify/rate-limit'
import type { ErrorEnvelope } from '@sea/contract'
import type { FastifyInstance } from 'fastify'

/**
 * The rate-limit facility. Nothing is limited globally; a route opts in through
 * `route(..., { rateLimit: { max, timeWindow } })` and is keyed by client IP unless it
 * brings its own key. Counters live in memory, per instance (docs/decisions/006).
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context): ErrorEnvelope & { statusCode: number } => ({
      statusCode: 429,
      success: false,
      code: 'rate_limited',
      message: `Too many requests, retry in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  })
}
