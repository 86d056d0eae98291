-- Issue 22: the inbox's search finds a text anywhere in a request's name, e-mail address (its domain too)
-- and phone number, whatever the case and the accents ("garcia" finds "García", "firma.es" every address
-- there, "600123" a phone typed "+34 600 123 456"). server/staff/requests-store.ts searches with
-- `leads_search_text(...) LIKE '%' || leads_search_fold(<typed>) || '%'`; a trigram index (pg_trgm, shipped
-- with PostgreSQL's contrib and as a PGlite extension; trusted, so a database owner may create it) serves
-- that match at 100,000 requests (npm run bench:inbox; docs/decisions/0037).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Lower case without accents. translate() and lower() are immutable, so the index can hold the result;
-- the list is every letter of Latin-1 and Latin Extended-A with an accent, and ø, ł, đ.
CREATE FUNCTION leads_search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN translate(
    lower(value),
    'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžØøŁłĐđ',
    'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoolldd'
  );

-- What a search reads of a request: its name, its address and its phone, as typed and as digits alone,
-- one per line (a search does not run from one into the next unless it holds a line break).
CREATE FUNCTION leads_search_text(name text, email text, phone text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN leads_search_fold(
    coalesce(name, '') || E'\n' || email || E'\n' || coalesce(phone, '') || E'\n'
      || coalesce(regexp_replace(phone, '[^0-9]', '', 'g'), '')
  );

CREATE INDEX leads_search_trgm_idx ON leads USING gin (leads_search_text(name, email_normalized, phone) gin_trgm_ops) WITH (fastupdate = off);

-- The name's prefix index served only the old search; the e-mail's stays (equality on the address:
-- the client area, erasure).
DROP INDEX leads_name_prefix_idx;
ANALYZE leads;
