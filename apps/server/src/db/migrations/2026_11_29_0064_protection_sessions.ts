import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Session time limit and reality check (decision 059). One row per member who chose either: the
// session limit in force with a raise or removal waiting out its cooling-off, and the reality
// check's interval. The member auth hook reads the limit with every session lookup (one join on
// the primary key), so no index beyond it is needed.
const statements = [
  `CREATE TABLE protection_session_settings (
    member_id bigint PRIMARY KEY REFERENCES members (id),
    merchant_id integer NOT NULL REFERENCES merchants (id),
    limit_minutes integer CHECK (limit_minutes BETWEEN 15 AND 720),
    pending_minutes integer CHECK (pending_minutes BETWEEN 15 AND 720),
    pending_from timestamptz,
    reality_check_minutes integer CHECK (reality_check_minutes IN (15, 30, 45, 60, 90, 120)),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (pending_from IS NOT NULL OR pending_minutes IS NULL)
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
