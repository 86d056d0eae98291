import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

type Fixtures = {
  /** Console errors matching one of these are expected by the test (e.g. a deliberate 429). */
  allowedConsoleErrors: RegExp[];
  consoleGuard: void;
};

/**
 * Every test fails when the page logs a console error (React hydration warnings included), throws
 * an uncaught exception, or a request fails at the network level.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error' && msg.type() !== 'warning') return;
        const text = msg.text();
        if (msg.type() === 'warning' && !/hydrat|react/i.test(text)) return;
        if (allowedConsoleErrors.some((re) => re.test(text))) return;
        problems.push(`console.${msg.type()}: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('requestfailed', (request) => {
        const failure = request.failure()?.errorText ?? '';
        // ERR_ABORTED is the page cancelling its own request (a reload or navigation while a lazy chunk
        // loads, a media element switching source): not a failure of the server or the network.
        if (failure.includes('ERR_ABORTED')) return;
        problems.push(`request failed: ${request.method()} ${request.url()} ${failure}`);
      });
      await use();
      expect(problems, 'console errors, uncaught exceptions or failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** WCAG 2.2 A/AA rules; zero violations allowed. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** Waits until React has hydrated the prerendered page (the app marks <html> once it has). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
