import { prerender } from 'react-dom/static';
import type { ResolvedRoute } from '../config/routes.ts';
import { contentFileOf, contentHeadTags } from '../content/published-content.tsx';
import type { ContentDocument } from '../domain/content/index.ts';
import { App } from './app.tsx';
import { loadPage } from './load-page.ts';

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
export async function renderPage(pathname: string, published: ContentDocument, contentHref: string): Promise<RenderedPage> {
  const page = await loadPage(pathname);
  // An infinite chunk size keeps every Suspense boundary (lazy islands) inline: otherwise React outlines
  // boundaries over 12.8 kB into hidden segments revealed by inline scripts, which the CSP forbids.
  const { prelude } = await prerender(<App initial={page} published={published} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const { head, html } = splitHead(await streamToString(prelude));
  return { route: page.route, lang: page.route.lang, head: `${head}\n    ${contentHeadTags(contentHref)}`, html };
}

export { INDEXED_ROUTE_IDS, NOT_FOUND_FILES, ROUTES, SESSION_ROUTE_IDS, STAFF_ROUTE_IDS } from '../config/routes.ts';
export { absoluteUrl } from './head.ts';
export { seedContent } from '../content/seed.ts';
export { contentFileOf };
