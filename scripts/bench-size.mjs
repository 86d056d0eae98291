#!/usr/bin/env node
// The JavaScript and CSS each prerendered page needs before it is interactive, gzip and brotli:
// the entry script and its static imports, the hydration module it loads right after the first paint,
// the current route's module and its language's copy (loaded before hydration) and their static
// imports, and every stylesheet they pull in. Lazy sections (calculators, contact form) are dynamic
// imports and are not counted. With --check, exits 1 when a page is over budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const client = path.join(root, 'dist/client');
const BUDGET = {
  /** JavaScript before interaction, gzip. */
  jsGzipKb: 100,
  /** CSS before first paint, gzip. */
  cssGzipKb: 30,
  /** The firm's workspace: a staff tool used from the office, not a visitor's page (issue 11). */
  staffJsGzipKb: 150,
};

const manifest = JSON.parse(readFileSync(path.join(client, '.vite/manifest.json'), 'utf8'));
const routeModulesSource = readFileSync(path.join(root, 'src/app/route-modules.ts'), 'utf8');
const routeSource = Object.fromEntries(
  [...routeModulesSource.matchAll(/(\w+): \(\) => import\('\.\/(routes\/[\w-]+\.tsx)'\)/g)].map((m) => [m[1], `src/app/${m[2]}`]),
);
const { ROUTES, NOT_FOUND_FILES, STAFF_ROUTE_IDS } = await import(path.join(root, 'dist/ssr/entry-server.js'));

/** A manifest entry and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

/** Loaded by the entry right after the first paint, before hydration: needed for interaction. */
const HYDRATION_MODULE = 'src/app/hydrate.tsx';

/** The page's language's copy, loaded with the page's code before hydration (src/app/load-page.ts). */
const messagesModule = (lang) => `src/i18n/${lang}/index.ts`;

function pageAssets(routeId, lang) {
  const keys = new Set([
    ...closure('index.html'),
    ...closure(HYDRATION_MODULE),
    ...closure(routeSource[routeId]),
    ...closure(messagesModule(lang)),
  ]);
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const entry = manifest[key];
    if (!entry) throw new Error(`No manifest entry for ${key}`);
    js.add(entry.file);
    for (const c of entry.css ?? []) css.add(c);
  }
  return { js: [...js], css: [...css] };
}

const size = (files) => {
  let raw = 0,
    gzip = 0,
    brotli = 0;
  for (const file of files) {
    const body = readFileSync(path.join(client, file));
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
    brotli += zlib.brotliCompressSync(body).length;
  }
  return { raw, gzip, brotli };
};
const kb = (bytes) => (bytes / 1024).toFixed(1);

const pages = [];
for (const [id, paths] of Object.entries(ROUTES)) for (const [lang, url] of Object.entries(paths)) pages.push({ id, lang, url });
for (const [lang, url] of Object.entries(NOT_FOUND_FILES)) pages.push({ id: 'notFound', lang, url });

const rows = [];
let over = false;
for (const page of pages) {
  const assets = pageAssets(page.id, page.lang);
  const js = size(assets.js);
  const css = size(assets.css);
  const jsBudgetKb = STAFF_ROUTE_IDS.includes(page.id) ? BUDGET.staffJsGzipKb : BUDGET.jsGzipKb;
  const ok = js.gzip / 1024 <= jsBudgetKb && css.gzip / 1024 <= BUDGET.cssGzipKb;
  over ||= !ok;
  rows.push([page.url, kb(js.gzip), kb(js.brotli), kb(css.gzip), kb(css.brotli), String(assets.js.length), ok ? 'ok' : 'OVER']);
}

const header = ['page', 'JS gzip KB', 'JS br KB', 'CSS gzip KB', 'CSS br KB', 'JS files', 'budget'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(
  `Before-interaction JavaScript and CSS per page (budget: JS ≤ ${BUDGET.jsGzipKb} KB gzip, the staff workspace ≤ ${BUDGET.staffJsGzipKb} KB; CSS ≤ ${BUDGET.cssGzipKb} KB gzip)`,
);
console.log(line(header));
for (const r of rows) console.log(line(r));
if (process.argv.includes('--check') && over) {
  console.error('Over budget.');
  process.exit(1);
}
