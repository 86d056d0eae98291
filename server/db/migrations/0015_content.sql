-- The content studio (issue 25, docs/decisions/0036-content-at-run-time.md): the draft staff edit, and every
-- published version of the firm's content document (src/domain/content). A restore publishes a copy of an
-- earlier version as a new one: versions are never changed or removed.
CREATE TABLE content_drafts (
  id smallint PRIMARY KEY CHECK (id = 1),
  document jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text REFERENCES auth_users (id) ON DELETE SET NULL
);

CREATE TABLE content_versions (
  number integer PRIMARY KEY CHECK (number > 0),
  document jsonb NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  -- Null for the seed (version 1 of a fresh install); the e-mail stays when the account goes.
  published_by text REFERENCES auth_users (id) ON DELETE SET NULL,
  published_by_email text,
  restored_from integer REFERENCES content_versions (number)
);

CREATE FUNCTION content_versions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'content_versions is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER content_versions_no_update BEFORE UPDATE OR DELETE ON content_versions
  FOR EACH ROW EXECUTE FUNCTION content_versions_append_only();

-- The studio's changes go on the audit log with their author: migration 0013 already lists its actions.
