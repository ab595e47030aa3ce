import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
const statements = [
  // A game vendor (the spec's "vassalage"). The games issue adds its catalogue columns with ALTER TABLE.
  `CREATE TABLE vendors (
    code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{2,32}$' AND code NOT IN ('MAIN', 'ALL')),
    display_name text NOT NULL,
    wallet_mode text NOT NULL CHECK (wallet_mode IN ('seamless', 'transfer')),
    api_base_url text,
    enabled boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (wallet_mode <> 'transfer' OR api_base_url IS NOT NULL)
  )`,
  `CREATE TABLE merchant_vendors (
    merchant_id integer NOT NULL REFERENCES merchants (id),
    vendor_code text NOT NULL REFERENCES vendors (code),
    enabled boolean NOT NULL DEFAULT true,
    sort_order integer NOT NULL DEFAULT 0,
    PRIMARY KEY (merchant_id, vendor_code)
  )`,
  // The transfer-wallet saga: a row is written before the vendor is called, and resolved from
  // the vendor's answer or, when that answer is lost, by reconciliation.
  `CREATE TABLE vendor_transfers (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    member_id bigint NOT NULL REFERENCES members (id),
    vendor_code text NOT NULL REFERENCES vendors (code),
    direction text NOT NULL CHECK (direction IN ('in', 'out')),
    amount bigint NOT NULL CHECK (amount > 0),
    currency text NOT NULL,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed', 'unknown')),
    vendor_transfer_id text NOT NULL UNIQUE,
    request_key text NOT NULL,
    request_hash text NOT NULL,
    failure_reason text,
    attempts integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    resolved_at timestamptz,
    UNIQUE (member_id, request_key)
  )`,
  // One open transfer per member and vendor: the vendor wallet's state is never guessed twice.
  `CREATE UNIQUE INDEX vendor_transfers_one_open ON vendor_transfers (member_id, vendor_code)
    WHERE status IN ('pending', 'unknown')`,
  `CREATE INDEX vendor_transfers_open_age ON vendor_transfers (updated_at) WHERE status IN ('pending', 'unknown')`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
