import { createContext, useContext, type ReactNode } from 'react';
import type { ContentDocument } from '../domain/content/index.ts';

/**
 * The firm's published content (ADR 0036): the version the page was rendered from. The prerenderer and
 * the server's renderer give it to the page; in the browser it comes from the page's content file
 * (`content-file.ts`), so the hydrated page shows what the server rendered and later navigations the
 * same version. Sections read it with `usePublishedContent`, never from the seed's modules.
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
