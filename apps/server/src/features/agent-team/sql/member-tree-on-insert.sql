-- The closure table member_tree (decision 027) kept by trigger member_tree_insert (migration 0016),
-- so every path that inserts a member keeps the tree right without knowing it.
CREATE OR REPLACE FUNCTION member_tree_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  IF NEW.parent_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      SELECT ancestor_id, NEW.id, depth + 1 FROM member_tree WHERE descendant_id = NEW.parent_id;
  END IF;
  RETURN NULL;
END $$;
