-- One transfer in one round trip (decisions 014, 031). p_entries is [[account id, amount], ...] as
-- JSON strings, in request order. The outer block runs as a savepoint: a refusal undoes this
-- transfer's own writes only and comes back as error_code (SQLSTATE) and error_message, so the
-- caller's transaction stays usable. Refusals: LG001 insufficient funds, LG002 the reference was
-- taken under another key, LG003 the key was used for another request, LG004 an unknown account,
-- LG005 an account of another merchant or currency, LG006 an effective time after the booking or
-- before an account's latest entry. Errors that concern the whole transaction (class 40
-- serialization failure and deadlock, 53 resources, 55 lock timeout, 57 cancel or shutdown, 58
-- system, XX internal) are raised as they are.
-- Its argument list is part of its name: a change of it needs a migration that drops the old one.
CREATE OR REPLACE FUNCTION ledger_post(
  p_key text, p_merchant integer, p_currency text, p_kind text, p_ref text, p_hash text, p_metadata jsonb, p_entries jsonb,
  p_effective_at timestamptz DEFAULT NULL,
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
    v_at timestamptz := coalesce(p_effective_at, now());
  BEGIN
    IF p_effective_at > now() THEN
      RAISE EXCEPTION 'An effective time cannot be after the booking' USING ERRCODE = 'LG006';
    END IF;
    INSERT INTO ledger_transactions AS t (merchant_id, currency, kind, external_ref, idempotency_key, request_hash, response, metadata, effective_at)
    VALUES (p_merchant, p_currency, p_kind, p_ref, p_key, p_hash, '{"transactionId": "", "balances": {}}', p_metadata, p_effective_at)
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
      -- History goes at the end of an account: its previous entry (by the unique version key) is not later.
      IF p_effective_at IS NOT NULL AND EXISTS (
        SELECT 1 FROM ledger_entries e WHERE e.account_id = v_account AND e.account_version = v_version - 1 AND e.created_at > p_effective_at
      ) THEN
        RAISE EXCEPTION 'An effective time cannot be before an account''s latest entry' USING ERRCODE = 'LG006';
      END IF;
      INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, account_version, created_at)
      VALUES (v_id, v_account, v_amount, v_balance, v_version, v_at);
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
$$;
