-- Server lifecycle events (start, stop): lets operators see restarts and proves the migration path
-- on both databases. Holds no personal data.
CREATE TABLE app_events (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('start', 'stop')),
  instance text NOT NULL,
  occurred_at timestamptz NOT NULL DEFAULT now()
);
