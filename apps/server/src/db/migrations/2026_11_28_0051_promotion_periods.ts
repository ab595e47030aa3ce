import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Cashback and rebate periods (docs/domain/promotions.md#cashback-and-rebate-periods): per
// promotion, the end of the last period the job has gone through for every joined member, so a finished
// period is never computed again; the grants' own uniqueness keeps a period cut off mid-way from
// paying anyone twice.
const statements = [
  `CREATE TABLE promotion_period_cursors (
    promotion_id bigint PRIMARY KEY REFERENCES promotions (id),
    paid_until timestamptz NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
