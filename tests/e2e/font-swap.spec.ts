import { expect, test, waitForHydration, waitForNetworkQuiet } from './fixtures.ts';

/**
 * Until the web fonts arrive, text is set in a metric-matched local fallback (src/styles/font-fallbacks.css),
 * so their arrival barely moves anything: the page's cumulative layout shift stays within issue 15's budget
 * when the fonts come only after the page has painted and hydrated, as on a slow phone connection. It runs
 * with each font set of the suite (playwright.config.ts): Liberation's faces (Arial's and Times New Roman's
 * metrics) and DejaVu's, the fallbacks a Linux machine has.
 */
const PAGES = [
  '/',
  '/en/',
  '/politica-cookies',
  '/en/cookies-policy',
  '/calculadoras',
  '/en/detailed-request',
  '/acceso',
  '/en/sign-in',
  '/recuperar-contrasena',
  '/en/sign-up',
];
/** The narrowest phone the site supports, a common phone, Lighthouse's phone (Moto G Power), a tablet each way, a desktop. */
const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 375, height: 812 },
  { width: 412, height: 823 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
const WEB_FONT = /\/assets\/(?:cormorant-garamond|source-sans-3)-[\w-]+\.woff2$/;
const WEB_FAMILIES = ['Cormorant Garamond Variable', 'Source Sans 3 Variable'];
/** Issue 15: CLS ≤ 0.01 on every page. */
const MAX_CLS = 0.01;

type Shift = { value: number; moved: string[] };
declare global {
  interface Window {
    __layoutShifts: Shift[];
  }
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of PAGES) {
      test(`${path}: web fonts arriving late shift the page by at most ${MAX_CLS}`, async ({ page }) => {
        await page.addInitScript(() => {
          window.__layoutShifts = [];
          new PerformanceObserver((list) => {
            type Rect = { x: number; y: number; width: number; height: number };
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
                sources?: Array<{ node?: Node; previousRect: Rect; currentRect: Rect }>;
              }
            >) {
              if (entry.hadRecentInput) continue;
              // Each moved node with where it was and where it went (x,y w×h), and when: a failure says how it moved.
              const at = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
              const moved = (entry.sources ?? []).map(({ node, previousRect, currentRect }) =>
                node instanceof Element
                  ? `${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 40)}" ${at(previousRect)} → ${at(currentRect)}`
                  : `(text) ${at(previousRect)} → ${at(currentRect)}`,
              );
              moved.push(`at ${Math.round(entry.startTime)} ms`);
              window.__layoutShifts.push({ value: entry.value, moved });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        let release = () => {};
        const fontsHeld = new Promise<void>((resolve) => (release = resolve));
        await page.route(WEB_FONT, async (route) => {
          await fontsHeld;
          await route.continue();
        });

        // Not gotoHydrated: the load event waits for the held fonts.
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await waitForHydration(page);
        const releasedAt = await page.evaluate(() => Math.round(performance.now()));
        release();
        await expect
          .poll(() =>
            page.evaluate((families) => {
              const faces = [...document.fonts].map((face) => ({ family: face.family.replaceAll('"', ''), status: face.status }));
              return faces
                .filter((face) => families.includes(face.family))
                .map((face) => `${face.family}: ${face.status}`)
                .sort();
            }, WEB_FAMILIES),
          )
          .toEqual(WEB_FAMILIES.map((family) => `${family}: loaded`).sort());
        await waitForNetworkQuiet(page);
        const shifts = await page.evaluate(async () => {
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          return window.__layoutShifts;
        });

        const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
        const report = [
          `fonts released at ${releasedAt} ms`,
          ...shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.moved.join(', ')}`),
        ].join('\n');
        expect(cls, `layout shifts:\n${report}`).toBeLessThanOrEqual(MAX_CLS);
      });
    }
  });
}

/**
 * Without JavaScript no script registers the faces: the stylesheet declares them for that case
 * (src/styles/fonts.css, `@media (scripting: none)`), and the text is set in them once they arrive. Read
 * from the browser's own record of the fonts it drew a node's text with (DevTools' platform fonts), held
 * until the page has painted in the fallbacks, so their arrival is the late swap the spec above measures.
 */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const CASES = [
    { path: '/', lang: 'es' },
    { path: '/en/', lang: 'en' },
    { path: '/en/detailed-request', lang: 'en' },
  ];

  for (const { path, lang } of CASES) {
    test(`${path}: the text is drawn in the web fonts, loaded from the stylesheet, and their arrival moves nothing`, async ({
      page,
    }) => {
      let release = () => {};
      const fontsHeld = new Promise<void>((resolve) => (release = resolve));
      const requested: string[] = [];
      await page.route(WEB_FONT, async (route) => {
        requested.push(new URL(route.request().url()).pathname);
        await fontsHeld;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
      release();
      await page.waitForLoadState('load');
      expect(requested.sort()).toEqual([expect.stringMatching(/cormorant-garamond/), expect.stringMatching(/source-sans-3/)]);

      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      /** The fonts the browser drew the first element matching `selector` with (a face's own name, e.g. "Cormorant Garamond Light"), and whether each is a web font. */
      const drawnWith = async (selector: string) => {
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        return fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`);
      };
      await expect.poll(() => drawnWith('h1')).toEqual([expect.stringMatching(/^Cormorant Garamond .*\(web font\)$/)]);
      await expect.poll(() => drawnWith('main p')).toEqual([expect.stringMatching(/^Source Sans 3 .*\(web font\)$/)]);

      // The page runs no script, so the browser's timeline is read from outside: the shifts it buffered since the load.
      type Rect = { x: number; y: number; width: number; height: number };
      type Details = { value: number; sources: Array<{ previousRect: Rect; currentRect: Rect; nodeId?: number }> };
      const shifts: Array<{ time: number; details: Details }> = [];
      cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
        if (event.layoutShiftDetails && !event.layoutShiftDetails.hadRecentInput)
          shifts.push({ time: event.time, details: event.layoutShiftDetails });
      });
      await cdp.send('PerformanceTimeline.enable', { eventTypes: ['layout-shift'] });
      const cls = shifts.reduce((sum, shift) => sum + shift.details.value, 0);
      if (cls <= MAX_CLS) return;
      // A failure says what moved, from where to where (x,y w×h), and when.
      const at = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      const lines: string[] = [];
      for (const { time, details } of shifts) {
        const moved: string[] = [];
        for (const source of details.sources) {
          const html = source.nodeId
            ? await cdp.send('DOM.getOuterHTML', { backendNodeId: source.nodeId }).then(
                ({ outerHTML }) => outerHTML.replace(/\s+/g, ' ').slice(0, 80),
                () => '?',
              )
            : '(text)';
          moved.push(`${html} ${at(source.previousRect)} → ${at(source.currentRect)}`);
        }
        lines.push(`${details.value.toFixed(4)} at ${time}: ${moved.join(', ')}`);
      }
      expect(cls, `layout shifts:\n${lines.join('\n')}`).toBeLessThanOrEqual(MAX_CLS);
    });
  }
});
