-- A move changes the teams of the ancestors on one side of it only (old chain or new chain, not
-- both) and the direct members of the old and new parent. Its trigger runs before the closure
-- trigger (member-tree-on-move.sql) rewrites the old chain.
CREATE OR REPLACE FUNCTION agent_rollup_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_rollup_dirty (ancestor_id)
    SELECT a FROM (
      (SELECT ancestor_id FROM member_tree WHERE descendant_id = OLD.id AND depth > 0
        EXCEPT SELECT ancestor_id FROM member_tree WHERE descendant_id = NEW.parent_id)
      UNION
      (SELECT ancestor_id FROM member_tree WHERE descendant_id = NEW.parent_id
        EXCEPT SELECT ancestor_id FROM member_tree WHERE descendant_id = OLD.id AND depth > 0)
      UNION SELECT OLD.parent_id WHERE OLD.parent_id IS NOT NULL
      UNION SELECT NEW.parent_id WHERE NEW.parent_id IS NOT NULL
    ) changed (a)
    ON CONFLICT (ancestor_id) DO UPDATE SET moves = agent_rollup_dirty.moves + 1;
  RETURN NEW;
END $$;
