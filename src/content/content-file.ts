import type { ContentDocument } from '../domain/content/index.ts';

/**
 * The page's content file (ADR 0036), apart from the React context that serves it: the entry starts
 * fetching it at the first paint, before React loads, and so imports nothing of React for it.
 */

/** The `<meta>` naming the page's content file. */
export const CONTENT_META_NAME = 'aurea-content';

/** Where a version's content is served: named by its bytes' hash, so it is cached for good. */
export const contentFileOf = (hash: string) => `/content/${hash}.json`;

/**
 * The head tag naming the page's content file. It is not preloaded: fetched with the page, its 7 KB
 * shared the first round trips with the document and the stylesheet, and Lighthouse counted it before
 * the largest paint; the entry fetches it once the page has painted, beside React (issue 24).
 */
export function contentHeadTags(href: string): string {
  return `<meta name="${CONTENT_META_NAME}" content="${href}" />`;
}

/** The page's content file, as its head names it (hydration and navigations read it). */
export async function loadPublishedContent(): Promise<ContentDocument> {
  const href = document.querySelector<HTMLMetaElement>(`meta[name="${CONTENT_META_NAME}"]`)?.content;
  if (!href) throw new Error('The page names no content file');
  const response = await fetch(href);
  if (!response.ok) throw new Error(`The page's content file answered ${response.status}`);
  return (await response.json()) as ContentDocument;
}
