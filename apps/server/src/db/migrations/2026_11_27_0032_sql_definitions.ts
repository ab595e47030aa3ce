import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Functions and views live in .sql files applied after the migrations whenever their text changes
// (decision 046): this table remembers the checksum of the text last applied, by file.
const statements = [
  `CREATE TABLE sql_definitions (
    name text PRIMARY KEY,
    checksum text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
