-- Contact requests (leads), the notification outbox and the rate-limit ledger (docs/decisions/0011-contact-pipeline.md).

-- Settings shared by every instance. ip_hash_salt makes stored client-address hashes useless outside this database.
CREATE TABLE app_settings (
  name text PRIMARY KEY,
  value text NOT NULL
);
INSERT INTO app_settings (name, value) VALUES ('ip_hash_salt', md5(random()::text || clock_timestamp()::text) || md5(random()::text));

CREATE TABLE leads (
  id uuid PRIMARY KEY,
  created_at timestamptz NOT NULL,
  lang text NOT NULL CHECK (lang IN ('es', 'en')),
  client_type text NOT NULL CHECK (client_type IN ('recommended', 'waiting-list')),
  service_type text CHECK (service_type IN ('sell', 'buy', 'valuation', 'investment')),
  referred_by text,
  email text NOT NULL,
  email_normalized text NOT NULL,
  phone text,
  message text NOT NULL
);
CREATE INDEX leads_created_at_idx ON leads (created_at);
CREATE INDEX leads_email_normalized_idx ON leads (email_normalized);

-- One row per accepted request, kept only as long as the rate-limit window needs it (purged daily).
-- Holds the normalised e-mail and a salted hash of the client address, never the address itself.
CREATE TABLE contact_attempts (
  id bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL,
  email_normalized text NOT NULL,
  client_hash text NOT NULL
);
CREATE INDEX contact_attempts_email_idx ON contact_attempts (email_normalized, created_at);
CREATE INDEX contact_attempts_client_idx ON contact_attempts (client_hash, created_at);

-- Transactional outbox: written with the lead, sent by the worker. Deleting a lead deletes its row.
CREATE TABLE lead_notifications (
  lead_id uuid PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  locked_until timestamptz,
  sent_at timestamptz,
  last_error text
);
CREATE INDEX lead_notifications_due_idx ON lead_notifications (next_attempt_at) WHERE status = 'pending';
