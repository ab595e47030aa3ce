import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Risk rules (decision 058). risk_flags holds every flag a rule raised: its member, rule,
// severity, the evidence that triggered it and a dedupe key unique per brand, so a rule that sees
// the same facts again raises nothing new. An operator resolves or dismisses a flag with a note;
// the row stays. An open high flag holds the member's withdrawals (risk_flags_held). risk_cursor
// is the job's one row: the time up to which the rules have read the settled facts.
// The other indexes let each rule read only its window of a source table.
const statements = [
  `CREATE TABLE risk_flags (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    member_id bigint NOT NULL REFERENCES members (id),
    rule text NOT NULL CHECK (rule IN ('little_play', 'rapid_deposits', 'shared_ip', 'shared_device',
      'shared_bank_account', 'linked_bonus', 'large_win', 'team_shared_ip')),
    severity text NOT NULL CHECK (severity IN ('low', 'medium', 'high')),
    dedupe_key text NOT NULL,
    evidence jsonb NOT NULL CHECK (jsonb_typeof(evidence) = 'object'),
    status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'dismissed')),
    note text,
    decided_by integer REFERENCES operators (id),
    decided_at timestamptz,
    raised_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (merchant_id, dedupe_key),
    CHECK ((status = 'open') = (decided_at IS NULL))
  )`,
  `CREATE INDEX risk_flags_queue ON risk_flags (merchant_id, status, id)`,
  `CREATE INDEX risk_flags_member ON risk_flags (member_id, id)`,
  `CREATE INDEX risk_flags_held ON risk_flags (member_id) WHERE status = 'open' AND severity = 'high'`,
  `CREATE TABLE risk_cursor (
    id boolean PRIMARY KEY DEFAULT true CHECK (id),
    scanned_to timestamptz NOT NULL DEFAULT now(),
    runs bigint NOT NULL DEFAULT 0
  )`,
  `INSERT INTO risk_cursor (id) VALUES (true)`,
  `CREATE INDEX sessions_ip ON sessions (ip, created_at)`,
  `CREATE INDEX sessions_created ON sessions (created_at)`,
  `CREATE INDEX deposits_created ON deposits (created_at)`,
  `CREATE INDEX withdrawals_requested ON withdrawals (requested_at)`,
  `CREATE INDEX member_bank_accounts_created ON member_bank_accounts (created_at)`,
  `CREATE INDEX promotion_grants_issued ON promotion_grants (issued_at) WHERE issued_at IS NOT NULL`,
  `CREATE INDEX promotion_entries_created ON promotion_entries (created_at)`,
  `CREATE INDEX promotion_entries_device ON promotion_entries (device) WHERE device IS NOT NULL`,
  `CREATE INDEX lottery_bets_won_time ON lottery_bets (settled_at) WHERE status = 'won'`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
