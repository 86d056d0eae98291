import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/** Lints a fixture's text as if it stood at `asPath`, and returns the boundary rule's reports (line, text). */
async function boundaryReports(fixture: string, asPath: string) {
  const code = readFileSync(join(import.meta.dirname, 'fixtures', fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, asPath) });
  const reports = (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths');
  return reports.map((m) => ({ line: code.split('\n')[m.line - 1]?.trim(), message: m.message }));
}

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
});
