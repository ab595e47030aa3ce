-- A registration is a new member of every ancestor's team on its local day.
CREATE OR REPLACE FUNCTION agent_rollup_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_rollup_changes (member_id, day, new_members)
    SELECT NEW.id, (NEW.created_at AT TIME ZONE m.timezone)::date, 1 FROM merchants m WHERE m.id = NEW.merchant_id;
  RETURN NULL;
END $$;
