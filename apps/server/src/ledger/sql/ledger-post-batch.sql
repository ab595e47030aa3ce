-- Several transfers in one round trip (group commit, ledger-batcher.ts): every account of the
-- batch locked first in id order, then ledger_post for each request, one row per request in order.
CREATE OR REPLACE FUNCTION ledger_post_batch(p_requests jsonb)
RETURNS TABLE (posted jsonb, replayed boolean, error_code text, error_message text) LANGUAGE plpgsql AS $$
  DECLARE
    r jsonb;
    v_ids bigint[];
  BEGIN
    SELECT array_agg(DISTINCT (x->>0)::bigint) INTO v_ids FROM jsonb_array_elements(p_requests) q, jsonb_array_elements(q->'entries') x;
    PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY (v_ids) ORDER BY a.id FOR UPDATE;
    PERFORM 1 FROM merchants m WHERE m.id IN (SELECT (q->>'merchant')::integer FROM jsonb_array_elements(p_requests) q) FOR KEY SHARE;
    FOR r IN SELECT e.q FROM jsonb_array_elements(p_requests) WITH ORDINALITY AS e (q, n) ORDER BY e.n LOOP
      SELECT p.posted, p.replayed, p.error_code, p.error_message INTO posted, replayed, error_code, error_message
      FROM ledger_post(r->>'key', (r->>'merchant')::integer, r->>'currency', r->>'kind', r->>'ref', r->>'hash', r->'metadata', r->'entries',
        (r->>'effectiveAt')::timestamptz) p;
      RETURN NEXT;
    END LOOP;
  END
$$;
