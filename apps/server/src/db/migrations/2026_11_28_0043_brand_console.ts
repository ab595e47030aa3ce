import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Brands in the console (decision 053): a domain serves either the member site or the console,
// and a brand may have a favicon of its own (null: the site's built-in one).
const statements = [
  `ALTER TABLE merchant_domains ADD COLUMN kind text NOT NULL DEFAULT 'site' CHECK (kind IN ('site', 'console'))`,
  `ALTER TABLE merchants ADD COLUMN favicon_url text`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
