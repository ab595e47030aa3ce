import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
const statements = [
  `CREATE TABLE banks (
    id serial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    code text NOT NULL,
    name text NOT NULL,
    enabled boolean NOT NULL DEFAULT true,
    sort_order integer NOT NULL DEFAULT 0,
    UNIQUE (merchant_id, code)
  )`,
  `CREATE TABLE member_bank_accounts (
    id bigserial PRIMARY KEY,
    member_id bigint NOT NULL REFERENCES members (id),
    bank_id integer NOT NULL REFERENCES banks (id),
    account_number text NOT NULL,
    payee_name text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (member_id, bank_id, account_number)
  )`,
  // One row per merchant; the column defaults are the defaults of a merchant that set nothing.
  `CREATE TABLE withdrawal_settings (
    merchant_id integer PRIMARY KEY REFERENCES merchants (id),
    min_amount bigint NOT NULL DEFAULT 5000 CHECK (min_amount > 0),
    max_amount bigint NOT NULL DEFAULT 5000000,
    daily_count integer NOT NULL DEFAULT 5 CHECK (daily_count >= 0),
    daily_amount bigint NOT NULL DEFAULT 10000000 CHECK (daily_amount >= 0),
    auto_receive_minutes integer NOT NULL DEFAULT 30 CHECK (auto_receive_minutes > 0),
    max_bank_accounts integer NOT NULL DEFAULT 3 CHECK (max_bank_accounts >= 0),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (max_amount >= min_amount)
  )`,
  // The bank account is copied at request time: what was paid to stays what it was.
  `CREATE TABLE withdrawals (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    member_id bigint NOT NULL REFERENCES members (id),
    currency text NOT NULL,
    amount bigint NOT NULL CHECK (amount > 0),
    bank_account_id bigint NOT NULL REFERENCES member_bank_accounts (id),
    bank_code text NOT NULL,
    bank_name text NOT NULL,
    account_number text NOT NULL,
    payee_name text NOT NULL,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'rejected', 'disbursed', 'disputed', 'received')),
    received_amount bigint NOT NULL DEFAULT 0,
    forced boolean NOT NULL DEFAULT false,
    idempotency_key text NOT NULL,
    request_hash text NOT NULL,
    requested_at timestamptz NOT NULL DEFAULT now(),
    decided_at timestamptz,
    decided_by integer REFERENCES operators (id),
    reason text,
    disbursed_at timestamptz,
    auto_receive_at timestamptz,
    received_at timestamptz,
    CHECK (received_amount >= 0 AND received_amount <= amount),
    UNIQUE (member_id, idempotency_key)
  )`,
  `CREATE INDEX withdrawals_member ON withdrawals (member_id, requested_at)`,
  `CREATE INDEX withdrawals_merchant_status ON withdrawals (merchant_id, status, id)`,
  `CREATE INDEX withdrawals_auto_receive ON withdrawals (auto_receive_at) WHERE status = 'disbursed'`,
  `CREATE TABLE withdrawal_confirmations (
    id bigserial PRIMARY KEY,
    withdrawal_id bigint NOT NULL REFERENCES withdrawals (id),
    result text NOT NULL CHECK (result IN ('received', 'all_received', 'not_received', 'auto_received')),
    amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
    remark text CHECK (char_length(remark) <= 140),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX withdrawal_confirmations_withdrawal ON withdrawal_confirmations (withdrawal_id)`,
  `CREATE TABLE withdrawal_proofs (
    id bigserial PRIMARY KEY,
    withdrawal_id bigint NOT NULL REFERENCES withdrawals (id),
    confirmation_id bigint REFERENCES withdrawal_confirmations (id),
    storage_key text NOT NULL UNIQUE,
    content_type text NOT NULL,
    size integer NOT NULL CHECK (size > 0),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX withdrawal_proofs_withdrawal ON withdrawal_proofs (withdrawal_id)`,
  // Wagering a member owes before withdrawing (from a bonus or a deposit rule); games add to achieved.
  `CREATE TABLE turnover_requirements (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    member_id bigint NOT NULL REFERENCES members (id),
    source text NOT NULL,
    required bigint NOT NULL CHECK (required > 0),
    achieved bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    completed_at timestamptz,
    CHECK (achieved >= 0 AND achieved <= required),
    UNIQUE (member_id, source)
  )`,
  `CREATE INDEX turnover_requirements_open ON turnover_requirements (member_id, id) WHERE completed_at IS NULL`,
  // Durable jobs: a row per job, claimed by one instance at a time through locked_until.
  `CREATE TABLE jobs (
    name text PRIMARY KEY,
    next_run_at timestamptz NOT NULL DEFAULT now(),
    locked_until timestamptz,
    locked_by text,
    last_started_at timestamptz,
    last_finished_at timestamptz,
    last_error text,
    runs bigint NOT NULL DEFAULT 0
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
