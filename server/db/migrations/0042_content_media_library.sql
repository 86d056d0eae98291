-- The studio's media library (issue 40, docs/decisions/0058-the-media-library.md): the files of one upload
-- are grouped under the hash of its main file, `upload` — an image's source (the whole WebP its crops are
-- cut from), a film's WebM — so the library lists uploads, not renditions, and removing one removes every
-- file it made (its crops for every place, a film's MP4 and poster). The main file's own row names itself.
ALTER TABLE content_media ADD COLUMN upload text CHECK (upload ~ '^[0-9a-f]{64}$');
CREATE INDEX content_media_upload ON content_media (upload);

-- The uploads made before: found where the documents and the finished film jobs name them. An image
-- uploaded before it kept a source (ADR 0054) is grouped under its widest WebP rendition.
WITH documents AS (
  SELECT document FROM content_versions
  UNION ALL SELECT document FROM content_drafts
  UNION ALL SELECT document FROM content_kept_drafts
  UNION ALL SELECT document FROM content_schedules
),
images AS (
  SELECT image FROM documents, jsonb_path_query(document, '$.cases[*].image') AS image
  UNION ALL SELECT image FROM documents, jsonb_path_query(document, '$.zones[*].image') AS image
  UNION ALL SELECT image FROM documents, jsonb_path_query(document, '$.identity.team[*].portrait') AS image
),
image_paths AS (
  SELECT coalesce(
           image #>> '{source,path}',
           image -> 'renditions' -> (jsonb_array_length(image -> 'renditions') - 1) ->> 'webp'
         ) AS main,
         path
    FROM images,
         LATERAL (
           SELECT image #>> '{source,path}' AS path
           UNION ALL SELECT r ->> 'avif' FROM jsonb_array_elements(image -> 'renditions') AS r
           UNION ALL SELECT r ->> 'webp' FROM jsonb_array_elements(image -> 'renditions') AS r
         ) AS paths
   WHERE jsonb_typeof(image -> 'renditions') = 'array' AND jsonb_array_length(image -> 'renditions') > 0
),
films AS (
  SELECT film FROM documents, jsonb_path_query(document, '$.hero.films[*]') AS film
  UNION ALL SELECT result FROM content_media_jobs WHERE status = 'done'
),
film_paths AS (
  SELECT film ->> 'webm' AS main, path
    FROM films,
         LATERAL (
           SELECT film ->> 'webm' AS path
           UNION ALL SELECT film ->> 'mp4'
           UNION ALL SELECT r ->> 'avif' FROM jsonb_array_elements(film #> '{poster,renditions}') AS r
           UNION ALL SELECT r ->> 'webp' FROM jsonb_array_elements(film #> '{poster,renditions}') AS r
         ) AS paths
   WHERE jsonb_typeof(film #> '{poster,renditions}') = 'array'
),
named AS (
  SELECT DISTINCT ON (hash) hash, upload
    FROM (
      SELECT substring(path FROM '^/media/c/([0-9a-f]{64})\.') AS hash,
             substring(main FROM '^/media/c/([0-9a-f]{64})\.') AS upload
        FROM (SELECT main, path FROM image_paths UNION ALL SELECT main, path FROM film_paths) AS all_paths
    ) AS hashes
   WHERE hash IS NOT NULL AND upload IS NOT NULL
   ORDER BY hash, (hash = upload) DESC, upload
)
UPDATE content_media SET upload = named.upload FROM named WHERE content_media.hash = named.hash;

-- A removal goes on the audit log (the list extended as in 0041).
DO $$
DECLARE
  allowed text[];
BEGIN
  SELECT array_agg(DISTINCT v) INTO allowed
    FROM pg_constraint c,
         regexp_matches(pg_get_constraintdef(c.oid), '''([^'']+)''', 'g') AS m,
         unnest(string_to_array(btrim(m[1], '{}'), ',')) AS v
   WHERE c.conname = 'staff_audit_log_action_check';
  allowed := allowed || ARRAY['content-media-remove'];
  ALTER TABLE staff_audit_log DROP CONSTRAINT staff_audit_log_action_check;
  EXECUTE format('ALTER TABLE staff_audit_log ADD CONSTRAINT staff_audit_log_action_check CHECK (action = ANY (%L::text[]))', allowed);
END;
$$;
