/**
 * The pages the app serves from the firm's published content (ADR 0036). At start and after each
 * publish, the newest version is rendered with the build's own renderer (`renderSite` of the SSR bundle,
 * the function and checks `scripts/build.mjs` uses) into the build's page template, compressed, and
 * swapped in with one assignment: a visitor gets one version or the next, never half of one. Every
 * instance checks the newest version every `CONTENT_CHECK_INTERVAL_MS` and, on PostgreSQL, as soon as
 * a publish notifies, so all serve a new version within seconds.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ContentDocumentSchema, type ContentDocument, type StudioVersion } from '../../src/domain/content/index.ts';
import type { Database } from '../db/index.ts';
import { errorKind, type Logger } from '../logger.ts';
import { staticFile, type StaticFile } from '../site/static-files.ts';
import type { FramePage, FramedPage } from '../../src/app/entry-server.tsx';
import { inlineStyleSources } from '../../src/app/page-template.ts';
import { seedContent } from '../../src/content/seed.ts';
import { CONTENT_CHANNEL, ensureSeeded, listVersions, newestVersionNumber, publishedVersion } from './content-store.ts';

/** How often an instance looks for a newer version (the safety net under LISTEN/NOTIFY, and PGlite's way). */
export const CONTENT_CHECK_INTERVAL_MS = 2_000;

/** What the SSR bundle (`dist/ssr/entry-server.js`) offers the server. */
export type SiteRenderer = {
  renderSite(
    template: string,
    published: ContentDocument,
  ): Promise<{ pages: Array<{ file: string; body: string }>; content: { file: string; body: string } }>;
  contentFileFor(published: ContentDocument): { file: string; body: string };
  renderPreview(
    template: string,
    pathname: string,
    draft: ContentDocument,
    contentHref: string,
  ): Promise<{ status: 200 | 404; body: string }>;
  renderWithQuery(
    template: string,
    pathname: string,
    search: string,
    published: ContentDocument,
    contentHref: string,
  ): Promise<string>;
  renderFramed(template: string, pathname: string, page: FramedPage, published: ContentDocument): Promise<string>;
};

/** A page rendered for its address's query (`?…`) from the version served (ADR 0052); undefined before one is. */
export type RenderWithQuery = (pathname: string, search: string) => Promise<StaticFile | undefined>;

/** One page rendered from the draft, for staff (`/api/staff/content/preview/<page path>`). */
export type RenderPreview = (
  pathname: string,
  draft: ContentDocument,
  contentHref: string,
) => Promise<{ status: 200 | 404; body: string }>;

/** The build's renderer and page template, from `dist/ssr` beside the built site (`STATIC_DIR`, `dist/client`). */
export async function loadRenderer(staticDir: string): Promise<{ renderer: SiteRenderer; template: string }> {
  const ssrDir = path.resolve(staticDir, '..', 'ssr');
  try {
    const [renderer, template] = await Promise.all([
      import(/* @vite-ignore */ pathToFileURL(path.join(ssrDir, 'entry-server.js')).href) as Promise<SiteRenderer>,
      readFile(path.join(ssrDir, 'template.html'), 'utf8'),
    ]);
    return { renderer, template };
  } catch {
    throw new Error(`No page renderer in ${ssrDir}. Run "npm run build" first.`);
  }
}

/** A page's file under the site's root: `/calculadoras/plusvalia` → `/calculadoras/plusvalia/index.html`. */
const pageFileOf = (urlPath: string) => `${urlPath.replace(/\/+$/, '')}/index.html`;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * Brotli's quality for pages rendered at run time: 5 compresses a 100 KB page in a few milliseconds to
 * within 10 % of quality 11's size (which takes a quarter of a second); the build keeps 11.
 */
const RUNTIME_BROTLI_QUALITY = 5;

async function compressed(file: string, body: string): Promise<StaticFile> {
  const bytes = Buffer.from(body);
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: RUNTIME_BROTLI_QUALITY } }),
    gzip(bytes, { level: 6 }),
  ]);
  return staticFile(file, bytes, br, gz);
}

/**
 * The day of the content a version shows, which the legal pages give as their last update: a version the
 * firm published, its own day; a restore, the day of the version it brought back; the seed's versions
 * (published by nobody) none, so they keep the build's day and the build's own pages still serve them.
 */
export function publicationDayOf(version: StudioVersion, versions: readonly StudioVersion[]): string | undefined {
  const byNumber = new Map(versions.map((v) => [v.number, v]));
  let shown: StudioVersion | undefined = version;
  // A restore names an earlier version; the chain ends at a publish or a seed (each number once).
  for (let hops = 0; shown?.restoredFrom != null && hops < versions.length; hops++) shown = byNumber.get(shown.restoredFrom);
  if (!shown || shown.publishedBy === null || shown.restoredFrom != null) return undefined;
  return shown.publishedAt.slice(0, 'YYYY-MM-DD'.length);
}

const withPublicationDay = (document: ContentDocument, publishedOn: string | undefined): ContentDocument =>
  publishedOn ? { ...document, publishedOn } : document;

export type PublishedSite = {
  /** A file of the version served (a page, a 404 page) or any content file rendered here, by its path. */
  get(file: string): StaticFile | undefined;
  /** The version served (0 while the built pages are served). */
  version(): number;
  /** A page rendered for a query from the version served, as its prerendered twin is (ADR 0052). */
  renderWithQuery: RenderWithQuery;
  /** A page of the server's own in the site's frame, from the version served (ADR 0057). */
  framedPage: FramePage;
  /** Renders the newest version if it is newer than the one served; resolves once it is served. */
  refresh(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Serves nothing of its own (the build's pages, rendered from the seed, show through) until a version
 * the build does not hold is published. A version whose document the code cannot read (an older
 * shape) is skipped and logged.
 */
export function createPublishedSite(deps: {
  db: Database;
  renderer: SiteRenderer;
  template: string;
  logger: Logger;
  /** True when the build holds this content file: its pages are that version's, nothing to render. */
  built: (file: string) => boolean;
  /** A listener on PostgreSQL's NOTIFY, when the database has one. */
  listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
}): PublishedSite {
  const { db, renderer, template, logger } = deps;
  let served: { version: number; files: Map<string, StaticFile> } = { version: 0, files: new Map() };
  /** The document of the version served and its content file, which a page rendered for a query names. */
  let shown: { document: ContentDocument; contentHref: string } | undefined;
  /** Every version's content file rendered here: a page fetched before a swap still hydrates. */
  const contentFiles = new Map<string, StaticFile>();
  let running: Promise<void> | undefined;
  let again = false;

  async function renderNewest(): Promise<void> {
    if ((await newestVersionNumber(db)) <= served.version) return;
    const newest = await publishedVersion(db);
    if (!newest || newest.summary.number <= served.version) return;
    const parsed = ContentDocumentSchema.safeParse(newest.document);
    if (!parsed.success) {
      logger.error('content version unreadable', { version: newest.summary.number });
      served = { ...served, version: newest.summary.number };
      return;
    }
    const document = withPublicationDay(parsed.data, publicationDayOf(newest.summary, await listVersions(db)));
    const contentHref = renderer.contentFileFor(document).file;
    if (deps.built(contentHref)) {
      served = { version: newest.summary.number, files: new Map() };
      shown = { document, contentHref };
      return;
    }
    const started = performance.now();
    const site = await renderer.renderSite(template, document);
    const files = new Map<string, StaticFile>();
    await Promise.all(site.pages.map(async ({ file, body }) => files.set(file, await compressed(file, body))));
    contentFiles.set(site.content.file, await compressed(site.content.file, site.content.body));
    served = { version: newest.summary.number, files };
    shown = { document, contentHref };
    logger.info('content published', {
      version: newest.summary.number,
      pages: files.size,
      ms: Math.round(performance.now() - started),
    });
  }

  /** One render at a time; a refresh asked for during one runs once after it. */
  function refresh(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await renderNewest();
        } while (again);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const check = () => refresh().catch((error: unknown) => logger.warn('content check failed', { reason: errorKind(error) }));
  const timer = setInterval(check, CONTENT_CHECK_INTERVAL_MS);
  timer.unref();
  const unlisten = deps.listen?.(CONTENT_CHANNEL, check).catch((error: unknown) => {
    logger.warn('content notifications unavailable', { reason: errorKind(error) });
    return undefined;
  });

  return {
    get: (file) => served.files.get(file) ?? contentFiles.get(file),
    version: () => served.version,
    async renderWithQuery(pathname, search) {
      if (!shown) return undefined;
      const file = pageFileOf(pathname);
      return compressed(file, await renderer.renderWithQuery(template, pathname, search, shown.document, shown.contentHref));
    },
    async framedPage(pathname, page) {
      if (!shown) return undefined;
      return renderer.renderFramed(template, pathname, page, shown.document);
    },
    refresh,
    async stop() {
      clearInterval(timer);
      await (
        await unlisten
      )?.();
      await running?.catch(() => undefined);
    },
  };
}

/**
 * What the app serves (ADR 0036): the seed published on a fresh install (or a changed seed, until the
 * firm publishes), the newest version rendered before the first request, then every later one as it is
 * published, here (`refreshContent`, which the publish awaits) or on another instance. `files`: the
 * published version's pages over the build's files; `renderPreview`: a page from the draft, for staff;
 * `styleSources`: what the CSP needs for the pages' inline stylesheet.
 */
export async function servePublishedSite(deps: {
  db: Database;
  staticDir: string;
  built: Map<string, StaticFile>;
  logger: Logger;
}): Promise<{
  site: PublishedSite;
  files: Pick<Map<string, StaticFile>, 'get'>;
  refreshContent: () => Promise<void>;
  renderPreview: RenderPreview;
  renderWithQuery: RenderWithQuery;
  framedPage: FramePage;
  /** The CSP hashes of the stylesheet the page template carries inline (every page, preview included). */
  styleSources: string[];
}> {
  const { db, built, logger } = deps;
  await ensureSeeded(db, seedContent(), new Date());
  const { renderer, template } = await loadRenderer(deps.staticDir);
  const site = createPublishedSite({
    db,
    renderer,
    template,
    logger,
    built: (file) => built.has(file),
    listen: db.listen?.bind(db),
  });
  await site.refresh();
  return {
    site,
    files: { get: (file) => site.get(file) ?? built.get(file) },
    renderPreview: (pathname, draft, contentHref) => renderer.renderPreview(template, pathname, draft, contentHref),
    renderWithQuery: site.renderWithQuery,
    framedPage: site.framedPage,
    styleSources: inlineStyleSources(template),
    refreshContent: () =>
      site
        .refresh()
        .catch((error: unknown) =>
          logger.error('content render failed', { reason: error instanceof Error ? error.message : 'unknown' }),
        ),
  };
}
