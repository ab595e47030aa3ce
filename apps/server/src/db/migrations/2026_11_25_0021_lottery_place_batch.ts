import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Group commit for lottery slips (decision 031): a batch of planned slips placed in one round
// trip. p_slips: [{ id, merchant, member, currency, game, request, now, draws: [id], chase: null |
// { id, stopOnWin }, total, exposure: [[draw, key, amount, cap]], debit: { key, merchant, currency,
// kind, ref, hash, metadata, entries } (a transfer prepared by the ledger), bets: [{ draw_id,
// play_type, numbers, stations, position, form, unit, points, odds, price, terms, selection, cost
// }] }], slip and chase ids drawn ahead from their sequences (the debit's key names the slip).
// One row per slip, in order: outcome 'placed', 'replay' (the member's request id is taken:
// nothing written) or 'refused' (error_code draw_closed, bet_limit_exceeded,
// liability_limit_reached, or the ledger's own refusal as ledger_post answers it). Raises LT001
// with the draw ids in its DETAIL when a draw of the batch has reached its draw time by the
// database's clock: the whole batch rolls back, its slips on those draws are refused and the
// others placed again.
//
// Set-based but for what must go slip by slip: the caps (each slip sees the slips before it) and
// the debit (ledger_post, whose savepoint undoes a refusal). Running sums are read once into a
// jsonb map, updated there, and written back once. p_careful false (the usual call) reads them
// without locking and adds to them at the very end with each cap checked again, so that batches
// side by side hold a popular number's row only for their commit; when another batch got there
// first and a cap would be passed, it raises LT002 and the batch runs again with p_careful true,
// locking the sums first. Sums only grow, so a slip refused on an old reading is refused rightly.
const statements = [
  `CREATE FUNCTION lottery_place_batch(p_slips jsonb, p_careful boolean)
  RETURNS TABLE (n integer, outcome text, slip_id bigint, bet_ids bigint[], placed_at timestamptz,
    posted jsonb, replayed boolean, error_code text, error_message text) LANGUAGE plpgsql AS $$
    DECLARE
      s jsonb;
      e jsonb;
      k text;
      v_slip bigint;
      v_sums jsonb;
      v_caps jsonb := '{}';
      v_adds jsonb := '{}';
      v_keys integer;
      v_done integer;
      v_open jsonb;
      v_written bigint[];
      v_placed bigint[] := '{}';
      v_out jsonb := '[]';
      v_bets jsonb;
      v_fits boolean;
      v_member boolean;
      v_passed bigint[];
    BEGIN
      -- Locks in one order for every batch: running sums by (draw, key), created at zero when new
      -- (inserted in that order), then every ledger account of the batch by id, as ledger_post_batch.
      INSERT INTO lottery_exposure (draw_id, key, amount, cap)
      SELECT t.draw, t.name, 0, max(t.cap) FROM (
        SELECT (x->>0)::bigint AS draw, x->>1 AS name, (x->>3)::bigint AS cap FROM jsonb_array_elements(p_slips) q, jsonb_array_elements(q->'exposure') x
      ) t GROUP BY t.draw, t.name ORDER BY t.draw, t.name
      ON CONFLICT (draw_id, key) DO NOTHING;
      IF p_careful THEN
        SELECT coalesce(jsonb_object_agg(l.draw_id || '|' || l.key, l.amount), '{}') INTO v_sums FROM (
          SELECT le.draw_id, le.key, le.amount FROM lottery_exposure le
          WHERE (le.draw_id, le.key) IN (SELECT (x->>0)::bigint, x->>1 FROM jsonb_array_elements(p_slips) q, jsonb_array_elements(q->'exposure') x)
          ORDER BY le.draw_id, le.key FOR UPDATE
        ) l;
      ELSE
        SELECT coalesce(jsonb_object_agg(le.draw_id || '|' || le.key, le.amount), '{}') INTO v_sums FROM lottery_exposure le
        WHERE (le.draw_id, le.key) IN (SELECT (x->>0)::bigint, x->>1 FROM jsonb_array_elements(p_slips) q, jsonb_array_elements(q->'exposure') x);
      END IF;
      PERFORM 1 FROM ledger_accounts a
      WHERE a.id IN (SELECT (x->>0)::bigint FROM jsonb_array_elements(p_slips) q, jsonb_array_elements(q->'debit'->'entries') x)
      ORDER BY a.id FOR UPDATE;
      PERFORM 1 FROM merchants m WHERE m.id IN (SELECT (q->>'merchant')::integer FROM jsonb_array_elements(p_slips) q) FOR KEY SHARE;
      SELECT coalesce(jsonb_object_agg(d.id::text, d.close_at), '{}') INTO v_open FROM lottery_draws d
      WHERE d.state = 'open' AND d.id IN (SELECT x::bigint FROM jsonb_array_elements(p_slips) q, jsonb_array_elements_text(q->'draws') x);

      -- Every slip and chase written at once; a request id already used writes nothing (a batch
      -- writing it now is waited for). Refused ones are taken out again below.
      INSERT INTO lottery_chases (id, merchant_id, member_id, game_code, stop_on_win)
      SELECT (q->'chase'->>'id')::bigint, (q->>'merchant')::integer, (q->>'member')::bigint, q->>'game', (q->'chase'->>'stopOnWin')::boolean
      FROM jsonb_array_elements(p_slips) q WHERE jsonb_typeof(q->'chase') = 'object';
      WITH written AS (
        INSERT INTO lottery_slips (id, merchant_id, member_id, currency, game_code, request_id, chase_id, total_cost)
        SELECT (q->>'id')::bigint, (q->>'merchant')::integer, (q->>'member')::bigint, q->>'currency', q->>'game', q->>'request',
          (q->'chase'->>'id')::bigint, (q->>'total')::bigint
        FROM jsonb_array_elements(p_slips) WITH ORDINALITY AS x (q, o) ORDER BY x.o
        ON CONFLICT (member_id, request_id) DO NOTHING
        RETURNING lottery_slips.id
      )
      SELECT coalesce(array_agg(w.id), '{}') INTO v_written FROM written w;

      FOR s, n IN SELECT x.q, x.o FROM jsonb_array_elements(p_slips) WITH ORDINALITY AS x (q, o) ORDER BY x.o LOOP
        v_slip := (s->>'id')::bigint;
        posted := NULL; replayed := NULL; error_code := NULL; error_message := NULL;
        IF NOT v_slip = ANY (v_written) THEN
          outcome := 'replay';
        ELSIF EXISTS (SELECT 1 FROM jsonb_array_elements_text(s->'draws') d WHERE v_open->>d IS NULL OR (v_open->>d)::timestamptz <= (s->>'now')::timestamptz) THEN
          outcome := 'refused'; error_code := 'draw_closed';
        ELSE
          -- Every running sum stays under its cap, with the slips placed before this one added.
          v_fits := true;
          v_member := false;
          FOR e IN SELECT y FROM jsonb_array_elements(s->'exposure') y LOOP
            IF coalesce((v_sums->>((e->>0) || '|' || (e->>1)))::bigint, 0) + (e->>2)::bigint > (e->>3)::bigint THEN
              v_fits := false;
              v_member := v_member OR (e->>1) LIKE 'member:%';
            END IF;
          END LOOP;
          IF NOT v_fits THEN
            outcome := 'refused'; error_code := CASE WHEN v_member THEN 'bet_limit_exceeded' ELSE 'liability_limit_reached' END;
          ELSE
            -- The stake, through the ledger's one write path (its savepoint undoes a refusal).
            SELECT p.posted, p.replayed, p.error_code, p.error_message INTO posted, replayed, error_code, error_message
            FROM ledger_post(s->'debit'->>'key', (s->'debit'->>'merchant')::integer, s->'debit'->>'currency', s->'debit'->>'kind',
              s->'debit'->>'ref', s->'debit'->>'hash', s->'debit'->'metadata', s->'debit'->'entries') p;
            IF error_code IS NOT NULL THEN
              outcome := 'refused';
            ELSE
              outcome := 'placed';
              v_placed := v_placed || v_slip;
              FOR e IN SELECT y FROM jsonb_array_elements(s->'exposure') y LOOP
                k := (e->>0) || '|' || (e->>1);
                v_sums := jsonb_set(v_sums, ARRAY[k], to_jsonb(coalesce((v_sums->>k)::bigint, 0) + (e->>2)::bigint));
                v_adds := jsonb_set(v_adds, ARRAY[k], to_jsonb(coalesce((v_adds->>k)::bigint, 0) + (e->>2)::bigint));
                v_caps := jsonb_set(v_caps, ARRAY[k], to_jsonb(least(coalesce((v_caps->>k)::bigint, (e->>3)::bigint), (e->>3)::bigint)));
              END LOOP;
            END IF;
          END IF;
        END IF;
        v_out := v_out || jsonb_build_object('n', n, 'outcome', outcome, 'slip', v_slip, 'posted', posted, 'replayed', replayed, 'code', error_code, 'message', error_message);
      END LOOP;

      -- Refused slips and their chases out again, the sums written back, every placed slip's bets written.
      DELETE FROM lottery_slips ls WHERE ls.id = ANY (v_written) AND NOT ls.id = ANY (v_placed);
      DELETE FROM lottery_chases c WHERE c.id IN (
        SELECT (q->'chase'->>'id')::bigint FROM jsonb_array_elements(p_slips) q
        WHERE jsonb_typeof(q->'chase') = 'object' AND NOT (q->>'id')::bigint = ANY (v_placed));
      -- The sums grow by what the placed slips add, each still under its cap (others may have added meanwhile).
      UPDATE lottery_exposure le SET amount = le.amount + (v_adds->>(le.draw_id || '|' || le.key))::bigint, cap = (v_caps->>(le.draw_id || '|' || le.key))::bigint
      WHERE (le.draw_id, le.key) IN (SELECT split_part(c, '|', 1)::bigint, substr(c, strpos(c, '|') + 1) FROM jsonb_object_keys(v_adds) c)
        AND le.amount + (v_adds->>(le.draw_id || '|' || le.key))::bigint <= (v_caps->>(le.draw_id || '|' || le.key))::bigint;
      GET DIAGNOSTICS v_done = ROW_COUNT;
      SELECT count(*) INTO v_keys FROM jsonb_object_keys(v_adds);
      IF v_done <> v_keys THEN
        RAISE EXCEPTION 'A running sum passed its cap meanwhile' USING ERRCODE = 'LT002';
      END IF;
      WITH written AS (
        INSERT INTO lottery_bets (draw_id, slip_id, chase_id, merchant_id, member_id, currency, play_type, numbers, stations, position, form,
          unit, points, odds, price, terms, selection, cost)
        SELECT (b->>'draw_id')::bigint, (q->>'id')::bigint, (q->'chase'->>'id')::bigint, (q->>'merchant')::integer, (q->>'member')::bigint,
          q->>'currency', b->>'play_type', b->>'numbers', b->>'stations', (b->>'position')::smallint, b->>'form', (b->>'unit')::bigint,
          (b->>'points')::boolean, b->>'odds', b->>'price', b->>'terms', b->>'selection', (b->>'cost')::bigint
        FROM jsonb_array_elements(p_slips) WITH ORDINALITY AS x (q, o), jsonb_array_elements(x.q->'bets') WITH ORDINALITY AS y (b, p)
        WHERE (q->>'id')::bigint = ANY (v_placed)
        ORDER BY x.o, y.p
        RETURNING lottery_bets.id, lottery_bets.slip_id
      )
      SELECT coalesce(jsonb_object_agg(g.slip_id::text, g.ids), '{}') INTO v_bets
      FROM (SELECT w.slip_id, array_agg(w.id ORDER BY w.id) AS ids FROM written w GROUP BY w.slip_id) g;

      -- The last look, at the database's clock: a batch delayed past a draw's time must not commit
      -- behind that draw's settlement.
      SELECT array_agg(DISTINCT t.draw) INTO v_passed FROM (
        SELECT x::bigint AS draw FROM jsonb_array_elements(p_slips) q, jsonb_array_elements_text(q->'draws') x
      ) t WHERE NOT EXISTS (SELECT 1 FROM lottery_draws ld WHERE ld.id = t.draw AND ld.state = 'open' AND ld.draw_at > clock_timestamp());
      IF v_passed IS NOT NULL THEN
        RAISE EXCEPTION 'Draws passed their draw time' USING ERRCODE = 'LT001', DETAIL = array_to_string(v_passed, ',');
      END IF;

      FOR e IN SELECT y FROM jsonb_array_elements(v_out) y LOOP
        n := (e->>'n')::integer; outcome := e->>'outcome'; replayed := (e->>'replayed')::boolean;
        posted := CASE WHEN jsonb_typeof(e->'posted') = 'object' THEN e->'posted' END;
        error_code := e->>'code'; error_message := e->>'message';
        slip_id := CASE WHEN outcome = 'placed' THEN (e->>'slip')::bigint END;
        bet_ids := CASE WHEN outcome = 'placed' THEN ARRAY(SELECT jsonb_array_elements_text(v_bets->(e->>'slip'))::bigint) END;
        placed_at := CASE WHEN outcome = 'placed' THEN now() END;
        RETURN NEXT;
      END LOOP;
    END
  $$`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
