-- A person's private calendar feed (issue 44, ADR 0050): a long random token in the URL, only its SHA-256
-- stored; revoked (or replaced by a new one) it answers 404.
CREATE TABLE calendar_feeds (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);
-- At most one live feed per person.
CREATE UNIQUE INDEX calendar_feeds_live_idx ON calendar_feeds (user_id) WHERE revoked_at IS NULL;
