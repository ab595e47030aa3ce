import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Operator accounts (decision 052). An operator's scope becomes a list of brands: one row per
// brand it serves, none for an installation-wide operator; each operator's single merchant_id is
// copied in, so nobody's scope changes with the upgrade (the column stays, unread, for a later
// migration to drop). An operator may have no authenticator yet (new, or reset): it enrols on its
// next login through a pending enrolment that holds the drawn secret, sealed, for ten minutes.
const statements = [
  `CREATE TABLE operator_merchants (
    operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    PRIMARY KEY (operator_id, merchant_id)
  )`,
  `INSERT INTO operator_merchants (operator_id, merchant_id)
    SELECT id, merchant_id FROM operators WHERE merchant_id IS NOT NULL`,
  `ALTER TABLE operators ALTER COLUMN totp_secret_sealed DROP NOT NULL`,
  `CREATE TABLE operator_enrolments (
    operator_id integer PRIMARY KEY REFERENCES operators (id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    secret_sealed text NOT NULL,
    expires_at timestamptz NOT NULL
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
