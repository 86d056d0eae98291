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

/**
 * The prerendered page is complete without JavaScript, so the browser paints it first and only then
 * loads this module (the page's entry loader waits for the first paint, `entry-loader-script.ts`), which
 * fetches React and hydrates: on a slow phone connection the text is not kept waiting behind the
 * application bundle (docs/decisions/0007-paint-before-hydration.md). The page's content file and the web
 * fonts are fetched now too, beside React.
 */
void (async () => {
  void loadWebFonts();
  const content = loadPublishedContent();
  const { hydrate } = await import('./hydrate.tsx');
  await hydrate(content);
})();
