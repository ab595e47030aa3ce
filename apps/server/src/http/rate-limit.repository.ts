import { sql } from 'kysely'
import type { Db } from '../db/database'

/**
 * One hit on a rate limit's key, counted in one statement whatever the number of instances: the
 * window opens at the key's first hit and lasts `windowMs` by the database's clock, which every
 * instance shares. Answers the hits in the window so far and the milliseconds left of it.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
  const expired = sql<boolean>`rate_limit_hits.reset_at <= now()`
  return db
    .insertInto('rateLimitHits')
    .values({ key, hits: 1, resetAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE rate_limit_hits.hits + 1 END`,
        resetAt: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE rate_limit_hits.reset_at END`,
      }),
    )
    .returning(['hits', sql<number>`ceil(extract(epoch FROM reset_at - now()) * 1000)::integer`.as('ttlMs')])
    .executeTakeFirstOrThrow()
}

/** Windows that ended; a key seen again starts a new row. */
export async function purgeRateLimitHits(db: Db): Promise<void> {
  await db
    .deleteFrom('rateLimitHits')
    .where('resetAt', '<', sql<Date>`now()`)
    .execute()
}
