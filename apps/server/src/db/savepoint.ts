import { sql } from 'kysely'
import type { Db } from './database'

/**
 * Runs `work` under a savepoint of the caller's transaction: when it throws, only its own writes
 * are undone (one member's refused grant in a batch), and the error goes on to the caller.
 * PostgreSQL releases or rolls back the innermost savepoint of a name, so one name nests.
 */
export async function underSavepoint<T>(trx: Db, work: () => Promise<T>): Promise<T> {
  await sql`SAVEPOINT under_savepoint`.execute(trx)
  try {
    const result = await work()
    await sql`RELEASE SAVEPOINT under_savepoint`.execute(trx)
    return result
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT under_savepoint`.execute(trx)
    throw error
  }
}
