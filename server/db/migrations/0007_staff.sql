-- The firm's workspace (issue 11, docs/decisions/0029-staff-workspace.md): staff on the same accounts
-- (Better Auth's admin plugin: role and ban; two-factor plugin: TOTP secret and recovery codes), each
-- request's assignee and history, the audit log (append-only, enforced here), and the purge's record.

-- Better Auth's admin plugin (user.role, banned, banReason, banExpires; session.impersonatedBy).
alter table "auth_users" add column "role" text;
alter table "auth_users" add column "banned" boolean default false;
alter table "auth_users" add column "ban_reason" text;
alter table "auth_users" add column "ban_expires" timestamptz;
alter table "auth_sessions" add column "impersonated_by" text;
-- Better Auth's two-factor plugin (user.twoFactorEnabled and its table).
alter table "auth_users" add column "two_factor_enabled" boolean default false;
create table "auth_two_factors" ("id" text not null primary key, "secret" text not null, "backup_codes" text not null, "user_id" text not null references "auth_users" ("id") on delete cascade, "verified" boolean default true, "failed_verification_count" integer default 0, "locked_until" timestamptz);
create index "auth_two_factors_secret_idx" on "auth_two_factors" ("secret");
create index "auth_two_factors_user_id_idx" on "auth_two_factors" ("user_id");
-- Ours: when a session proved its second factor (a TOTP or recovery code). Staff APIs accept only such sessions.
alter table "auth_sessions" add column "two_factor_at" timestamptz;

-- A staff member's session ends 12 hours after it proved the second factor (issue 11), however often it
-- is used: Better Auth renews sessions to 30 days, so the cap is kept here, on every write of the row.
-- (12 hours: src/domain/staff STAFF_SESSION_MAX_AGE_S.)
CREATE FUNCTION auth_sessions_staff_cap() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.two_factor_at IS NOT NULL
     AND EXISTS (SELECT 1 FROM auth_users WHERE id = NEW.user_id AND role = 'staff') THEN
    NEW.expires_at := LEAST(NEW.expires_at, NEW.two_factor_at + interval '12 hours');
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER auth_sessions_staff_cap BEFORE INSERT OR UPDATE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION auth_sessions_staff_cap();

-- Only two roles exist: clients ('user') and the firm's staff.
alter table "auth_users" add constraint "auth_users_role_check" check ("role" is null or "role" in ('user', 'staff'));
create index "auth_users_staff_idx" on "auth_users" ("role") where "role" = 'staff';

-- Who works a request. A staff member who leaves keeps the history; the request becomes unassigned.
ALTER TABLE leads ADD COLUMN assignee_id text REFERENCES auth_users (id) ON DELETE SET NULL;

-- The inbox: newest first, filtered and paged by (created_at, id), searched by the start of the e-mail or
-- of the name (the brief's, migration 0005). Kind, service and client type: 0005's indexes.
CREATE INDEX leads_created_id_idx ON leads (created_at DESC, id DESC);
CREATE INDEX leads_status_created_idx ON leads (status, created_at DESC, id DESC);
CREATE INDEX leads_assignee_created_idx ON leads (assignee_id, created_at DESC, id DESC) WHERE assignee_id IS NOT NULL;
CREATE INDEX leads_email_prefix_idx ON leads (email_normalized text_pattern_ops);
CREATE INDEX leads_name_prefix_idx ON leads (lower(name) text_pattern_ops) WHERE name IS NOT NULL;

-- A request's history: status changes, assignments and private notes, each stamped with who and when.
-- Goes with the request (erasure, retention purge). actor_name is kept as written then.
CREATE TABLE lead_events (
  id bigserial PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  actor_id text,
  actor_name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('status', 'assignee', 'note')),
  value text,
  previous text
);
CREATE INDEX lead_events_lead_idx ON lead_events (lead_id, at);

-- Every staff sign-in, view of a request, change, export and erasure. No client's e-mail or name is
-- written here: requests are named by id, erasures by the number of rows they removed.
CREATE TABLE staff_audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id text,
  actor_email text NOT NULL,
  action text NOT NULL CHECK (action IN (
    'sign-in', 'view-request', 'change-status', 'assign', 'add-note', 'export', 'erase'
  )),
  lead_id uuid,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX staff_audit_log_at_idx ON staff_audit_log (at DESC, id DESC);

-- Append-only: no row is ever changed, and a row leaves only once it is older than the retention period
-- (2 years, the privacy policy's figure; src/domain/staff AUDIT_LOG_RETENTION_DAYS says the same).
CREATE FUNCTION staff_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '730 days' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'staff_audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER staff_audit_log_no_update BEFORE UPDATE OR DELETE ON staff_audit_log
  FOR EACH ROW EXECUTE FUNCTION staff_audit_log_append_only();
CREATE FUNCTION staff_audit_log_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only (TRUNCATE refused)' USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER staff_audit_log_no_truncate BEFORE TRUNCATE ON staff_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_log_no_truncate();

-- Each run of the retention purge and what it removed (shown in the workspace). No personal data.
CREATE TABLE retention_runs (
  id bigserial PRIMARY KEY,
  ran_at timestamptz NOT NULL,
  removed jsonb NOT NULL
);
CREATE INDEX retention_runs_ran_at_idx ON retention_runs (ran_at DESC);

-- The outbox carries two more kinds: the staff invitation and the client's status update.
ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check
  CHECK (kind IN ('verify-email', 'reset-password', 'existing-account', 'passkey-added', 'staff-invite', 'request-status'));
