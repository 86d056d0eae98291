-- The content studio's films (issue 25, docs/decisions/0036-content-at-run-time.md): an upload is a job
-- (server/studio/film-jobs.ts) that a background worker in the server process picks with
-- FOR UPDATE SKIP LOCKED and makes with Debian's ffmpeg into a silent WebM (VP9) and MP4 (H.264), each
-- at most 1.5 MB, and a poster from the first frame (AVIF and WebP); those are rows of content_media,
-- served at /media/c/<hash>.<ext> like the images. The upload's bytes are kept only until the job ends
-- (done or failed): the CHECK below holds it. A failed job writes nothing a page shows.
ALTER TABLE content_media DROP CONSTRAINT content_media_content_type_check;
ALTER TABLE content_media ADD CONSTRAINT content_media_content_type_check
  CHECK (content_type IN ('image/avif', 'image/webp', 'video/webm', 'video/mp4'));

CREATE TABLE content_media_jobs (
  id uuid PRIMARY KEY,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  -- 0-100, from ffmpeg's progress against the film's duration.
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  -- A code of the workspace's error catalogue (filmTooShort, filmUnreadable, filmTranscodeFailed…).
  error_code text,
  -- The uploaded film, until the job ends.
  upload bytea,
  -- What the job made: the film as the content document references it (webm, mp4, poster).
  result jsonb,
  attempts integer NOT NULL DEFAULT 0,
  -- A running job is leased to its worker until then; if that process dies, another takes it after.
  locked_until timestamptz,
  created_by text REFERENCES auth_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  started_at timestamptz,
  finished_at timestamptz,
  CHECK ((status IN ('done', 'failed')) = (upload IS NULL)),
  CHECK ((status = 'done') = (result IS NOT NULL)),
  CHECK ((status = 'failed') = (error_code IS NOT NULL))
);
CREATE INDEX content_media_jobs_pending ON content_media_jobs (created_at) WHERE status IN ('queued', 'running');

ALTER TABLE staff_audit_log DROP CONSTRAINT staff_audit_log_action_check;
ALTER TABLE staff_audit_log ADD CONSTRAINT staff_audit_log_action_check CHECK (action IN (
  'sign-in', 'view-request', 'change-status', 'assign', 'add-note', 'export', 'erase',
  'erase-refused', 'delete-account-refused', 'content-save', 'content-publish', 'content-restore',
  'request-pseudonymised', 'content-image-upload', 'content-film-upload'
));
