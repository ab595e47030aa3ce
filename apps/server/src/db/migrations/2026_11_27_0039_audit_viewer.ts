import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// The back office's audit log viewer and agents section (decision 052). The viewer pages the log
// newest first (by id) under filters, at millions of rows: each filter has an index that ends in
// id, so a page is an index range read backwards. Prefix filters (action, target) need
// text_pattern_ops, as the database's collation may not be C.
const statements = [
  `CREATE INDEX audit_log_merchant ON audit_log (merchant_id, id)`,
  `CREATE INDEX audit_log_actor ON audit_log (actor_kind, actor_id, id)`,
  `CREATE INDEX audit_log_action ON audit_log (action text_pattern_ops, id)`,
  `CREATE INDEX audit_log_target ON audit_log (target text_pattern_ops, id)`,
  `CREATE INDEX audit_log_at ON audit_log (at)`,
  // The chain's verification checkpoint: one row. A page view reads it instead of walking the
  // chain; a verification run (the job, or an operator's call) moves it on. running_until is a
  // lease, renewed as the run goes, so a crashed run's claim lapses.
  `CREATE TABLE audit_verification (
    id boolean PRIMARY KEY DEFAULT true CHECK (id),
    verified_id bigint NOT NULL DEFAULT 0,
    verified_hash text NOT NULL DEFAULT repeat('0', 64),
    verified_rows bigint NOT NULL DEFAULT 0,
    verified_at timestamptz,
    broken_id bigint,
    broken_at timestamptz,
    running_since timestamptz,
    running_until timestamptz,
    running_by text,
    running_full boolean NOT NULL DEFAULT false
  )`,
  `INSERT INTO audit_verification DEFAULT VALUES`,
  // The agents section: a brand's bills by period and its payments by payment time. The tree's
  // search by username prefix uses members_username_prefix (migration 0036).
  `CREATE INDEX agent_bills_merchant ON agent_bills (merchant_id, period_start DESC)`,
  `CREATE INDEX agent_bills_paid ON agent_bills (merchant_id, paid_at DESC) WHERE status = 'paid'`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
