-- Group commit for lottery slips (decisions 032, 034): a batch of slips is debited by one ledger
-- transfer per merchant and currency (each wallet debited once, each escrow shard credited once),
-- and every check is one set-based look at the whole batch. Called by slip-batch.repository.ts.
--
-- p_slips: [{ id, merchant, member, currency, game, request, now, draws: [id], chase: null | { id,
-- stopOnWin }, total, wallet, exposure: [[draw, key, amount, cap]], bets: [{ draw_id, play_type,
-- numbers, stations, position, form, unit, points, odds, price, terms, selection, cost }] }], slip
-- and chase ids drawn ahead from their sequences; p_debits: transfers prepared by the ledger (the
-- arguments of ledger_post) whose entries move exactly the slips' totals from their wallets.
-- One row per slip, in order. Either every slip is placed ('placed', with its bets, its wallet's
-- balance after it and its debit's transaction), or nothing is written: the slips that the checks
-- refuse are 'refused' (error_code account_excluded, limit_reached, draw_closed,
-- bet_limit_exceeded, liability_limit_reached, insufficient_funds), each judged with the slips
-- before it that fit counted, and the others 'retry', to be sent again without the refused ones. Raises LT001 (draws past their draw time,
-- ids in DETAIL), LT002 (a running sum passed its cap meanwhile: run again with p_careful), LT003
-- (request ids already used: the replayed slips' ids in DETAIL) and LT004 (the debits do not match
-- the slips: a defect, never retried); each rolls the batch back.
CREATE OR REPLACE FUNCTION lottery_place_slips(p_slips jsonb, p_debits jsonb, p_careful boolean)
RETURNS TABLE (n integer, outcome text, slip_id bigint, bet_ids bigint[], balance bigint, transaction_id bigint,
  placed_at timestamptz, error_code text) LANGUAGE plpgsql
-- Its statements' plans do not depend on the values they are given (lookups by key): planning
-- them again on every call, as PostgreSQL does for a while and then goes on doing for some of
-- them, measured a quarter of a small batch's time.
SET plan_cache_mode = force_generic_plan AS $$
  DECLARE
    d jsonb;
    s jsonb;
    e jsonb;
    k text;
    v_accounts bigint[];
    v_draws bigint[];
    v_sum_draws bigint[];
    v_sum_keys text[];
    v_balances jsonb;
    v_sums jsonb;
    v_open jsonb;
    v_tx jsonb := '{}';
    v_first integer;
    v_code text;
    v_post record;
    v_written bigint[];
    v_bets jsonb;
    v_keys integer;
    v_done integer;
    v_passed bigint[];
    v_excluded jsonb;
    v_guarded jsonb;
    v_room jsonb;
  BEGIN
    -- The rows the batch reads, as arrays: looked up by index, however large the tables grow
    -- (a join with the JSON's rows would be planned for a hundred of them, as a table scan).
    v_accounts := ARRAY(SELECT DISTINCT (x->>0)::bigint FROM jsonb_array_elements(p_debits) q, jsonb_array_elements(q->'entries') x ORDER BY 1);
    v_draws := ARRAY(SELECT DISTINCT x::bigint FROM jsonb_array_elements(p_slips) q, jsonb_array_elements_text(q->'draws') x);
    SELECT coalesce(array_agg(t.draw ORDER BY t.draw, t.key), '{}'), coalesce(array_agg(t.key ORDER BY t.draw, t.key), '{}') INTO v_sum_draws, v_sum_keys
    FROM (SELECT DISTINCT (x->>0)::bigint AS draw, x->>1 AS key FROM jsonb_array_elements(p_slips) q, jsonb_array_elements(q->'exposure') x) t;

    -- Locks in one order for every batch, the order every money path takes them: the members'
    -- protection rows by member (decision 056), the ledger accounts by id, then (careful) the
    -- running sums by key. Members on a time-out or excluded are judged as their rows stand once
    -- locked, never as the statement began: an exclusion being written waits for the batch, or
    -- the batch for it, and is then seen.
    SELECT coalesce(jsonb_object_agg(l.member_id::text, l.excluded), '{}') INTO v_guarded FROM (
      SELECT mp.member_id, mp.exclusion_kind IS NOT NULL AND (mp.excluded_until IS NULL OR mp.excluded_until > now()) AS excluded
      FROM member_protection mp
      WHERE mp.member_id IN (SELECT DISTINCT (q->>'member')::bigint FROM jsonb_array_elements(p_slips) q)
      ORDER BY mp.member_id FOR UPDATE
    ) l;
    SELECT coalesce(jsonb_object_agg(g.key, true) FILTER (WHERE g.value = 'true'), '{}') INTO v_excluded FROM jsonb_each(v_guarded) g;
    SELECT coalesce(jsonb_object_agg(l.id::text, l.balance) FILTER (WHERE l.no_negative), '{}') INTO v_balances FROM (
      SELECT a.id, a.balance, a.no_negative FROM ledger_accounts a WHERE a.id = ANY (v_accounts) ORDER BY a.id FOR UPDATE
    ) l;
    IF p_careful THEN
      PERFORM 1 FROM unnest(v_sum_draws, v_sum_keys) AS u (draw, key)
      JOIN lottery_exposure le ON le.draw_id = u.draw AND le.key = u.key ORDER BY le.draw_id, le.key FOR UPDATE OF le;
    END IF;
    SELECT coalesce(jsonb_object_agg(le.draw_id || '|' || le.key, le.amount), '{}') INTO v_sums
    FROM unnest(v_sum_draws, v_sum_keys) AS u (draw, key) JOIN lottery_exposure le ON le.draw_id = u.draw AND le.key = u.key;
    -- What a member may still stake under their loss and wager limits (protection-play-room.sql),
    -- read holding their protection row and their wallet: no other stake of theirs can move it.
    SELECT coalesce(jsonb_object_agg(r.member::text, r.room) FILTER (WHERE r.room IS NOT NULL), '{}') INTO v_room FROM (
      SELECT w.member, protection_play_room(w.member, w.wallet, now()) AS room
      FROM (SELECT DISTINCT (q->>'member')::bigint AS member, (q->>'wallet')::bigint AS wallet FROM jsonb_array_elements(p_slips) q) w
      WHERE v_guarded ? w.member::text
    ) r;
    SELECT coalesce(jsonb_object_agg(dr.id::text, dr.close_at), '{}') INTO v_open FROM lottery_draws dr WHERE dr.id = ANY (v_draws) AND dr.state = 'open';

    -- The debits move exactly what the slips cost, from exactly their wallets.
    IF EXISTS (
      SELECT 1 FROM (
        SELECT q->>'wallet' AS account, -sum((q->>'total')::bigint) AS amount FROM jsonb_array_elements(p_slips) q GROUP BY 1
      ) w FULL JOIN (
        SELECT x->>0 AS account, (x->>1)::bigint AS amount FROM jsonb_array_elements(p_debits) q, jsonb_array_elements(q->'entries') x
        WHERE (x->>1)::bigint < 0
      ) t USING (account)
      WHERE w.amount IS DISTINCT FROM t.amount
    ) THEN
      RAISE EXCEPTION 'The debits do not match the slips' USING ERRCODE = 'LT004';
    END IF;

    -- One look at the whole batch: the first slip a check refuses, each slip seen with every
    -- slip before it (running totals per key and per wallet). Usually none.
    SELECT min(f.o) INTO v_first FROM (
      SELECT x.o FROM jsonb_array_elements(p_slips) WITH ORDINALITY AS x (q, o) WHERE v_excluded ? (x.q->>'member')
      UNION ALL
      SELECT r.o FROM (
        SELECT x.o, (v_room->>(x.q->>'member'))::bigint - sum((x.q->>'total')::bigint) OVER (PARTITION BY x.q->>'member' ORDER BY x.o) AS left_over
        FROM jsonb_array_elements(p_slips) WITH ORDINALITY AS x (q, o) WHERE v_room ? (x.q->>'member')
      ) r WHERE r.left_over < 0
      UNION ALL
      SELECT x.o FROM jsonb_array_elements(p_slips) WITH ORDINALITY AS x (q, o), jsonb_array_elements_text(x.q->'draws') dr
      WHERE v_open->>dr IS NULL OR (v_open->>dr)::timestamptz <= (x.q->>'now')::timestamptz
      UNION ALL
      SELECT c.o FROM (
        SELECT x.o, (y->>3)::bigint AS cap, coalesce((v_sums->>((y->>0) || '|' || (y->>1)))::bigint, 0)
          + sum((y->>2)::bigint) OVER (PARTITION BY y->>0, y->>1 ORDER BY x.o) AS reached
        FROM jsonb_array_elements(p_slips) WITH ORDINALITY AS x (q, o), jsonb_array_elements(x.q->'exposure') y
      ) c WHERE c.reached > c.cap
      UNION ALL
      SELECT w.o FROM (
        SELECT x.o, (v_balances->>(x.q->>'wallet'))::bigint - sum((x.q->>'total')::bigint) OVER (PARTITION BY x.q->>'wallet' ORDER BY x.o) AS left_over
        FROM jsonb_array_elements(p_slips) WITH ORDINALITY AS x (q, o) WHERE v_balances ? (x.q->>'wallet')
      ) w WHERE w.left_over < 0
    ) f;
    IF v_first IS NOT NULL THEN
      -- Slip by slip, in order: refused ones do not count for the slips after them. Nothing written.
      FOR s, n IN SELECT x.q, x.o FROM jsonb_array_elements(p_slips) WITH ORDINALITY AS x (q, o) ORDER BY x.o LOOP
        slip_id := NULL; bet_ids := NULL; balance := NULL; transaction_id := NULL; placed_at := NULL; error_code := NULL;
        IF v_excluded ? (s->>'member') THEN
          error_code := 'account_excluded';
        ELSIF (v_room->>(s->>'member'))::bigint < (s->>'total')::bigint THEN
          error_code := 'limit_reached';
        ELSIF EXISTS (SELECT 1 FROM jsonb_array_elements_text(s->'draws') dr WHERE v_open->>dr IS NULL OR (v_open->>dr)::timestamptz <= (s->>'now')::timestamptz) THEN
          error_code := 'draw_closed';
        ELSE
          FOR e IN SELECT y FROM jsonb_array_elements(s->'exposure') y LOOP
            IF coalesce((v_sums->>((e->>0) || '|' || (e->>1)))::bigint, 0) + (e->>2)::bigint > (e->>3)::bigint THEN
              error_code := CASE WHEN error_code = 'bet_limit_exceeded' OR (e->>1) LIKE 'member:%' THEN 'bet_limit_exceeded' ELSE 'liability_limit_reached' END;
            END IF;
          END LOOP;
          IF error_code IS NULL AND (v_balances->>(s->>'wallet'))::bigint < (s->>'total')::bigint THEN
            error_code := 'insufficient_funds';
          END IF;
        END IF;
        IF error_code IS NULL THEN
          FOR e IN SELECT y FROM jsonb_array_elements(s->'exposure') y LOOP
            k := (e->>0) || '|' || (e->>1);
            v_sums := jsonb_set(v_sums, ARRAY[k], to_jsonb(coalesce((v_sums->>k)::bigint, 0) + (e->>2)::bigint));
          END LOOP;
          IF v_room ? (s->>'member') THEN
            v_room := jsonb_set(v_room, ARRAY[s->>'member'], to_jsonb((v_room->>(s->>'member'))::bigint - (s->>'total')::bigint));
          END IF;
          IF v_balances ? (s->>'wallet') THEN
            v_balances := jsonb_set(v_balances, ARRAY[s->>'wallet'], to_jsonb((v_balances->>(s->>'wallet'))::bigint - (s->>'total')::bigint));
          END IF;
        END IF;
        outcome := CASE WHEN error_code IS NULL THEN 'retry' ELSE 'refused' END;
        RETURN NEXT;
      END LOOP;
      RETURN;
    END IF;

    -- The stakes, through the ledger's one write path: one transfer per merchant and currency.
    FOR d IN SELECT q FROM jsonb_array_elements(p_debits) q LOOP
      SELECT p.posted, p.error_code, p.error_message INTO v_post
      FROM ledger_post(d->>'key', (d->>'merchant')::integer, d->>'currency', d->>'kind', d->>'ref', d->>'hash', d->'metadata', d->'entries') p;
      IF v_post.error_code IS NOT NULL THEN
        RAISE EXCEPTION '%', v_post.error_message USING ERRCODE = v_post.error_code;
      END IF;
      v_tx := v_tx || jsonb_build_object((d->>'merchant') || '|' || (d->>'currency'), v_post.posted->>'transactionId');
    END LOOP;

    -- Every slip and chase; a request id already used writes nothing (a batch writing it now is
    -- waited for), and the batch runs again without that slip.
    INSERT INTO lottery_chases (id, merchant_id, member_id, game_code, stop_on_win)
    SELECT (q->'chase'->>'id')::bigint, (q->>'merchant')::integer, (q->>'member')::bigint, q->>'game', (q->'chase'->>'stopOnWin')::boolean
    FROM jsonb_array_elements(p_slips) q WHERE jsonb_typeof(q->'chase') = 'object';
    WITH written AS (
      INSERT INTO lottery_slips (id, merchant_id, member_id, currency, game_code, request_id, chase_id, total_cost, transaction_id)
      SELECT (q->>'id')::bigint, (q->>'merchant')::integer, (q->>'member')::bigint, q->>'currency', q->>'game', q->>'request',
        (q->'chase'->>'id')::bigint, (q->>'total')::bigint, (v_tx->>((q->>'merchant') || '|' || (q->>'currency')))::bigint
      FROM jsonb_array_elements(p_slips) WITH ORDINALITY AS x (q, o) ORDER BY x.o
      ON CONFLICT (member_id, request_id) DO NOTHING
      RETURNING lottery_slips.id
    )
    SELECT coalesce(array_agg(w.id), '{}') INTO v_written FROM written w;
    IF cardinality(v_written) < jsonb_array_length(p_slips) THEN
      RAISE EXCEPTION 'Request ids already used' USING ERRCODE = 'LT003', DETAIL = (
        SELECT string_agg(q->>'id', ',') FROM jsonb_array_elements(p_slips) q WHERE NOT (q->>'id')::bigint = ANY (v_written));
    END IF;
    WITH written AS (
      INSERT INTO lottery_bets (draw_id, slip_id, chase_id, merchant_id, member_id, currency, play_type, numbers, stations, position, form,
        unit, points, odds, price, terms, selection, cost)
      SELECT (b->>'draw_id')::bigint, (q->>'id')::bigint, (q->'chase'->>'id')::bigint, (q->>'merchant')::integer, (q->>'member')::bigint,
        q->>'currency', b->>'play_type', b->>'numbers', b->>'stations', (b->>'position')::smallint, b->>'form', (b->>'unit')::bigint,
        (b->>'points')::boolean, b->>'odds', b->>'price', b->>'terms', b->>'selection', (b->>'cost')::bigint
      FROM jsonb_array_elements(p_slips) WITH ORDINALITY AS x (q, o), jsonb_array_elements(x.q->'bets') WITH ORDINALITY AS y (b, p)
      ORDER BY x.o, y.p
      RETURNING lottery_bets.id, lottery_bets.slip_id
    )
    SELECT coalesce(jsonb_object_agg(g.slip_id::text, g.ids), '{}') INTO v_bets
    FROM (SELECT w.slip_id, array_agg(w.id ORDER BY w.id) AS ids FROM written w GROUP BY w.slip_id) g;

    -- The running sums last, so that a popular number's row is held only for the commit: each
    -- grows by what the batch adds if it stays under its cap (another batch may have added meanwhile).
    WITH adds AS (
      SELECT (y->>0)::bigint AS draw_id, y->>1 AS key, sum((y->>2)::bigint) AS amount, min((y->>3)::bigint) AS cap
      FROM jsonb_array_elements(p_slips) q, jsonb_array_elements(q->'exposure') y GROUP BY 1, 2
    ), grown AS (
      INSERT INTO lottery_exposure AS le (draw_id, key, amount, cap)
      SELECT a.draw_id, a.key, a.amount, a.cap FROM adds a ORDER BY a.draw_id, a.key
      ON CONFLICT (draw_id, key) DO UPDATE SET amount = le.amount + excluded.amount, cap = excluded.cap
      WHERE le.amount + excluded.amount <= excluded.cap
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM grown), (SELECT count(*) FROM adds) INTO v_done, v_keys;
    IF v_done <> v_keys THEN
      RAISE EXCEPTION 'A running sum passed its cap meanwhile' USING ERRCODE = 'LT002';
    END IF;

    -- The last look, at the database's clock: a batch delayed past a draw's time must not commit
    -- behind that draw's settlement.
    SELECT array_agg(t.draw) INTO v_passed FROM unnest(v_draws) AS t (draw)
    WHERE NOT EXISTS (SELECT 1 FROM lottery_draws ld WHERE ld.id = t.draw AND ld.state = 'open' AND ld.draw_at > clock_timestamp());
    IF v_passed IS NOT NULL THEN
      RAISE EXCEPTION 'Draws passed their draw time' USING ERRCODE = 'LT001', DETAIL = array_to_string(v_passed, ',');
    END IF;

    RETURN QUERY
    SELECT x.o::integer, 'placed'::text, (x.q->>'id')::bigint,
      ARRAY(SELECT jsonb_array_elements_text(v_bets->(x.q->>'id'))::bigint),
      ((SELECT a.balance FROM ledger_accounts a WHERE a.id = (x.q->>'wallet')::bigint)
        + sum((x.q->>'total')::bigint) OVER (PARTITION BY x.q->>'wallet' ORDER BY x.o DESC) - (x.q->>'total')::bigint)::bigint,
      (v_tx->>((x.q->>'merchant') || '|' || (x.q->>'currency')))::bigint, now(), NULL::text
    FROM jsonb_array_elements(p_slips) WITH ORDINALITY AS x (q, o) ORDER BY x.o;
  END
$$;
