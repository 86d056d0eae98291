-- Issue 39: a rendition uploaded to the studio is served to anyone only once a published version names it;
-- before that only to signed-in staff (the studio and its preview). `published_at` is when a version first
-- named it, set in the publish's own transaction (server/studio/content-store.ts). Renditions no version and
-- not the draft name are removed by the retention purge 30 days after their upload (server/retention.ts).
ALTER TABLE content_media ADD COLUMN published_at timestamptz;

-- What the versions published so far name (their documents name each as /media/c/<hash>.<ext>).
UPDATE content_media SET published_at = named.first_published
  FROM (
    SELECT found[1] AS hash, min(v.published_at) AS first_published
      FROM content_versions v, regexp_matches(v.document::text, '/media/c/([0-9a-f]{64})\.[a-z0-9]+', 'g') AS found
     GROUP BY found[1]
  ) AS named
 WHERE content_media.hash = named.hash;
