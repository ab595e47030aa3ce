import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Four eyes on money (decision 041). A brand's thresholds, in minor units of its currency, above
// which a manual adjustment credit, debit or bonus waits for a second operator (null: never;
// no row: the platform's defaults). A request above the threshold is kept here with no money
// moved; approved, it posts once under a ledger key derived from its id.
const statements = [
  `CREATE TABLE merchant_money_thresholds (
    merchant_id integer PRIMARY KEY REFERENCES merchants (id),
    adjustment_credit bigint CHECK (adjustment_credit >= 0),
    adjustment_debit bigint CHECK (adjustment_debit >= 0),
    bonus bigint CHECK (bonus >= 0),
    updated_by integer REFERENCES operators (id),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE money_requests (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    member_id bigint NOT NULL REFERENCES members (id),
    currency text NOT NULL,
    type text NOT NULL CHECK (type IN ('adjustment', 'bonus')),
    direction text NOT NULL CHECK (direction IN ('credit', 'debit')),
    amount bigint NOT NULL CHECK (amount > 0),
    reason text NOT NULL,
    requested_by integer NOT NULL REFERENCES operators (id),
    request_key text NOT NULL,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
    decided_by integer REFERENCES operators (id),
    decided_at timestamptz,
    decision_reason text,
    transaction_id bigint REFERENCES ledger_transactions (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (requested_by, request_key),
    CHECK ((status = 'pending') = (decided_by IS NULL)),
    CHECK ((status = 'approved') = (transaction_id IS NOT NULL)),
    -- The second pair of eyes, held by the database too: nobody approves their own request.
    CHECK (status <> 'approved' OR decided_by <> requested_by)
  )`,
  `CREATE INDEX money_requests_merchant ON money_requests (merchant_id, status, id)`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
