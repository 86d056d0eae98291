import { createHash } from 'node:crypto';
import { prerender } from 'react-dom/static';
import { NOT_FOUND_FILES, ROUTES, type ResolvedRoute } from '../config/routes.ts';
import { contentFileOf, contentHeadTags } from '../content/content-file.ts';
import { ContentDocumentSchema, type ContentDocument } from '../domain/content/index.ts';
import { SITE } from '../config/site.ts';
import { PublishedContentProvider } from '../content/published-content.tsx';
import { I18nProvider } from '../i18n/index.tsx';
import type { Lang } from '../i18n/languages.ts';
import { RouterProvider } from '../lib/router.tsx';
import { App } from './app.tsx';
import { ENTRY_LOADER_SCRIPT, inlineScriptOf } from './inline-scripts.ts';
import { Layout } from './layout.tsx';
import { loadPage } from './load-page.ts';
import { withoutEntry } from './page-template.ts';

export type RenderedPage = { route: ResolvedRoute; lang: string; head: string; html: string };

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let out = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) out += decoder.decode(chunk, { stream: true });
  return out + decoder.decode();
}

/**
 * The <title>, <meta> and <link> tags React 19 emits first when it renders a tree without <html>:
 * they belong in <head>, where the browser, crawlers and React's hydration look for them.
 */
const LEADING_HEAD_TAG = /^(?:<title>[^<]*<\/title>|<meta\s[^>]*\/>|<link\s[^>]*\/>)/;

function splitHead(rendered: string): { head: string; html: string } {
  const tags: string[] = [];
  let html = rendered;
  for (let match = LEADING_HEAD_TAG.exec(html); match; match = LEADING_HEAD_TAG.exec(html)) {
    tags.push(match[0]);
    html = html.slice(match[0].length);
  }
  return { head: tags.join('\n    '), html };
}

/**
 * Renders one path to HTML with the firm's published content, waiting for every lazy section to resolve:
 * at build time from the seed, on the server from each published version (ADR 0036). `contentHref`:
 * where the browser finds the same content (`contentFileOf`), named in the head.
 */
export async function renderPage(
  pathname: string,
  published: ContentDocument,
  contentHref: string,
  /** The query the page is rendered with (a calculator's scenario, ADR 0052); the prerendered pages have none. */
  search = '',
): Promise<RenderedPage> {
  const page = await loadPage(pathname);
  // An infinite chunk size keeps every Suspense boundary (lazy islands) inline: otherwise React outlines
  // boundaries over 12.8 kB into hidden segments revealed by inline scripts, which the CSP forbids.
  const { prelude } = await prerender(<App initial={page} published={published} search={search} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const { head, html } = splitHead(await streamToString(prelude));
  return { route: page.route, lang: page.route.lang, head: `${head}\n    ${contentHeadTags(contentHref)}`, html };
}

/** A rendered file of the site: where it lives under the site's root (`/aviso-legal/index.html`) and its text. */
export type SiteFile = { file: string; body: string };
export type RenderedSite = { pages: SiteFile[]; content: SiteFile };

/** `/` → `/index.html`, `/aviso-legal` → `/aviso-legal/index.html`, `/en/` → `/en/index.html`. */
export const pageFileOf = (urlPath: string) => `${urlPath.replace(/\/+$/, '')}/index.html`;

/**
 * A version's content file: the document in its schema's order (so equal documents are equal bytes,
 * however the database ordered their keys), named by its bytes' hash (the first 20 hex digits of SHA-256).
 */
export function contentFileFor(published: ContentDocument): SiteFile {
  const body = JSON.stringify(ContentDocumentSchema.parse(published));
  return { file: contentFileOf(createHash('sha256').update(body).digest('hex').slice(0, 20)), body };
}

/** What the CSP and the head rules forbid in a rendered page; the page's URL if it breaks one. */
function checkPage(url: string, rendered: RenderedPage, html: string): void {
  if (html.includes('<!--app-')) throw new Error(`Template placeholder left in ${url}`);
  // Head tags belong in <head> (renderPage moves the ones React emits ahead of the page).
  if (/<(?:title|meta|link)\b/.test(rendered.html)) throw new Error(`Head tag left in the body of ${url}`);
  // The CSP allows no inline script but the ones of src/app/inline-scripts.ts, by their hashes: every other
  // executable <script> must load a file (JSON-LD is data). A page carries the template's entry loader and
  // may carry its own one, each once.
  const allowed = [ENTRY_LOADER_SCRIPT, inlineScriptOf(url)];
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\b(?:src=|type="application\/ld\+json")/.test(attributes!))
    .map(([, , text]) => text!);
  if (inline.some((text, i) => !allowed.includes(text) || inline.indexOf(text) !== i)) throw new Error(`Inline script in ${url}`);
  if (/<script\b/.test(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''))) throw new Error(`Unclosed script in ${url}`);
  // Nor inline style attributes, nor any <style> but the template's stylesheet (the CSP allows that one by its hash).
  if (/<[a-z][^>]*\sstyle="/i.test(html)) throw new Error(`Inline style attribute in ${url}`);
  if (/<style\b/i.test(rendered.head + rendered.html)) throw new Error(`Inline style element in ${url}`);
}

/**
 * A rendered page in the page template, checked (`checkPage`): `head`, its head tags; `inlineScript`, whether
 * the page carries its path's inline script (src/app/inline-scripts.ts), put first in <head>, where it runs
 * before anything of the page is rendered.
 */
export function pageDocument(
  template: string,
  url: string,
  rendered: RenderedPage,
  { head, inlineScript }: { head: string; inlineScript: boolean },
): string {
  const script = inlineScript ? inlineScriptOf(url) : null;
  const html = template
    .replace('<!--app-lang-->', rendered.lang)
    .replace('<!--app-head-->', () => (script === null ? head : `<script>${script}</script>\n    ${head}`))
    .replace('<!--app-html-->', rendered.html);
  checkPage(url, rendered, html);
  return html;
}

/**
 * Every page of the site (both languages and the 404 pages) rendered from one version of the firm's
 * content into the build's page template, with the content file the pages name: what the build writes
 * from the seed and what the server renders from each published version (ADR 0036), with the same checks.
 */
export async function renderSite(template: string, published: ContentDocument): Promise<RenderedSite> {
  const content = contentFileFor(published);
  const contentHref = content.file;
  const urls: Array<{ url: string; file: string }> = Object.values(ROUTES).flatMap((paths) =>
    Object.values(paths).map((url) => ({ url, file: pageFileOf(url) })),
  );
  for (const [lang, file] of Object.entries(NOT_FOUND_FILES))
    urls.push({ url: lang === 'en' ? '/en/__not-found__' : '/__not-found__', file });
  const pages: SiteFile[] = [];
  for (const { url, file } of urls) {
    const rendered = await renderPage(url, published, contentHref);
    pages.push({ file, body: pageDocument(template, url, rendered, { head: rendered.head, inlineScript: true }) });
  }
  return { pages, content };
}

/**
 * One page rendered for its address's query (a calculator's scenario: its result, or what each field
 * lacks, ADR 0052), with the same renderer, template and checks as the prerendered pages. `search`
 * begins with '?'.
 */
export async function renderWithQuery(
  template: string,
  pathname: string,
  search: string,
  published: ContentDocument,
  contentHref: string,
): Promise<string> {
  const rendered = await renderPage(pathname, published, contentHref, search);
  return pageDocument(template, pathname, rendered, { head: rendered.head, inlineScript: false });
}

/** The robots tag of a preview: a draft is never listed, whatever the page says of itself. */
const NOINDEX_META = '<meta name="robots" content="noindex" />';

/**
 * One page rendered from the draft for staff (ADR 0036's preview): the same renderer, template and checks
 * as a published page, marked `noindex`; `contentHref` is where the browser reads the draft to hydrate.
 * `status`: 404 when the path is no page (its 404 page rendered from the draft).
 */
export async function renderPreview(
  template: string,
  pathname: string,
  draft: ContentDocument,
  contentHref: string,
): Promise<{ status: 200 | 404; body: string }> {
  const rendered = await renderPage(pathname, draft, contentHref);
  const head = /<meta name="robots"/.test(rendered.head) ? rendered.head : `${NOINDEX_META}\n    ${rendered.head}`;
  // Without the bare home's first-visit move: a preview shows the language staff asked for.
  const html = pageDocument(template, pathname, rendered, { head, inlineScript: false });
  return { status: rendered.route.id === 'notFound' ? 404 : 200, body: html };
}

/**
 * A page the server writes itself (the answer to a form sent without scripts): its title, its main content's
 * HTML and where the language switcher leads in each language (the route table does not know the page).
 */
export type FramedPage = { title: string; main: string; languageHrefs?: Partial<Record<Lang, string>> };

/** How the server asks for a page of its own in the site's frame, by the path that gives its language; undefined before a version is served. */
export type FramePage = (pathname: string, page: FramedPage) => Promise<string | undefined>;

/**
 * A page of the server's own (the answer to a contact form sent without scripts, ADR 0057) in the site's
 * frame: the page template (stylesheet, fonts, icon), the header and footer rendered from the version
 * served, the title and `main` given (HTML the caller built and escaped). `pathname` says the page's
 * language (the form's action). It carries no script: the app has no page at that path to hydrate, and
 * the header's phone menu and links work without one.
 */
export async function renderFramed(
  template: string,
  pathname: string,
  { title, main, languageHrefs }: FramedPage,
  published: ContentDocument,
): Promise<string> {
  const page = await loadPage(pathname);
  const { lang } = page.route;
  const fullTitle = `${title} | ${SITE.name}`;
  const { prelude } = await prerender(
    <I18nProvider lang={lang} messages={page.messages}>
      <PublishedContentProvider content={published}>
        <RouterProvider value={{ pathname, search: '', navigate: () => undefined }}>
          <Layout route={page.route} languageOffer={null} languageHrefs={languageHrefs}>
            <title>{fullTitle}</title>
            <meta name="robots" content="noindex" />
            <div dangerouslySetInnerHTML={{ __html: main }} />
          </Layout>
        </RouterProvider>
      </PublishedContentProvider>
    </I18nProvider>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const { head, html } = splitHead(await streamToString(prelude));
  const document = withoutEntry(template)
    .replace('<!--app-lang-->', lang)
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => html);
  if (/<script\b(?![^>]*type="application\/ld\+json")/.test(document)) throw new Error(`Script in the framed page ${pathname}`);
  if (/<[a-z][^>]*\sstyle="/i.test(html)) throw new Error(`Inline style attribute in the framed page ${pathname}`);
  return document;
}

export { INDEXED_ROUTE_IDS, NOT_FOUND_FILES, ROUTES, SESSION_ROUTE_IDS, STAFF_ROUTE_IDS } from '../config/routes.ts';
export { absoluteUrl } from './head.ts';
export { seedContent } from '../content/seed.ts';
export { contentFileOf };
