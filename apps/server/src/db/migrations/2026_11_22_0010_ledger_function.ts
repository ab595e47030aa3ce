import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// The ledger's write path as functions, so that a transfer is one database round trip instead of
// six statements (decision 014). Error codes of the refusals: LG001 insufficient funds, LG002 the
// reference was taken under another key, LG003 the key was used for another request, LG004 an
// unknown account, LG005 an account of another merchant or currency.
const statements = [
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
      v_refusal text;
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
      -- Entry by entry, in request order: the first entry of another merchant or currency, or that overdraws a wallet.
      SELECT CASE WHEN a.merchant_id <> p_merchant OR a.currency <> p_currency THEN 'LG005' ELSE 'LG001' END INTO v_refusal
      FROM jsonb_array_elements(p_entries) WITH ORDINALITY AS e (x, n)
      JOIN ledger_accounts a ON a.id = (e.x->>0)::bigint
      WHERE a.merchant_id <> p_merchant OR a.currency <> p_currency OR (a.no_negative AND a.balance + (e.x->>1)::bigint < 0)
      ORDER BY e.n LIMIT 1;
      IF v_refusal = 'LG005' THEN
        RAISE EXCEPTION 'Accounts must share the transfer''s merchant and currency' USING ERRCODE = 'LG005';
      ELSIF v_refusal = 'LG001' THEN
        RAISE EXCEPTION 'Insufficient balance' USING ERRCODE = 'LG001';
      END IF;

      WITH wanted AS (
        SELECT (e.x->>0)::bigint AS account_id, (e.x->>1)::bigint AS amount, e.n
        FROM jsonb_array_elements(p_entries) WITH ORDINALITY AS e (x, n)
      ), moved AS (
        UPDATE ledger_accounts a SET balance = a.balance + w.amount, version = a.version + 1
        FROM wanted w WHERE a.id = w.account_id
        RETURNING a.id, w.amount, a.balance, a.version, w.n
      ), written AS (
        -- Entries get their ids in request order.
        INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, account_version)
        SELECT v_id, m.id, m.amount, m.balance, m.version FROM moved m ORDER BY m.n
        RETURNING account_id, balance_after
      )
      SELECT jsonb_build_object('transactionId', v_id::text, 'balances', jsonb_object_agg(w.account_id::text, w.balance_after::text))
      INTO posted FROM written w;
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
    BEGIN
      PERFORM 1 FROM ledger_accounts a
      WHERE a.id IN (SELECT (x->>0)::bigint FROM jsonb_array_elements(p_requests) q, jsonb_array_elements(q->'entries') x)
      ORDER BY a.id FOR UPDATE;
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
