import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
const statements = [
  `CREATE TABLE deposit_channels (
    id serial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    code text NOT NULL,
    type text NOT NULL CHECK (type IN ('bank_transfer', 'gateway')),
    display_name text NOT NULL,
    min_amount bigint NOT NULL CHECK (min_amount > 0),
    max_amount bigint NOT NULL,
    enabled boolean NOT NULL DEFAULT true,
    sort_order integer NOT NULL DEFAULT 0,
    bank_name text,
    account_name text,
    account_number text,
    provider text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (merchant_id, code),
    CHECK (max_amount >= min_amount),
    -- A bank transfer is useless without the account to pay into; a gateway channel names its provider.
    CHECK (type <> 'bank_transfer' OR (bank_name IS NOT NULL AND account_name IS NOT NULL AND account_number IS NOT NULL)),
    CHECK (type <> 'gateway' OR provider IS NOT NULL)
  )`,
  `CREATE TABLE deposits (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    member_id bigint NOT NULL REFERENCES members (id),
    channel_id integer NOT NULL REFERENCES deposit_channels (id),
    currency text NOT NULL,
    amount bigint NOT NULL CHECK (amount > 0),
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'failed', 'expired')),
    member_reference text,
    idempotency_key text NOT NULL,
    request_hash text NOT NULL,
    gateway_order_id text UNIQUE,
    pay_url text,
    expires_at timestamptz,
    first_deposit boolean NOT NULL DEFAULT false,
    decided_by integer REFERENCES operators (id),
    decided_at timestamptz,
    reject_reason text,
    ledger_transaction_id bigint UNIQUE REFERENCES ledger_transactions (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (member_id, idempotency_key),
    -- Approved means credited, and only approved: no status without its posting, no posting without its status.
    CHECK ((status = 'approved') = (ledger_transaction_id IS NOT NULL)),
    CHECK (NOT first_deposit OR status = 'approved')
  )`,
  // A member has at most one first deposit, whatever the application does.
  `CREATE UNIQUE INDEX deposits_one_first_per_member ON deposits (member_id) WHERE first_deposit`,
  `CREATE INDEX deposits_merchant_status ON deposits (merchant_id, status, id)`,
  `CREATE INDEX deposits_member ON deposits (member_id, id)`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
