import { sql } from 'kysely'
import type { Db } from '../../db/database'

export async function insertCaptcha(db: Db, answerHash: string, ip: string, expiresAt: Date): Promise<string> {
  const row = await db
    .insertInto('captchas')
    .values({ answerHash, ip, expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/**
 * Marks the captcha used and returns its hash, in one statement, so two requests racing
 * with the same id cannot both get it. Expired or used captchas return undefined.
 */
export async function consumeCaptcha(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .updateTable('captchas')
    .set({ consumedAt: sql`now()` })
    .where('id', '=', id)
    .where('consumedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .returning('answerHash')
    .executeTakeFirst()
  return row?.answerHash
}

export async function deleteExpiredCaptchas(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('captchas').where('expiresAt', '<', before).executeTakeFirst()
  return Number(result.numDeletedRows)
}
