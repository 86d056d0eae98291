-- The content studio's images (issue 25, docs/decisions/0036-content-at-run-time.md): each AVIF and WebP
-- rendition the server made of an upload (server/studio/image-renditions.ts), keyed by the sha256 of its
-- bytes and served at /media/c/<hash>.<ext> with immutable caching, so every instance serves the same bytes.
-- The upload itself is never kept (its EXIF may hold where it was taken). Rows are only added: a rendition
-- a version once showed stays servable for a restore.
CREATE TABLE content_media (
  hash text PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
  content_type text NOT NULL CHECK (content_type IN ('image/avif', 'image/webp')),
  bytes bytea NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text REFERENCES auth_users (id) ON DELETE SET NULL
);

-- An upload goes on the audit log with its author, as every other change of the studio.
ALTER TABLE staff_audit_log DROP CONSTRAINT staff_audit_log_action_check;
ALTER TABLE staff_audit_log ADD CONSTRAINT staff_audit_log_action_check CHECK (action IN (
  'sign-in', 'view-request', 'change-status', 'assign', 'add-note', 'export', 'erase',
  'erase-refused', 'delete-account-refused', 'content-save', 'content-publish', 'content-restore',
  'request-pseudonymised', 'content-image-upload'
));
