import '../styles/fonts.css';
import '../styles/app.css';
import { loadPublishedContent } from '../content/content-file.ts';
import { loadWebFonts } from './web-fonts.ts';

// zod probes `new Function('')` to decide whether to compile its parsers; our CSP has no 'unsafe-eval', so
// the probe is reported as a violation on every page. Jitless mode skips the probe and interprets. zod keeps
// its configuration on this global (shared by every copy of zod, read when a schema first parses), so the
// entry sets it without importing zod: zod's code then loads only with the forms and calculators that use it.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

/** Hydrate anyway after this long, e.g. in a background tab, where nothing paints. */
const HYDRATE_FALLBACK_MS = 1500;

/**
 * Resolves once the browser has painted the prerendered content (its first-contentful-paint entry),
 * or after HYDRATE_FALLBACK_MS where paint timing is unavailable or the page is hidden.
 */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, HYDRATE_FALLBACK_MS);
    const done = () => {
      window.clearTimeout(timer);
      resolve();
    };
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        done();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * The prerendered page is complete without JavaScript, so the browser paints it first and only then
 * fetches React and hydrates: on a slow phone connection the text is not kept waiting behind the
 * application bundle (docs/decisions/0007-paint-before-hydration.md). The page's content file is
 * fetched then too, beside React.
 */
void afterFirstContentfulPaint().then(async () => {
  void loadWebFonts();
  const content = loadPublishedContent();
  const { hydrate } = await import('./hydrate.tsx');
  await hydrate(content);
});
