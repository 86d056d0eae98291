import { hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { loadPage } from './load-page.ts';

/** Loads the current page's code, then hydrates the prerendered HTML. */
export async function hydrate(): Promise<void> {
  const initial = await loadPage(window.location.pathname);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  hydrateRoot(root, <App initial={initial} />);
}
