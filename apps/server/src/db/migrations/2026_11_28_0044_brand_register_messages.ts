import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// A brand's own wording of a registration pattern's message, per language (decision 053): the
// site's registration settings serve it instead of the catalogue's text. Rows go with their
// brand; a pattern of the catalogue is never deleted.
const statements = [
  `CREATE TABLE merchant_register_messages (
    merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
    pattern_id integer NOT NULL REFERENCES register_patterns (id),
    language text NOT NULL,
    message text NOT NULL CHECK (length(message) BETWEEN 1 AND 300),
    PRIMARY KEY (merchant_id, pattern_id, language)
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
