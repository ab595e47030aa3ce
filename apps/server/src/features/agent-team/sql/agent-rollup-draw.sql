-- Lottery (decision 028): no trigger on lottery_bets, whose settlement writes a million rows in
-- seconds. A bet counts once its draw is settled, at the draw's time (decision 027): one row per
-- settled draw marks where to look, and the fold reads its bets once.
CREATE OR REPLACE FUNCTION agent_rollup_draw() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_rollup_draws (draw_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
