-- The workspace inbox at 100,000 requests (issue 11, docs/decisions/0029-staff-workspace.md, "The inbox at
-- 100,000 requests"): measured with EXPLAIN ANALYZE on PGlite and PostgreSQL.

-- The name search's index was partial (WHERE name IS NOT NULL). PostgreSQL keeps statistics of an index
-- expression only for a non-partial index, so `lower(name) LIKE 'x%'` was always estimated at the default
-- 0.5% of the table (500 rows at 100,000), whatever the data. With that guess, a search for an address that
-- matches a handful of requests walked the whole inbox newest first (60–90 ms at 100,000 rows) instead of
-- reading the two prefix indexes (under 0.3 ms). Whole-table, the index carries the expression's statistics
-- (most requests have no name: the planner now knows).
DROP INDEX leads_name_prefix_idx;
CREATE INDEX leads_name_prefix_idx ON leads (lower(name) text_pattern_ops);

-- Two indexes that others already cover, each one more for every request written and for the planner to
-- weigh on every read: (created_at) is the first column of (created_at DESC, id DESC), which also serves the
-- retention purge's range; equality on email_normalized (the portal, erasure) is served by its
-- text_pattern_ops index (that operator class has `=`).
DROP INDEX leads_created_at_idx;
DROP INDEX leads_email_normalized_idx;
