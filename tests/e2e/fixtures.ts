import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/config/storage.ts';

type Fixtures = {
  /** Console errors matching one of these are expected by the test (e.g. a deliberate 429). */
  allowedConsoleErrors: RegExp[];
  consoleGuard: void;
};

/**
 * Collects what makes a page broken for a visitor: a console error (React hydration warnings
 * included), an uncaught exception, or a request failing at the network level.
 */
export function watchForProblems(page: Page, allowed: RegExp[] = []): string[] {
  const problems: string[] = [];
  trackNetwork(page);
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    const text = msg.text();
    if (msg.type() === 'warning' && !/hydrat|react/i.test(text)) return;
    if (allowed.some((re) => re.test(text))) return;
    // A failed load names its resource (the console's text does not): which request failed, not only how.
    const { url } = msg.location();
    const resource = /^Failed to load resource/.test(text) && url ? ` (${url.replace(/[?#].*$/, '')})` : '';
    problems.push(`console.${msg.type()}: ${text}${resource}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // ERR_ABORTED is the page cancelling its own request (a reload or navigation while a lazy chunk
    // loads, a media element switching source): not a failure of the server or the network.
    if (failure.includes('ERR_ABORTED')) return;
    problems.push(`request failed: ${request.method()} ${request.url()} ${failure}`);
  });
  return problems;
}

/** Each watched page's requests in flight, and when that count last changed (for `waitForNetworkQuiet`). */
const network = new WeakMap<Page, { inFlight: number; changedAt: number }>();

function trackNetwork(page: Page): void {
  if (network.has(page)) return;
  const state = { inFlight: 0, changedAt: Date.now() };
  network.set(page, state);
  // Playwright ends every request it reports with one of these two events (a redirect finishes one and starts another).
  const change = (by: number) => () => {
    state.inFlight += by;
    state.changedAt = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
}

/**
 * How long nothing may be in flight for the network to count as quiet. Playwright's `networkidle` waits
 * 500 ms of it, and a worker spent that idle some 300 times a run (font swaps, whole-page reads, walks of
 * every page): what those waits are for (a lazy section's code, a late font, an image) starts within a
 * frame or two of what caused it.
 */
export const NETWORK_QUIET_MS = 150;

/**
 * Waits until the page has had no request in flight for `NETWORK_QUIET_MS`: `networkidle`, sooner. Counts
 * the requests of a page `watchForProblems` watches (every test's `page`, and the pages a spec opens and
 * watches itself) from its start; any other page waits for Playwright's `networkidle`.
 */
export async function waitForNetworkQuiet(page: Page): Promise<void> {
  const state = network.get(page);
  if (!state) return page.waitForLoadState('networkidle');
  await expect
    .poll(() => state.inFlight <= 0 && Date.now() - state.changedAt >= NETWORK_QUIET_MS, {
      message: 'the network quiet',
      intervals: [25, 50],
    })
    .toBe(true);
}

/** Every test fails when its page has a problem `watchForProblems` collects. */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems = watchForProblems(page, allowedConsoleErrors);
      await use();
      expect(problems, 'console errors, uncaught exceptions or failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** WCAG 2.2 A/AA rules; zero violations allowed. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  // axe.run in the page itself: the site has no frames, so the default's second pass (each frame's partial
  // results gathered in a blank page opened for the purpose) only cost a page and a second copy of axe per audit.
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).setLegacyMode();
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  // Colours are judged as they settle: a fade-in measured halfway reads as low contrast. Something that
  // starts a frame later (the cookie banner after the scroll a focus caused) is waited for too.
  await page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const running = () =>
      document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    for (;;) {
      const now = running();
      if (now.length > 0) {
        await Promise.all(now.map((a) => a.finished.catch(() => undefined)));
        continue;
      }
      await frames(); // settled, unless something starts in the next frames
      if (running().length === 0) return;
    }
  });
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** No copy left unfilled on the page: no `{placeholder}` braces, no lorem ipsum. */
export async function expectNoPlaceholderText(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/[{}]/);
  expect(text).not.toMatch(/lorem ipsum/i);
}

/**
 * Runs `check`; when it fails, the error names the page's address and what it showed (a run on a fresh
 * machine keeps its printed summary, not its traces).
 */
export async function namingWhatPageShows<T>(page: Page, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    const shown = await page
      .locator('body')
      .innerText({ timeout: 1_000 })
      .catch(() => '(unreadable)');
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\nThe page at ${page.url()} showed: ${shown.replace(/\s+/g, ' ').slice(0, 600)}`, {
      cause: error,
    });
  }
}

/** Waits until React has hydrated the prerendered page (the app marks <html> once it has). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Opens a page and waits until it has hydrated. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * A visitor who has already answered the cookie notice (for every page the page or context opens). Left
 * unanswered, the notice rises once the page scrolls past 100 px (spec section 4) and, mid-animation,
 * takes a click meant for what is under it: a test that scrolls straight to a link or field and clicks
 * would click the notice. The notice has tests of its own.
 */
export async function answerCookieNotice(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((key) => window.localStorage.setItem(key, 'accepted'), STORAGE_KEYS.cookieConsent);
}
