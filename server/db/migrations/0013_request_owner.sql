-- Issue 22, item 8 (docs/decisions/0037-accounts-a-security-reviewer-would-pass.md): a request joins a client's
-- area only when sent while signed in as them, or confirmed by them through the link of its acknowledgement
-- e-mail. Until then the e-mail address it carries proves nothing: anyone can type anyone's address.

-- The account whose area shows the request. Existing requests stay unowned: nothing recorded says who sent
-- them, and owning them by address would keep exactly the requests this change is about (ADR 0037).
-- When the account goes, the request stays with the firm (pseudonymised, below) and loses its owner.
ALTER TABLE leads ADD COLUMN account_id text REFERENCES auth_users (id) ON DELETE SET NULL;
CREATE INDEX leads_account_created_idx ON leads (account_id, created_at DESC) WHERE account_id IS NOT NULL;

-- When the owner deleted their account and the request's personal data (name, e-mail, phone, message,
-- location, referrer) was removed; the firm keeps its kind, dates, status and answers from fixed lists.
ALTER TABLE leads ADD COLUMN pseudonymised_at timestamptz;

-- The acknowledgement's link: single use, expires, and only its SHA-256 is stored. Kept after use (used_at)
-- so a second use is told apart from an unknown link; goes with the request, and at the daily purge once
-- expired.
CREATE TABLE lead_confirmations (
  token_hash text PRIMARY KEY,
  lead_id uuid NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX lead_confirmations_expires_idx ON lead_confirmations (expires_at);

-- The outbox carries the acknowledgement of a request sent without being signed in.
ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check CHECK (kind IN (
  'verify-email', 'reset-password', 'existing-account', 'passkey-added', 'staff-invite', 'request-status',
  'request-received'
));

-- A deleted client account leaves its requests pseudonymised: one entry per request, without name or e-mail.
-- The content studio's actions (migration 0012) are listed too: this list replaces that one.
ALTER TABLE staff_audit_log DROP CONSTRAINT staff_audit_log_action_check;
ALTER TABLE staff_audit_log ADD CONSTRAINT staff_audit_log_action_check CHECK (action IN (
  'sign-in', 'view-request', 'change-status', 'assign', 'add-note', 'export', 'erase',
  'erase-refused', 'delete-account-refused', 'content-save', 'content-publish', 'content-restore',
  'request-pseudonymised'
));
