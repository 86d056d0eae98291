#!/usr/bin/env node
// Production build: client bundle, server-side render bundle, prerendered HTML for every route in
// both languages (plus 404 pages, sitemap and robots), precompressed copies, then the Node server.
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
/** BUILD_DIR lets a benchmark build a variant (e.g. for a loopback SITE_URL) without touching dist/. */
const dist = path.resolve(root, process.env.BUILD_DIR ?? 'dist');
const clientDir = path.join(dist, 'client');
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|map)$/;
/** Below this size compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 256;

async function step(name, fn) {
  const started = Date.now();
  await fn();
  console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** The page template under dist/ssr (the server renders published content into it). */
const TEMPLATE_FILE = 'template.html';

async function prerender() {
  // The page template, kept beside the renderer: the server renders every published version into it.
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  await writeFile(path.join(dist, 'ssr', TEMPLATE_FILE), template);
  const ssr = await import(pathToFileURL(path.join(dist, 'ssr', 'entry-server.js')).href);
  // The seed is the content a fresh install publishes (ADR 0036): the pages the build writes are the
  // ones the server renders from version 1, and the browser reads the content from a file named by its hash.
  const site = await ssr.renderSite(template, ssr.seedContent());
  for (const { file, body } of [...site.pages, site.content]) {
    const target = path.join(clientDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, body);
  }

  // Only indexed pages: the account pages and the private area are noindex and stay out of the sitemap.
  const urls = ssr.INDEXED_ROUTE_IDS.map((id) => ssr.ROUTES[id]).flatMap((paths) =>
    Object.values(paths).map((p) => {
      const alternates = Object.entries(paths)
        .map(([lang, alt]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${ssr.absoluteUrl(alt)}"/>`)
        .concat(`    <xhtml:link rel="alternate" hreflang="x-default" href="${ssr.absoluteUrl(paths.es)}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${ssr.absoluteUrl(p)}</loc>\n${alternates}\n  </url>`;
    }),
  );
  await writeFile(
    path.join(clientDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
  );
  await writeFile(
    path.join(clientDir, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${ssr.absoluteUrl('/sitemap.xml')}\n`,
  );
  console.log(`  ${site.pages.length} pages prerendered`);
}

async function precompress() {
  let count = 0;
  for await (const file of walk(clientDir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_COMPRESS_BYTES) continue;
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      gzip(body, { level: 9 }),
    ]);
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, gz);
    count++;
  }
  console.log(`  ${count} files precompressed (brotli and gzip)`);
}

// One build date for the client and server-side bundles (the footer's year): both read vite.config.ts.
process.env.SOURCE_DATE_EPOCH ||= String(Math.floor(Date.now() / 1000));
await rm(dist, { recursive: true, force: true });
await step('client bundle', () => build({ root, logLevel: 'warn', build: { outDir: clientDir } }));
await step('server-side render bundle', () =>
  build({
    root,
    logLevel: 'warn',
    build: { ssr: 'src/app/entry-server.tsx', outDir: path.join(dist, 'ssr'), emptyOutDir: true, manifest: false },
  }),
);
await step('prerender', prerender);
await step('precompress', precompress);
await step('server bundle', () =>
  build({
    root,
    configFile: path.join(root, 'vite.server.config.ts'),
    logLevel: 'warn',
    build: { outDir: path.join(dist, 'server') },
  }),
);
