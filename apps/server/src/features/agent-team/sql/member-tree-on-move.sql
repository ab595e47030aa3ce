-- Moving a member moves its whole subtree: the links from the old ancestors go, links from the
-- new ones come; a move under one's own subtree would make a cycle and is refused (23514).
CREATE OR REPLACE FUNCTION member_tree_on_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.parent_id
  ) THEN
    RAISE EXCEPTION 'member % cannot move under its own team', NEW.id USING ERRCODE = '23514';
  END IF;
  DELETE FROM member_tree
    WHERE descendant_id IN (SELECT descendant_id FROM member_tree WHERE ancestor_id = NEW.id)
      AND ancestor_id IN (SELECT ancestor_id FROM member_tree WHERE descendant_id = NEW.id AND ancestor_id <> NEW.id);
  IF NEW.parent_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      SELECT up.ancestor_id, down.descendant_id, up.depth + down.depth + 1
      FROM member_tree up CROSS JOIN member_tree down
      WHERE up.descendant_id = NEW.parent_id AND down.ancestor_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
