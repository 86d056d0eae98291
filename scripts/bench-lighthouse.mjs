#!/usr/bin/env node
// Builds the site for a loopback origin, starts the real server, and runs Lighthouse (default mobile
// settings: emulated Moto G Power, simulated slow 4G, 4× CPU slowdown) on every page of both
// languages, 3 runs each, keeping the median run. Prints a table and writes docs/performance.md.
//   npm run bench:lighthouse            (RUNS=1 for a quick look; PAGES=/,/en/ for some pages only)
//   REPORT_DIR=<folder> keeps each page's median Lighthouse report (JSON) there.
//   PUBLISHED_MEDIA=1 npm run bench:lighthouse   measures the pages once the firm has published its own
//   photographs, portrait and films through the server's API (scripts/bench-published-media.mjs); prints,
//   and leaves docs/performance.md as it is.
//   REFERENCE=<url> npm run bench:lighthouse   side by side (issue 41): each page (PAGES, default / and /en/)
//   and the reference page measured in turn, run after run, so both see the same machine; prints each figure
//   as ours ÷ the reference's, with Lighthouse's benchmark index, and keeps the ratios in docs/performance.md.
//   It fails unless the main thread (TBT, style & layout) is at or under the reference's: a budget that moves
//   with the machine in milliseconds does not as a ratio.
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { inviteBenchStaff, publishUploadedMedia } from './bench-published-media.mjs';
import { freePort, waitForReady } from './bench-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.RUNS ?? 3);
/** Failed runs (no paint recorded) repeated per page before giving up. */
const MAX_RETRIES = 3;
// Each page's median report is kept there when asked for; the folder is made once.
if (process.env.REPORT_DIR) mkdirSync(process.env.REPORT_DIR, { recursive: true });
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Issue 15: every page a visitor can open without a session. */
const BUDGET = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1000,
  tbtMs: 100,
  cls: 0.01,
  /** The home's style recalculation and layout in the same trace (issue 24). */
  homeStyleLayoutMs: 400,
};

const port = await freePort();
const origin = `http://localhost:${port}`;
console.log(`Building for ${origin}…`);
const buildDir = path.join(root, '.reports/lighthouse-build');
execFileSync('npm', ['run', 'build', '--silent'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SITE_URL: origin, BUILD_DIR: buildDir },
});

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lh-data-'));
const PUBLISHED_MEDIA = process.env.PUBLISHED_MEDIA === '1';
const invitation = PUBLISHED_MEDIA ? inviteBenchStaff({ DATA_DIR: dataDir, SITE_URL: origin }) : undefined;
// The server built with those pages: its CSP allows the inline scripts and stylesheet that build wrote.
const server = spawn(process.execPath, [path.join(buildDir, 'server/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The pages built above for this origin, not dist/.
    STATIC_DIR: path.join(buildDir, 'client'),
    // Staff sign in from this origin to publish the uploads.
    ...(PUBLISHED_MEDIA ? { SITE_URL: origin } : {}),
  },
  stdio: 'inherit',
});
await waitForReady(origin);
if (invitation) await publishUploadedMedia(origin, invitation);

const { ROUTES, INDEXED_ROUTE_IDS, STAFF_ROUTE_IDS, SESSION_ROUTE_IDS } = await import(
  path.join(buildDir, 'ssr/entry-server.js')
);
const only = process.env.PAGES?.split(',').filter(Boolean);
/**
 * Every page a visitor can open without a session, both languages: the public pages and the account
 * pages (sign-in, sign-up, recovery). The private area and the staff workspace show their sign-in.
 */
const pages = Object.entries(ROUTES)
  .filter(([id]) => !STAFF_ROUTE_IDS.includes(id) && !SESSION_ROUTE_IDS.includes(id))
  .flatMap(([id, paths]) => Object.values(paths).map((url) => ({ url, indexed: INDEXED_ROUTE_IDS.includes(id) })))
  .filter((page) => !only || only.includes(page.url));

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/**
 * One browser per language, set to that language: a visitor's browser language moves a first visit to
 * the matching URL (the spec's detection order), so an English browser would measure /en/ pages
 * instead of Spanish ones.
 */
const browsers = {};
for (const lang of ['es', 'en']) {
  const tag = lang === 'es' ? 'es-ES' : 'en-GB';
  browsers[lang] = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROME_FLAGS, `--lang=${tag}`, `--accept-lang=${tag},${lang}`],
  });
}
const langOf = (page) => (page.startsWith('/en/') ? 'en' : 'es');

/** One Lighthouse run of `url` in the browser of `lang`; undefined when Chrome could not finish it (no paint). */
async function runOnce(url, lang) {
  const { lhr } = await lighthouse(url, { port: browsers[lang].port, output: 'json', logLevel: 'error' });
  return !lhr.runtimeError && lhr.audits['first-contentful-paint'].numericValue !== undefined ? lhr : undefined;
}

/** The main thread's time by kind of work (Lighthouse's breakdown, scaled to the 4× slower CPU). */
function mainThreadOf(lhr) {
  const items = lhr.audits['mainthread-work-breakdown'].details?.items ?? [];
  const styleLayoutMs = items.filter((item) => item.group === 'styleLayout').reduce((sum, item) => sum + item.duration, 0);
  return {
    styleLayoutMs: Math.round(styleLayoutMs),
    mainThreadMs: Math.round(items.reduce((sum, item) => sum + item.duration, 0)),
  };
}

if (process.env.REFERENCE) {
  const ok = await sideBySide(process.env.REFERENCE, only ?? [ROUTES.home.es, ROUTES.home.en]);
  for (const browser of Object.values(browsers)) await browser.kill();
  server.kill('SIGTERM');
  process.exit(ok ? 0 : 1);
}

/**
 * Side by side: our page and the reference, one run of each in turn (RUNS of each), the median of each kept;
 * each figure printed as ours ÷ the reference's. True when TBT and style & layout are at or under the reference's.
 */
async function sideBySide(reference, ourPages) {
  const figures = (lhr) => ({
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    ...mainThreadOf(lhr),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  });
  const results = [];
  for (const page of ourPages) {
    const lang = langOf(page);
    const runs = { ours: [], reference: [] };
    for (let attempt = 0; runs.ours.length < RUNS || runs.reference.length < RUNS; attempt++) {
      if (attempt >= RUNS + MAX_RETRIES) throw new Error(`Lighthouse could not finish ${page} or ${reference}`);
      for (const [side, url] of [
        ['ours', `${origin}${page}`],
        ['reference', reference],
      ]) {
        if (runs[side].length >= RUNS) continue;
        const lhr = await runOnce(url, lang);
        if (lhr) runs[side].push(lhr);
      }
    }
    const ours = figures(computeMedianRun(runs.ours));
    const peer = figures(computeMedianRun(runs.reference));
    const ratio = (key) => (peer[key] > 0 ? ours[key] / peer[key] : ours[key] > 0 ? Infinity : 1);
    const result = {
      page,
      reference,
      ours,
      peer,
      tbt: ratio('tbtMs'),
      styleLayout: ratio('styleLayoutMs'),
      mainThread: ratio('mainThreadMs'),
      lcp: ratio('lcpMs'),
    };
    result.ok = result.tbt <= 1 && result.styleLayout <= 1;
    results.push(result);
    const x = (r) => `${r.toFixed(2)}×`;
    console.log(
      `${page} vs ${reference}: TBT ${ours.tbtMs}/${peer.tbtMs} ms (${x(result.tbt)}), style & layout ${ours.styleLayoutMs}/${peer.styleLayoutMs} ms (${x(result.styleLayout)}), main thread ${ours.mainThreadMs}/${peer.mainThreadMs} ms (${x(result.mainThread)}), LCP ${ours.lcpMs}/${peer.lcpMs} ms (${x(result.lcp)}), Performance ${ours.performance}/${peer.performance}, benchmark index ${ours.benchmarkIndex}/${peer.benchmarkIndex}${result.ok ? '' : '  MAIN THREAD HEAVIER THAN THE REFERENCE'}`,
    );
  }
  const x = (r) => `${r.toFixed(2)}×`;
  const section = `## Side by side with a reference site (issue 41)

\`REFERENCE=${reference} npm run bench:lighthouse\` (Lighthouse, default mobile settings, ${RUNS} runs of each page in turn,
medians), on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Each figure is ours ÷ the reference's: a ratio holds
across machines where milliseconds do not. Budget: TBT and style & layout ≤ 1.00×. The reference of issue 41 is the Next.js peer
\`cesarcruux/alboranvilla\`, built outside this repository: \`npm install && npx next build && npx next start -p 3100\`,
then \`REFERENCE=http://localhost:3100/en\`.

| page | TBT | style & layout | main thread | LCP | Performance (ours/ref.) | benchmark index (ours/ref.) | budget |
|---|---:|---:|---:|---:|---:|---:|---|
${results.map((r) => `| \`${r.page}\` | ${x(r.tbt)} (${r.ours.tbtMs}/${r.peer.tbtMs} ms) | ${x(r.styleLayout)} (${r.ours.styleLayoutMs}/${r.peer.styleLayoutMs} ms) | ${x(r.mainThread)} | ${x(r.lcp)} | ${r.ours.performance}/${r.peer.performance} | ${r.ours.benchmarkIndex}/${r.peer.benchmarkIndex} | ${r.ok ? 'within' : '**over**'} |`).join('\n')}
`;
  const docPath = path.join(root, 'docs/performance.md');
  const doc = readFileSync(docPath, 'utf8');
  const heading = /## Side by side with a reference site \(issue 41\)[\s\S]*?(?=\n## |$)/;
  writeFileSync(docPath, heading.test(doc) ? doc.replace(heading, section) : `${doc.trimEnd()}\n\n${section}`);
  console.log(
    `\nWrote the side-by-side section of docs/performance.md (${results.filter((r) => r.ok).length}/${results.length} pages at or under the reference's main thread).`,
  );
  return results.every((r) => r.ok);
}

const rows = [];
try {
  for (const { url: page, indexed } of pages) {
    const runs = [];
    for (let attempt = 0; runs.length < RUNS; attempt++) {
      const lhr = await runOnce(`${origin}${page}`, langOf(page));
      // A run Chrome could not finish (no paint recorded) is repeated, not counted.
      if (lhr) runs.push(lhr);
      else if (attempt >= RUNS + MAX_RETRIES) throw new Error(`Lighthouse failed on ${page}: no paint recorded`);
    }
    const lhr = computeMedianRun(runs);
    if (process.env.REPORT_DIR)
      writeFileSync(path.join(process.env.REPORT_DIR, `${page.replace(/\//g, '_') || '_'}.json`), JSON.stringify(lhr));
    const requests = lhr.audits['network-requests'].details?.items ?? [];
    const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const { styleLayoutMs, mainThreadMs } = mainThreadOf(lhr);
    const thirdParty = requests.filter((r) => !r.url.startsWith(origin) && !r.url.startsWith('data:')).length;
    const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
    /** A noindex page fails SEO's "is crawlable" by design: every other SEO audit must still pass. */
    const seoOk = indexed
      ? score('seo') >= BUDGET.seo
      : lhr.categories.seo.auditRefs
          .filter((r) => r.weight > 0 && r.id !== 'is-crawlable')
          .every((r) => (lhr.audits[r.id].score ?? 1) === 1);
    const row = {
      page,
      indexed,
      measured: new Date().toISOString().slice(0, 16).replace('T', ' '),
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      jsKb: Number((jsBytes / 1024).toFixed(1)),
      styleLayoutMs,
      mainThreadMs,
      thirdParty,
    };
    const breaches = [
      row.performance < BUDGET.performance && `Performance ${row.performance}`,
      row.accessibility < BUDGET.accessibility && `Accessibility ${row.accessibility}`,
      row.bestPractices < BUDGET.bestPractices && `Best Practices ${row.bestPractices}`,
      !seoOk && `SEO ${row.seo}`,
      row.lcpMs > BUDGET.lcpMs && `LCP ${(row.lcpMs / 1000).toFixed(2)} s`,
      row.tbtMs > BUDGET.tbtMs && `TBT ${row.tbtMs} ms`,
      row.cls > BUDGET.cls && `CLS ${row.cls}`,
      ROUTES.home[langOf(page)] === page &&
        row.styleLayoutMs >= BUDGET.homeStyleLayoutMs &&
        `style & layout ${row.styleLayoutMs} ms`,
      row.thirdParty > 0 && `${row.thirdParty} third-party requests`,
    ].filter(Boolean);
    row.ok = breaches.length === 0;
    if (!row.ok) {
      const failing = Object.values(lhr.categories).flatMap((c) =>
        c.auditRefs
          .filter((r) => r.weight > 0 && (lhr.audits[r.id].score ?? 1) < 1 && (indexed || r.id !== 'is-crawlable'))
          .map((r) => `${c.id}:${r.id}`),
      );
      row.failing = [...breaches, ...failing.slice(0, 6)].join(', ');
    }
    rows.push(row);
    console.log(
      `${page}: perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} LCP ${row.lcpMs} ms TBT ${row.tbtMs} ms CLS ${row.cls} JS ${row.jsKb} KB style+layout ${row.styleLayoutMs} ms main thread ${row.mainThreadMs} ms${row.ok ? '' : `  OVER BUDGET (${row.failing})`}`,
    );
  }
} finally {
  for (const browser of Object.values(browsers)) await browser.kill();
  server.kill('SIGTERM');
}

if (PUBLISHED_MEDIA) {
  console.log(`\n${rows.filter((r) => r.ok).length}/${rows.length} pages within budget with the uploaded media published.`);
  process.exit(rows.every((r) => r.ok) ? 0 : 1);
}
const chromiumVersion = execFileSync(CHROMIUM, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
  .toString()
  .trim();
const machine = `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}, ${chromiumVersion}`;
const header =
  '| page | Performance | Accessibility | Best Practices | SEO | FCP | LCP | TBT | CLS | JS transferred | style & layout | main thread | third-party requests | budget | measured (UTC) |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|';
const line = (r) =>
  `| \`${r.page}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo}${r.indexed ? '' : ' (noindex)'} | ${(r.fcpMs / 1000).toFixed(2)} s | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.tbtMs} ms | ${r.cls} | ${r.jsKb} KB | ${r.styleLayoutMs} ms | ${r.mainThreadMs} ms | ${r.thirdParty} | ${r.ok ? 'within' : `**over**: ${r.failing}`} | ${r.measured} |`;
const docPath = path.join(root, 'docs/performance.md');
let doc;
try {
  doc = readFileSync(docPath, 'utf8');
} catch {
  doc = '# Performance\n\nFigures printed by the benchmark scripts. Re-run them to refresh.\n';
}
// A run of some pages (PAGES=…) replaces their rows and keeps the others' (each row says when it was taken).
const previous = new Map(
  [
    ...(doc.match(/## Lighthouse \(mobile\)[\s\S]*?(?=\n## |$)/)?.[0] ?? '').matchAll(/^\| `([^`]+)` \|.*\| [\d-]+ [\d:]+ \|$/gm),
  ].map((m) => [m[1], m[0]]),
);
for (const r of rows) previous.set(r.page, line(r));
const order = Object.values(ROUTES).flatMap((paths) => Object.values(paths));
const table = [...previous]
  .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
  .map(([, text]) => text)
  .join('\n');
const section = `## Lighthouse (mobile)

Last run on ${machine}.
Command: \`npm run bench:lighthouse\` (Lighthouse ${JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version}, default mobile settings, median of ${RUNS} runs per page; \`PAGES=/,/en/\` re-measures some pages and keeps the other rows).
Budgets: Performance ≥ ${BUDGET.performance}, Accessibility ${BUDGET.accessibility}, Best Practices ${BUDGET.bestPractices}, SEO ${BUDGET.seo} (on a \`noindex\` page, every SEO audit but "is crawlable"), LCP ≤ ${BUDGET.lcpMs / 1000} s, TBT ≤ ${BUDGET.tbtMs} ms, CLS ≤ ${BUDGET.cls} on every page (issue 15); the home's style & layout < ${BUDGET.homeStyleLayoutMs} ms (issue 24); no third-party request.

${header}
${table}
`;
doc = doc.includes('## Lighthouse (mobile)')
  ? doc.replace(/## Lighthouse \(mobile\)[\s\S]*?(?=\n## |$)/, section)
  : `${doc.trimEnd()}\n\n${section}`;
writeFileSync(docPath, doc);
console.log(`\nWrote docs/performance.md (${rows.filter((r) => r.ok).length}/${rows.length} pages within budget).`);
process.exit(rows.every((r) => r.ok) ? 0 : 1);
