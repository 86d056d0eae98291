-- The case file's erasure (ADR 0051): a timeline row names its actor by account id, cleared when that account
-- is deleted (ON DELETE SET NULL), which is an UPDATE the append-only trigger refused, so deleting a client or
-- staff account that had acted on a case failed. The one change now let through is exactly that: the actor's
-- id set to null, every other column as it was.
CREATE OR REPLACE FUNCTION case_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.actor_id IS NOT NULL AND NEW.actor_id IS NULL
     AND NEW.id = OLD.id AND NEW.case_id = OLD.case_id AND NEW.at = OLD.at AND NEW.actor = OLD.actor
     AND NEW.kind = OLD.kind AND NEW.visibility = OLD.visibility AND NEW.data = OLD.data THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'case_events is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
