-- Checked at commit (constraint trigger ledger_entries_balanced, migration 0006): every transaction
-- has at least two entries and they sum to zero; P0002 otherwise.
CREATE OR REPLACE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE total numeric; n integer;
  BEGIN
    SELECT coalesce(sum(amount), 0), count(*) INTO total, n FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
    IF n < 2 OR total <> 0 THEN
      RAISE EXCEPTION 'ledger transaction % is unbalanced', NEW.transaction_id USING ERRCODE = 'P0002';
    END IF;
    RETURN NULL;
  END
$$;
