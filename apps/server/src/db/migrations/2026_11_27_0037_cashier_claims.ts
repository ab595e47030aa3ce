import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// The cashier (decision 052): an operator claims a queue item for a while; at most one row per
// item, live while expires_at is ahead. An operator's resolution of a not-received dispute is a
// confirmation of its own. The indexes serve a withdrawal's risk hints (the same last login
// address among the brand's other members; the account number, registration address and username
// searches use migration 0036's indexes) and the queues of an installation-wide operator (the
// waiting rows alone, newest first).
const statements = [
  `CREATE TABLE cashier_claims (
    item_kind text NOT NULL CHECK (item_kind IN ('deposit', 'withdrawal', 'dispute')),
    item_id bigint NOT NULL,
    operator_id integer NOT NULL REFERENCES operators (id),
    claimed_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    PRIMARY KEY (item_kind, item_id),
    CHECK (expires_at > claimed_at)
  )`,
  `ALTER TABLE withdrawal_confirmations DROP CONSTRAINT withdrawal_confirmations_result_check`,
  `ALTER TABLE withdrawal_confirmations ADD CONSTRAINT withdrawal_confirmations_result_check
    CHECK (result IN ('received', 'all_received', 'not_received', 'auto_received', 'operator_received',
      'operator_reopened'))`,
  `CREATE INDEX members_last_login_ip ON members (merchant_id, last_login_ip)`,
  `CREATE INDEX withdrawals_pending ON withdrawals (id) WHERE status = 'pending'`,
  `CREATE INDEX withdrawals_disputed ON withdrawals (id) WHERE status = 'disputed'`,
  `CREATE INDEX deposits_pending ON deposits (id) WHERE status = 'pending'`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
