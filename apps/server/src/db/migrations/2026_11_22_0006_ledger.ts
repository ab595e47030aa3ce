import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
const statements = [
  `CREATE TABLE ledger_accounts (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    currency text NOT NULL,
    kind text NOT NULL,
    owner_member_id bigint REFERENCES members (id),
    vendor text,
    no_negative boolean NOT NULL,
    balance bigint NOT NULL DEFAULT 0,
    version bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    -- Even a bug in the application cannot overdraw a member's or an agent's wallet.
    CONSTRAINT ledger_accounts_no_overdraft CHECK (NOT no_negative OR balance >= 0)
  )`,
  `CREATE UNIQUE INDEX ledger_accounts_identity
    ON ledger_accounts (merchant_id, currency, kind, coalesce(owner_member_id, 0), coalesce(vendor, ''))`,
  `CREATE TABLE ledger_transactions (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    currency text NOT NULL,
    kind text NOT NULL,
    external_ref text NOT NULL,
    idempotency_key text NOT NULL UNIQUE,
    request_hash text NOT NULL,
    response jsonb NOT NULL,
    metadata jsonb NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (merchant_id, kind, external_ref)
  )`,
  `CREATE TABLE ledger_entries (
    id bigserial PRIMARY KEY,
    transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
    account_id bigint NOT NULL REFERENCES ledger_accounts (id),
    amount bigint NOT NULL CHECK (amount <> 0),
    balance_after bigint NOT NULL,
    account_version bigint NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (account_id, account_version)
  )`,
  `CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id)`,
  // Entries are facts: corrections are new reversing transactions, never edits.
  `CREATE FUNCTION ledger_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'ledger entries are append-only' USING ERRCODE = 'P0001';
    END
  $$`,
  `CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE OR DELETE ON ledger_entries
    FOR EACH ROW EXECUTE FUNCTION ledger_entries_immutable()`,
  // Checked at commit: every transaction has at least two entries and they sum to zero.
  `CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE total numeric; n integer;
    BEGIN
      SELECT coalesce(sum(amount), 0), count(*) INTO total, n FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
      IF n < 2 OR total <> 0 THEN
        RAISE EXCEPTION 'ledger transaction % is unbalanced', NEW.transaction_id USING ERRCODE = 'P0002';
      END IF;
      RETURN NULL;
    END
  $$`,
  `CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced()`,
  `CREATE TABLE audit_log (
    id bigserial PRIMARY KEY,
    at timestamptz NOT NULL DEFAULT now(),
    actor_kind text NOT NULL,
    actor_id text,
    merchant_id integer,
    ip text,
    action text NOT NULL,
    target text,
    before jsonb,
    after jsonb,
    prev_hash text NOT NULL,
    hash text NOT NULL UNIQUE
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
