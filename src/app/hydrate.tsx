import { hydrateRoot } from 'react-dom/client';
import { resolvePath } from '../config/routes.ts';
import { App } from './app.tsx';
import { ROUTE_MODULES } from './route-modules.ts';

/** Loads the current page's module, then hydrates the prerendered HTML. */
export async function hydrate(): Promise<void> {
  const pathname = window.location.pathname;
  const route = resolvePath(pathname);
  const module = await ROUTE_MODULES[route.id]();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  hydrateRoot(root, <App initial={{ pathname, route, Page: module.default }} />);
}
