-- Scheduled publishing (docs/decisions/0055-scheduled-publishing.md): the draft she reviewed, kept as it was,
-- published by the server at a chosen time, once across instances (the row is claimed FOR UPDATE SKIP LOCKED).
-- At most one publication waits at a time; the finished ones stay, with their outcome, for the studio and the log.
CREATE TABLE content_schedules (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  publish_at timestamptz NOT NULL,
  -- What she reviewed: the draft as saved at draft_saved_at, and the version the site showed then.
  document jsonb NOT NULL,
  draft_saved_at timestamptz NOT NULL,
  based_on integer NOT NULL,
  scheduled_by text REFERENCES auth_users (id) ON DELETE SET NULL,
  scheduled_by_email text NOT NULL,
  scheduled_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'published', 'failed', 'cancelled')),
  -- The version it made, or why it made none (a code the studio translates).
  version integer,
  reason text CHECK (char_length(reason) <= 60),
  done_at timestamptz
);

CREATE UNIQUE INDEX content_schedules_one_pending ON content_schedules ((true)) WHERE status = 'pending';
CREATE INDEX content_schedules_due ON content_schedules (publish_at) WHERE status = 'pending';

-- The audit log records a publication scheduled, changed, cancelled or failed (the publish itself is a
-- content-publish). The list is extended, not rewritten, as in 0038; since 0038 the constraint reads as one
-- array literal ('{sign-in,…}'::text[]) rather than ARRAY['sign-in'::text, …], so each quoted text is split
-- on its commas, which reads both.
DO $$
DECLARE
  allowed text[];
BEGIN
  SELECT array_agg(DISTINCT v) INTO allowed
    FROM pg_constraint c,
         regexp_matches(pg_get_constraintdef(c.oid), '''([^'']+)''', 'g') AS m,
         unnest(string_to_array(btrim(m[1], '{}'), ',')) AS v
   WHERE c.conname = 'staff_audit_log_action_check';
  allowed := allowed || ARRAY['content-schedule'];
  ALTER TABLE staff_audit_log DROP CONSTRAINT staff_audit_log_action_check;
  EXECUTE format('ALTER TABLE staff_audit_log ADD CONSTRAINT staff_audit_log_action_check CHECK (action = ANY (%L::text[]))', allowed);
END;
$$;
