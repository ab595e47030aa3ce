-- Entries are facts: corrections are new reversing transactions, never edits.
-- Trigger ledger_entries_no_update (migration 0006) calls it before any UPDATE or DELETE.
CREATE OR REPLACE FUNCTION ledger_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'ledger entries are append-only' USING ERRCODE = 'P0001';
  END
$$;
