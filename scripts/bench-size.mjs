#!/usr/bin/env node
// The JavaScript each public page makes a browser transfer before it is interactive, measured as a visitor
// gets it (issue 24): the built server (dist/), Debian's Chromium, a fresh cache per page, and the bytes
// on the wire (each response's encodedDataLength from Chromium's network events: compressed body and
// headers) of every script requested from the navigation until the page reports hydration (the app sets
// `data-hydrated` on <html>; on a calculator page, its calculator too: `data-calculator-ready`, since
// the calculator is the page's purpose). Scripts loaded later (a section's code as the visitor scrolls, a form's
// code once touched) are not counted. Also the page's document with its stylesheet (inline since issue 24:
// the first paint waits for no other file), and any stylesheet file, counted the same way.
//   node scripts/bench-size.mjs [--check] [--files]   (--check: exit 1 when a page is over budget;
//   --files: also list each page's scripts and stylesheets with their bytes)
//   PUBLISHED_MEDIA=1 …   measures the pages once the firm has published its own photographs, portrait
//   and film through the server's API (issue 25: the budgets hold whatever was uploaded), on a new database
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { inviteBenchStaff, publishUploadedMedia } from './bench-published-media.mjs';
import { freePort, waitForReady } from './bench-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.BUILD_DIR ?? 'dist');
// The e2e suite's browser (Debian's chromium-headless-shell): the full `chromium` need not be installed.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const BUDGET = {
  /** JavaScript before interaction, KB as transferred, on every public page… */
  jsKb: 85,
  /** …but the five calculator pages, whose calculator is the page's purpose (issue 24). */
  calculatorJsKb: 150,
  /**
   * The document, its stylesheet inline, and any stylesheet file: what the first paint waits for, KB as
   * transferred. Lighthouse's slow 4G delivers 14.6 KB in a new connection's first round trip and 43.8 KB
   * in three; the stylesheet alone is 11 KB.
   */
  htmlCssKb: 40,
};
const CALCULATOR_ROUTE_IDS = [
  'valuationCalculator',
  'capitalGainsCalculator',
  'renovationCalculator',
  'investmentCalculator',
  'compoundInterestCalculator',
];
/** A phone's viewport, as Lighthouse's mobile profile: sections within reach of it load their code at once. */
const VIEWPORT = { width: 412, height: 823 };

const { ROUTES, NOT_FOUND_FILES, STAFF_ROUTE_IDS, SESSION_ROUTE_IDS } = await import(path.join(dist, 'ssr/entry-server.js'));
/** Every page a visitor can open without a session, in both languages, and a missing page in each. */
const pages = Object.entries(ROUTES)
  .filter(([id]) => !STAFF_ROUTE_IDS.includes(id) && !SESSION_ROUTE_IDS.includes(id))
  .flatMap(([id, paths]) => Object.entries(paths).map(([lang, url]) => ({ id, lang, url })))
  .concat(
    Object.keys(NOT_FOUND_FILES).map((lang) => ({ id: 'notFound', lang, url: lang === 'es' ? '/no-existe' : '/en/missing' })),
  );

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
/**
 * The site's embedded database, kept between runs: a new one (initdb and every migration) takes most of
 * a minute on two loaded cores, and this bench needs only the published seed.
 */
const PUBLISHED_MEDIA = process.env.PUBLISHED_MEDIA === '1';
// With uploads, a new database of its own, removed at the end.
const dataDir = PUBLISHED_MEDIA ? mkdtempSync(path.join(os.tmpdir(), 'size-data-')) : path.join(root, '.reports/bench-size-data');
if (!PUBLISHED_MEDIA) mkdirSync(dataDir, { recursive: true });
const invitation = PUBLISHED_MEDIA ? inviteBenchStaff({ DATA_DIR: dataDir, SITE_URL: origin }) : undefined;
const started = Date.now();
const server = spawn(process.execPath, [path.join(dist, 'server/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    STATIC_DIR: path.join(dist, 'client'),
    // Staff sign in from this origin to publish the uploads.
    ...(PUBLISHED_MEDIA ? { SITE_URL: origin } : {}),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});

/** Records, in the page's own clock, when the app marks <html> as hydrated. */
const markHydration = (calculator) => {
  const ready = () =>
    document.documentElement?.dataset.hydrated === 'true' &&
    (!calculator || document.querySelector('[data-calculator-ready="true"]') !== null);
  // Before the page's scripts run there may be no <html> yet: the whole document is watched.
  new MutationObserver((_, observer) => {
    if (!ready()) return;
    window.__hydratedAt = performance.timeOrigin + performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated', 'data-calculator-ready'] });
};

/** Bytes transferred per kind of resource requested before the page hydrated. */
async function measure({ id, url, lang }) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: lang === 'es' ? 'es-ES' : 'en-GB' });
  const page = await context.newPage();
  await page.addInitScript(markHydration, CALCULATOR_ROUTE_IDS.includes(id));
  const cdp = await context.newCDPSession(page);
  const requests = new Map();
  const finished = new Map();
  cdp.on('Network.requestWillBeSent', (e) =>
    requests.set(e.requestId, { url: e.request.url, type: e.type, at: e.wallTime * 1000 }),
  );
  cdp.on('Network.responseReceived', (e) => {
    const request = requests.get(e.requestId);
    if (request) request.type = e.type;
  });
  cdp.on('Network.loadingFinished', (e) => finished.set(e.requestId, e.encodedDataLength));
  await cdp.send('Network.enable');
  await page.goto(origin + url);
  await page.waitForFunction(() => window.__hydratedAt !== undefined, null, { timeout: 30_000 });
  const hydratedAt = await page.evaluate(() => window.__hydratedAt);
  const before = [...requests].filter(([, r]) => r.at <= hydratedAt && r.url.startsWith(origin));
  // A request started before hydration and still arriving counts in full.
  for (let i = 0; i < 100 && before.some(([id]) => !finished.has(id)); i++) await new Promise((r) => setTimeout(r, 50));
  const bytes = (type) => before.filter(([, r]) => r.type === type).reduce((sum, [id]) => sum + (finished.get(id) ?? 0), 0);
  const files = (type) => before.filter(([, r]) => r.type === type).length;
  const result = {
    js: bytes('Script'),
    jsFiles: files('Script'),
    htmlCss: bytes('Document') + bytes('Stylesheet'),
    cssFiles: files('Stylesheet'),
  };
  result.list = before
    .filter(([, r]) => ['Document', 'Script', 'Stylesheet'].includes(r.type))
    .map(([id, r]) => ({ path: r.url.slice(origin.length), bytes: finished.get(id) ?? 0 }));
  await context.close();
  return result;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = [];
let results;
let over = false;
try {
  await waitForReady(origin);
  console.error(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (invitation) await publishUploadedMedia(origin, invitation);
  // Two pages at a time, each in its own context (its own cache): bytes do not depend on the pace.
  results = new Array(pages.length);
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const i = next++;
      results[i] = await measure(pages[i]);
    }
  };
  await Promise.all([worker(), worker()]);
  pages.forEach((page, i) => {
    const m = results[i];
    const jsBudget = CALCULATOR_ROUTE_IDS.includes(page.id) ? BUDGET.calculatorJsKb : BUDGET.jsKb;
    const ok = m.js / 1024 <= jsBudget && m.htmlCss / 1024 <= BUDGET.htmlCssKb;
    over ||= !ok;
    const verdict = ok ? 'ok' : 'OVER';
    rows.push([page.url, kb(m.js), String(m.jsFiles), String(jsBudget), kb(m.htmlCss), String(m.cssFiles), verdict]);
  });
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  if (PUBLISHED_MEDIA) rmSync(dataDir, { recursive: true, force: true });
}

const header = ['page', 'JS KB', 'JS files', 'JS budget KB', 'HTML+CSS KB', 'CSS files', 'budget'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) =>
  cells
    .map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
    .join('  ')
    .trimEnd();
console.log(
  `${PUBLISHED_MEDIA ? 'With the uploaded media published: ' : ''}JavaScript and CSS transferred from navigation to hydration, Chromium ${browser.version()}, ${VIEWPORT.width}×${VIEWPORT.height} (budget: JS ≤ ${BUDGET.jsKb} KB, calculator pages ≤ ${BUDGET.calculatorJsKb} KB; the document with its CSS ≤ ${BUDGET.htmlCssKb} KB)`,
);
console.log(line(header));
for (const r of rows) console.log(line(r));
if (process.argv.includes('--files'))
  pages.forEach((page, i) => {
    console.log(`\n${page.url}`);
    for (const f of results[i].list) console.log(`  ${kb(f.bytes).padStart(6)}  ${f.path}`);
  });
console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
if (process.argv.includes('--check') && over) {
  console.error('Over budget.');
  process.exit(1);
}
