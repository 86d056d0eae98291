-- The private area (docs/decisions/0017-accounts.md): request status, saved scenarios, the seller's
-- property and its valuation history, the account e-mails' outbox and the sign-in/sign-up limits.

-- A request's status, shown in "Mis solicitudes"; the firm's workspace (issue 11) moves it along.
ALTER TABLE leads ADD COLUMN status text NOT NULL DEFAULT 'received'
  CHECK (status IN ('received', 'contacted', 'meeting', 'proposal', 'won', 'closed'));

CREATE TABLE portal_scenarios (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  calculator text NOT NULL,
  name text NOT NULL,
  inputs jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX portal_scenarios_user_idx ON portal_scenarios (user_id, created_at DESC);

-- A seller's home: the valuation calculator's inputs, saved once.
CREATE TABLE portal_properties (
  user_id text PRIMARY KEY REFERENCES auth_users (id) ON DELETE CASCADE,
  inputs jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Each valuation run on the server from the saved property: a dated point of the history.
CREATE TABLE portal_valuations (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  valued_at timestamptz NOT NULL,
  inputs jsonb NOT NULL,
  estimated_value integer NOT NULL,
  low integer NOT NULL,
  high integer NOT NULL,
  confidence integer NOT NULL,
  price_per_m2 integer NOT NULL
);
CREATE INDEX portal_valuations_user_idx ON portal_valuations (user_id, valued_at);

-- Account e-mails (verification, reset, sign-up attempt, new passkey), rendered in the account's language
-- when queued. A row is deleted once sent, or once the link it carries has expired: links never linger here.
CREATE TABLE email_outbox (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('verify-email', 'reset-password', 'existing-account', 'passkey-added')),
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  locked_until timestamptz,
  last_error text
);
CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at);
CREATE INDEX email_outbox_to_idx ON email_outbox (to_address);

-- Sign-in failures, sign-ups and reset requests, counted per rule and key within each rule's window.
-- Keys are salted SHA-256 hashes of an e-mail or a client address, never the value itself. Kept one day.
CREATE TABLE auth_limit_events (
  id bigserial PRIMARY KEY,
  rule text NOT NULL,
  key_hash text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX auth_limit_events_key_idx ON auth_limit_events (rule, key_hash, created_at);
CREATE INDEX auth_limit_events_created_idx ON auth_limit_events (created_at);
