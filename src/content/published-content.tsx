import { createContext, useContext, type ReactNode } from 'react';
import type { ContentDocument } from '../domain/content/index.ts';

/**
 * The firm's published content (ADR 0036): the version the page was rendered from. The prerenderer and
 * the server's renderer give it to the page; in the browser it comes from the page's content file (see
 * `contentFileOf`), so the hydrated page shows what the server rendered and later navigations the same
 * version. Sections read it with `usePublishedContent`, never from the seed's modules.
 */
const PublishedContent = createContext<ContentDocument | null>(null);

export function PublishedContentProvider({ content, children }: { content: ContentDocument; children: ReactNode }) {
  return <PublishedContent.Provider value={content}>{children}</PublishedContent.Provider>;
}

export function usePublishedContent(): ContentDocument {
  const content = useContext(PublishedContent);
  if (!content) throw new Error('usePublishedContent outside PublishedContentProvider');
  return content;
}

/** The `<meta>` naming the page's content file. */
export const CONTENT_META_NAME = 'aurea-content';

/** Where a version's content is served: named by its bytes' hash, so it is cached for good. */
export const contentFileOf = (hash: string) => `/content/${hash}.json`;

/** The head tags that name the page's content file and start fetching it with the page. */
export function contentHeadTags(href: string): string {
  return `<meta name="${CONTENT_META_NAME}" content="${href}" />\n    <link rel="preload" href="${href}" as="fetch" crossorigin="anonymous" />`;
}

/** The page's content file, as its head names it (hydration and navigations read it). */
export async function loadPublishedContent(): Promise<ContentDocument> {
  const href = document.querySelector<HTMLMetaElement>(`meta[name="${CONTENT_META_NAME}"]`)?.content;
  if (!href) throw new Error('The page names no content file');
  const response = await fetch(href);
  if (!response.ok) throw new Error(`The page's content file answered ${response.status}`);
  return (await response.json()) as ContentDocument;
}
