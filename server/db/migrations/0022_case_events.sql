-- The case file's timeline and notices (issue 43, ADR 0043).

-- One append-only row per thing that happened to a case: both timelines and the workspace's audit log read
-- it, each in its reader's language. `data` holds ids and keys, never words or a document's name.
CREATE TABLE case_events (
  id bigserial PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  -- 'client', 'staff' or 'system'; the staff member's id when staff.
  actor text NOT NULL CHECK (actor IN ('client', 'staff', 'system')),
  actor_id text REFERENCES auth_users (id) ON DELETE SET NULL,
  kind text NOT NULL,
  visibility text NOT NULL CHECK (visibility IN ('shared', 'firm')),
  data jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX case_events_case_idx ON case_events (case_id, id DESC);

CREATE FUNCTION case_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'case_events is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
-- Rows go only with their case (the erasure tools and the retention purge delete the case).
CREATE TRIGGER case_events_no_update BEFORE UPDATE ON case_events
  FOR EACH ROW EXECUTE FUNCTION case_events_append_only();

-- Each person's choice of notices and when they were last e-mailed (at most one e-mail an hour).
CREATE TABLE case_notice_prefs (
  user_id text PRIMARY KEY REFERENCES auth_users (id) ON DELETE CASCADE,
  frequency text NOT NULL DEFAULT 'immediate' CHECK (frequency IN ('immediate', 'daily', 'none')),
  last_sent_at timestamptz
);

-- What each person still has to hear of: the digest worker bundles a recipient's rows into one e-mail.
CREATE TABLE case_notices (
  id bigserial PRIMARY KEY,
  event_id bigint NOT NULL REFERENCES case_events (id) ON DELETE CASCADE,
  recipient_id text NOT NULL REFERENCES case_notice_prefs (user_id) ON DELETE CASCADE,
  due_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX case_notices_due_idx ON case_notices (due_at) WHERE sent_at IS NULL;
CREATE INDEX case_notices_recipient_idx ON case_notices (recipient_id) WHERE sent_at IS NULL;

-- The outbox carries the invitation and the notices.
ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check CHECK (kind IN (
  'verify-email', 'reset-password', 'existing-account', 'passkey-added', 'staff-invite', 'request-status',
  'request-received', 'case-invitation', 'case-notice'
));

-- The case file's entries on the audit log (this list replaces migration 0017's).
ALTER TABLE staff_audit_log ADD COLUMN case_id uuid;
ALTER TABLE staff_audit_log DROP CONSTRAINT staff_audit_log_action_check;
ALTER TABLE staff_audit_log ADD CONSTRAINT staff_audit_log_action_check CHECK (action IN (
  'sign-in', 'view-request', 'change-status', 'assign', 'add-note', 'export', 'erase',
  'erase-refused', 'delete-account-refused', 'content-save', 'content-publish', 'content-restore',
  'request-pseudonymised', 'content-image-upload', 'content-film-upload',
  'case-open', 'case-view', 'case-update', 'case-milestone', 'case-document-upload', 'case-document-download',
  'case-claim', 'case-erase'
));
