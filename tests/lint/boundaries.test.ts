import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/** Lints a fixture's text as if it stood at `asPath`, and returns the reports of `rules` (line, text). */
async function reportsOf(fixture: string, asPath: string, rules: readonly string[]) {
  const code = readFileSync(join(import.meta.dirname, 'fixtures', fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, asPath) });
  const reports = (result?.messages ?? []).filter((m) => m.ruleId !== null && rules.includes(m.ruleId));
  return reports.map((m) => ({ line: code.split('\n')[m.line - 1]?.trim(), message: m.message }));
}

const boundaryReports = (fixture: string, asPath: string) => reportsOf(fixture, asPath, ['import-x/no-restricted-paths']);
const API_RULES = ['no-restricted-imports', 'no-restricted-syntax'];

describe('architecture lint', () => {
  it('fails a feature that imports another feature, by any path spelling, and lets its own and shared imports pass', async () => {
    const reports = await boundaryReports('feature-imports-feature.tsx', 'src/features/calculators/lint-fixture.tsx');
    expect(reports.map((r) => r.line)).toEqual([
      "import ContactForm from '../contact-form/contact-form.tsx';",
      "import { Hero } from '../../features/hero/hero.tsx';",
      "import { SiteFooter } from '../calculators/../site-footer/site-footer.tsx';",
    ]);
    for (const report of reports) expect(report.message).toContain('Features do not import each other');
  }, 60_000);

  it('fails shared code that imports a feature or the app shell', async () => {
    const reports = await boundaryReports('shared-imports-feature.ts', 'src/components/ui/lint-fixture.ts');
    expect(reports).toHaveLength(2);
    for (const report of reports) expect(report.message).toContain('Shared code never imports features or the app shell');
  }, 60_000);

  it('fails a component that calls the client, imports an API root or a read’s options, or writes an /api/ path', async () => {
    const reports = await reportsOf('component-calls-the-api.tsx', 'src/features/workspace/lint-fixture.tsx', API_RULES);
    expect(new Set(reports.map((r) => r.line))).toEqual(
      new Set([
        "import { STAFF_PATH, apiRequest, messageOf } from '../../lib/api-client.ts';",
        "import { apiQuery, serverData, useApiRead } from '../../lib/server-data.ts';",
        "export const inbox = () => serverData.invalidateQueries({ queryKey: ['/api/staff/requests'] });",
        "export const me = (lang: 'es' | 'en') => apiQuery(['staff', 'me'], `/api/staff/me?lang=${lang}`, lang);",
      ]),
    );
    // One report per name: the client and a root, a read's options and the cache; `messageOf` and `useApiRead` pass.
    expect(reports.filter((r) => r.line?.startsWith('import'))).toHaveLength(4);
    for (const report of reports) expect(report.message).toContain('API module');
  }, 60_000);

  it('lets an API module call the client and build its paths', async () => {
    expect(await reportsOf('component-calls-the-api.tsx', 'src/features/workspace/api/lint-fixture.ts', API_RULES)).toEqual([]);
  }, 60_000);

  it('fails the database layer that imports a server room, the top level, or src/ beyond the domain and the languages', async () => {
    const reports = await boundaryReports('db-imports-room.ts', 'server/db/lint-fixture.ts');
    expect(reports.map((r) => r.line)).toEqual([
      "import { createFilmWorker } from '../studio/film-jobs.ts';",
      "import { publishedVersion } from '../studio/index.ts';",
      "import { createLogger } from '../logger.ts';",
      "import { SITE } from '../../src/config/site.ts';",
    ]);
    for (const report of reports.slice(0, 3)) expect(report.message).toContain('The database layer imports no other server room');
    expect(reports[3]?.message).toContain('The database layer imports only the domain and the languages');
  }, 60_000);

  it("fails a server room that imports another room's internals or the top level, and lets entries and shared rooms pass", async () => {
    const reports = await boundaryReports('room-imports-room.ts', 'server/portal/lint-fixture.ts');
    expect(reports.map((r) => r.line)).toEqual([
      "import { listAudit } from '../staff/audit-log.ts';",
      "import { authFor } from '../auth/auth-routes.ts';",
      "import { readDraft } from '../staff/../studio/content-store.ts';",
      "import { createApp } from '../app.ts';",
    ]);
    for (const report of reports)
      expect(report.message).toContain('A server room imports another room only through its index.ts');
  }, 60_000);

  it('fails src/ that imports server/', async () => {
    const reports = await boundaryReports('src-imports-server.ts', 'src/lib/lint-fixture.ts');
    expect(reports).toHaveLength(2);
    for (const report of reports) expect(report.message).toContain('src/ never imports server/');
  }, 60_000);
});
