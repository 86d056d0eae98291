import { hydrateRoot } from 'react-dom/client';
import { pagePathOf } from '../config/routes.ts';
import type { ContentDocument } from '../domain/content/index.ts';
import { App } from './app.tsx';
import { loadPage } from './load-page.ts';

/**
 * Loads the current page's code (a preview's page, under its prefix), then hydrates the prerendered HTML
 * with the published content the entry is fetching.
 */
export async function hydrate(content: Promise<ContentDocument>): Promise<void> {
  const [initial, published] = await Promise.all([loadPage(pagePathOf(window.location.pathname)), content]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  hydrateRoot(root, <App initial={initial} published={published} />);
}
