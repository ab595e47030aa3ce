import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// A brand's turnover rules (decision 053): the wagering an approved deposit carries before the
// member may withdraw, as a multiple of its amount in hundredths (100: once the amount; 0: none).
// No row: none, as before this table existed.
const statements = [
  `CREATE TABLE merchant_turnover_rules (
    merchant_id integer PRIMARY KEY REFERENCES merchants (id),
    deposit_multiplier integer NOT NULL DEFAULT 0 CHECK (deposit_multiplier BETWEEN 0 AND 10000),
    updated_by integer REFERENCES operators (id),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
