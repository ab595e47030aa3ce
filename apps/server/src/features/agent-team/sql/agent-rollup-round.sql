-- The team rollup's capture of game rounds (decision 027, migration 0019): each write that changes
-- a settled round's figures leaves its delta (the old figures out, the new ones in). One insert per
-- round settled, no shared row to queue on. Days are local days in the merchant's time zone.
CREATE OR REPLACE FUNCTION agent_rollup_round() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'settled' AND OLD.settled_at IS NOT NULL THEN
    INSERT INTO agent_rollup_changes (member_id, day, bet_count, stake, valid_bet, payout)
      SELECT OLD.member_id, (OLD.settled_at AT TIME ZONE m.timezone)::date, -1, -OLD.stake, -OLD.valid_bet, -(OLD.win + OLD.refunded)
      FROM merchants m WHERE m.id = OLD.merchant_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'settled' AND NEW.settled_at IS NOT NULL THEN
    INSERT INTO agent_rollup_changes (member_id, day, bet_count, stake, valid_bet, payout)
      SELECT NEW.member_id, (NEW.settled_at AT TIME ZONE m.timezone)::date, 1, NEW.stake, NEW.valid_bet, NEW.win + NEW.refunded
      FROM merchants m WHERE m.id = NEW.merchant_id;
  END IF;
  RETURN NULL;
END $$;
