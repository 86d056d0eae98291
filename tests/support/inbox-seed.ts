/**
 * `rows` requests in one INSERT … SELECT, for the inbox's benchmark (scripts/bench-inbox.mjs) and its
 * query-plan test: newest first every 10 minutes back from now (100,000 rows span about 2 years), both
 * languages, both client types, the four services and the six statuses in turn, an address per request
 * (`cliente-<i>@example.com`, i = 1 the newest), no name (the simple form's requests). Then ANALYZE, as
 * autovacuum would after such a load.
 */
export function seedRequestsSql(rows: number): string {
  return `
INSERT INTO leads (id, created_at, lang, client_type, service_type, email, email_normalized, message, status)
SELECT gen_random_uuid(), now() - (i * interval '10 minutes'),
  CASE WHEN i % 3 = 0 THEN 'en' ELSE 'es' END,
  CASE WHEN (i / 4) % 2 = 0 THEN 'recommended' ELSE 'waiting-list' END,
  (ARRAY['sell', 'buy', 'valuation', 'investment'])[1 + i % 4],
  'cliente-' || i || '@example.com', 'cliente-' || i || '@example.com',
  'Quisiera vender mi piso en Chamberí; solicitud de prueba número ' || i,
  (ARRAY['received', 'contacted', 'meeting', 'proposal', 'won', 'closed'])[1 + (i / 8) % 6]
FROM generate_series(1, ${Math.trunc(rows)}) AS i;
ANALYZE leads;`;
}
