import { sql } from 'kysely'
import type { Db } from '../../db/database'

/** Whether the database records the named migration as applied (it answers at all, else this throws). */
export async function hasMigration(db: Db, name: string): Promise<boolean> {
  const row = await sql<{ applied: boolean }>`
    select exists (select 1 from kysely_migration where name = ${name}) as applied
  `.execute(db)
  return row.rows[0]?.applied === true
}
