-- The outbox carries the offer notice and the weekly report; the audit log records viewings, offers,
-- messages and reports (issue 44). Each list is extended, not rewritten: the values already allowed are
-- read from the constraint itself, so a list another migration extended keeps its values.
DO $$
DECLARE
  allowed text[];
BEGIN
  SELECT array_agg(DISTINCT m[1]) INTO allowed
    FROM pg_constraint c, regexp_matches(pg_get_constraintdef(c.oid), '''([^'']+)''', 'g') AS m
   WHERE c.conname = 'email_outbox_kind_check';
  allowed := allowed || ARRAY['case-offer', 'owner-report'];
  ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check;
  EXECUTE format('ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check CHECK (kind = ANY (%L::text[]))', allowed);

  SELECT array_agg(DISTINCT m[1]) INTO allowed
    FROM pg_constraint c, regexp_matches(pg_get_constraintdef(c.oid), '''([^'']+)''', 'g') AS m
   WHERE c.conname = 'staff_audit_log_action_check';
  allowed := allowed || ARRAY['case-viewing', 'case-offer', 'case-message', 'case-report'];
  ALTER TABLE staff_audit_log DROP CONSTRAINT staff_audit_log_action_check;
  EXECUTE format('ALTER TABLE staff_audit_log ADD CONSTRAINT staff_audit_log_action_check CHECK (action = ANY (%L::text[]))', allowed);
END;
$$;
