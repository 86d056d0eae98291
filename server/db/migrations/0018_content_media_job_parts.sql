-- A film's upload in parts of at most 1 MiB (server/studio/film-jobs.ts), instead of one bytea value:
-- PGlite turns a bytea parameter into one JavaScript value per byte and a bytea result into a hex string
-- twice the upload's size, so a 105 MB film stopped the server for want of memory. Parts are written and
-- read one at a time, so a 200 MB upload costs a server a few MB. They are kept only until the job ends
-- (done or failed: film-jobs.ts deletes them in the statement that ends it) and go with their job.
CREATE TABLE content_media_job_parts (
  job_id uuid NOT NULL REFERENCES content_media_jobs (id) ON DELETE CASCADE,
  seq integer NOT NULL CHECK (seq >= 0),
  bytes bytea NOT NULL,
  PRIMARY KEY (job_id, seq)
);
-- A job queued before this migration keeps its upload, as its only part.
INSERT INTO content_media_job_parts (job_id, seq, bytes)
  SELECT id, 0, upload FROM content_media_jobs WHERE upload IS NOT NULL;
-- Dropping the column drops the CHECK that tied it to the job's status.
ALTER TABLE content_media_jobs DROP COLUMN upload;
