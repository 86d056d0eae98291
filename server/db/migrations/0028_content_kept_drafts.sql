-- Nothing the studio's staff write is lost (issue 40, docs/decisions/0045-a-studio-that-loses-nothing.md).
-- A restore replaces the draft: the draft it replaces is kept first, as a row of its own that can be taken
-- back as the draft later. Kept drafts are never changed.
CREATE TABLE content_kept_drafts (
  number integer PRIMARY KEY CHECK (number > 0),
  document jsonb NOT NULL,
  -- The draft's last save, as its tag read then.
  saved_at timestamptz NOT NULL,
  kept_at timestamptz NOT NULL,
  kept_by text REFERENCES auth_users (id) ON DELETE SET NULL,
  -- The version whose restore replaced it.
  before_restoring integer REFERENCES content_versions (number)
);

-- A film uploaded for a slot of the hero is put in that slot of the draft by the worker that makes it,
-- so leaving the studio during its conversion loses nothing.
ALTER TABLE content_media_jobs ADD COLUMN slot smallint CHECK (slot BETWEEN 0 AND 9);
