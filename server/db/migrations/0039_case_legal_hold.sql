-- A legal hold (ADR 0051): while a case is held (litigation, an authority's request) the retention purge
-- neither reduces nor deletes it. Set and lifted by staff, each on the audit log ('case-hold'), whose list of
-- actions is extended, not rewritten: the values already allowed are read from the constraint itself.
ALTER TABLE cases ADD COLUMN legal_hold_since timestamptz;

DO $$
DECLARE
  def text;
  allowed text[];
BEGIN
  SELECT pg_get_constraintdef(oid) INTO def FROM pg_constraint WHERE conname = 'staff_audit_log_action_check';
  IF def ~ '''\{' THEN
    -- One array literal, ANY ('{a,b,…}'::text[]), as migration 0038 wrote it: its quoted values are not separate.
    allowed := string_to_array(substring(def FROM '''\{([^}]*)\}'''), ',');
  ELSE
    -- A list of quoted values, IN ('a', 'b', …) or ARRAY['a'::text, …].
    SELECT array_agg(m[1]) INTO allowed FROM regexp_matches(def, '''([^'']+)''', 'g') AS m;
  END IF;
  allowed := array_remove(allowed, 'case-hold') || ARRAY['case-hold'];
  ALTER TABLE staff_audit_log DROP CONSTRAINT staff_audit_log_action_check;
  EXECUTE format('ALTER TABLE staff_audit_log ADD CONSTRAINT staff_audit_log_action_check CHECK (action = ANY (%L::text[]))', allowed);
END;
$$;
