import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// The ledger's write path as functions, so that a transfer is one database round trip instead of
// six statements (decision 014). Error codes of the refusals: LG001 insufficient funds, LG002 the
// reference was taken under another key, LG003 the key was used for another request, LG004 an
// unknown account, LG005 an account of another merchant or currency.
const statements = [
  // The commit-time balance check (migration 0006) sums a transaction's entries by transaction_id.
  // After a bulk transfer (500 wallets funded at once) ANALYZE may see one transaction id in the
  // whole table, and every check then scans the table: measured 3x slower transfers. A transaction
  // has about two entries, whatever the sample says.
  `ALTER TABLE ledger_entries ALTER COLUMN transaction_id SET (n_distinct = -0.5)`,
  `ANALYZE ledger_entries`,
  // Applies one transfer: p_entries is [[account id, amount], ...] as JSON strings, in request order.
  // The outer block runs as a savepoint: a refusal undoes this transfer's own writes only and comes
  // back as error_code (SQLSTATE) and error_message, so the caller's transaction stays usable.
  // Errors that concern the whole transaction (class 40 serialization failure and deadlock, 53
  // resources, 55 lock timeout, 57 cancel or shutdown, 58 system, XX internal) are raised as they are.
  `CREATE FUNCTION ledger_post(
    p_key text, p_merchant integer, p_currency text, p_kind text, p_ref text, p_hash text, p_metadata jsonb, p_entries jsonb,
    OUT posted jsonb, OUT replayed boolean, OUT error_code text, OUT error_message text
  ) LANGUAGE plpgsql AS $$
    DECLARE
      v_id bigint;
      v_hash text;
      v_ids bigint[];
      v_locked integer;
      v_account bigint;
      v_amount bigint;
      v_balance bigint;
      v_version bigint;
    BEGIN
      INSERT INTO ledger_transactions AS t (merchant_id, currency, kind, external_ref, idempotency_key, request_hash, response, metadata)
      VALUES (p_merchant, p_currency, p_kind, p_ref, p_key, p_hash, '{"transactionId": "", "balances": {}}', p_metadata)
      ON CONFLICT DO NOTHING
      RETURNING t.id INTO v_id;
      IF v_id IS NULL THEN
        -- The key or the reference exists: the same request answers what it answered the first time.
        SELECT t.request_hash, t.response INTO v_hash, posted FROM ledger_transactions t WHERE t.idempotency_key = p_key;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'This reference was already transferred under another key' USING ERRCODE = 'LG002';
        END IF;
        IF v_hash <> p_hash THEN
          RAISE EXCEPTION 'The key was used for another request' USING ERRCODE = 'LG003';
        END IF;
        replayed := true;
        RETURN;
      END IF;

      -- Locked in id order: two transfers that share accounts never wait for each other in a cycle.
      SELECT array_agg((x->>0)::bigint ORDER BY (x->>0)::bigint) INTO v_ids FROM jsonb_array_elements(p_entries) x;
      PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY (v_ids) ORDER BY a.id FOR UPDATE;
      GET DIAGNOSTICS v_locked = ROW_COUNT;
      IF v_locked <> cardinality(v_ids) THEN
        RAISE EXCEPTION 'Unknown ledger account' USING ERRCODE = 'LG004';
      END IF;
      -- Entry by entry, in request order (entries get their ids in that order). Statements by primary
      -- key only: a join with the entries' JSON would be planned for a hundred rows, as a table scan.
      posted := '{}';
      FOR v_account, v_amount IN
        SELECT (e.x->>0)::bigint, (e.x->>1)::bigint FROM jsonb_array_elements(p_entries) WITH ORDINALITY AS e (x, n) ORDER BY e.n
      LOOP
        UPDATE ledger_accounts a SET balance = a.balance + v_amount, version = a.version + 1
        WHERE a.id = v_account AND a.merchant_id = p_merchant AND a.currency = p_currency
          AND (NOT a.no_negative OR a.balance + v_amount >= 0)
        RETURNING a.balance, a.version INTO v_balance, v_version;
        IF NOT FOUND THEN
          IF EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = v_account AND (a.merchant_id <> p_merchant OR a.currency <> p_currency)) THEN
            RAISE EXCEPTION 'Accounts must share the transfer''s merchant and currency' USING ERRCODE = 'LG005';
          END IF;
          RAISE EXCEPTION 'Insufficient balance' USING ERRCODE = 'LG001';
        END IF;
        INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, account_version)
        VALUES (v_id, v_account, v_amount, v_balance, v_version);
        posted := posted || jsonb_build_object(v_account::text, v_balance::text);
      END LOOP;
      posted := jsonb_build_object('transactionId', v_id::text, 'balances', posted);
      UPDATE ledger_transactions t SET response = posted WHERE t.id = v_id;
      replayed := false;
    EXCEPTION
      WHEN transaction_rollback OR insufficient_resources OR object_not_in_prerequisite_state
        OR operator_intervention OR system_error OR internal_error THEN
        RAISE;
      WHEN OTHERS THEN
        posted := NULL;
        replayed := NULL;
        error_code := SQLSTATE;
        error_message := SQLERRM;
    END
  $$`,
  // Applies a batch of transfers in the caller's one transaction (group commit): every account of
  // the batch is locked first, in id order, so batches running side by side never deadlock; then
  // each transfer runs through ledger_post, whose savepoint keeps a refusal from undoing the others.
  // One row per request, in order. p_requests: [{key, merchant, currency, kind, ref, hash, metadata, entries}].
  `CREATE FUNCTION ledger_post_batch(p_requests jsonb)
  RETURNS TABLE (posted jsonb, replayed boolean, error_code text, error_message text) LANGUAGE plpgsql AS $$
    DECLARE
      r jsonb;
      v_ids bigint[];
    BEGIN
      SELECT array_agg(DISTINCT (x->>0)::bigint) INTO v_ids FROM jsonb_array_elements(p_requests) q, jsonb_array_elements(q->'entries') x;
      PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY (v_ids) ORDER BY a.id FOR UPDATE;
      -- The foreign-key checks of each transfer lock its merchant FOR KEY SHARE; taken once here, by
      -- the batch itself, they find the lock held instead of each savepoint adding itself to the row.
      PERFORM 1 FROM merchants m WHERE m.id IN (SELECT (q->>'merchant')::integer FROM jsonb_array_elements(p_requests) q) FOR KEY SHARE;
      FOR r IN SELECT e.q FROM jsonb_array_elements(p_requests) WITH ORDINALITY AS e (q, n) ORDER BY e.n LOOP
        SELECT p.posted, p.replayed, p.error_code, p.error_message INTO posted, replayed, error_code, error_message
        FROM ledger_post(r->>'key', (r->>'merchant')::integer, r->>'currency', r->>'kind', r->>'ref', r->>'hash', r->'metadata', r->'entries') p;
        RETURN NEXT;
      END LOOP;
    END
  $$`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
