import type { ComponentType } from 'react';
import { resolvePath, type ResolvedRoute } from '../config/routes.ts';
import { loadMessages, type Messages } from '../i18n/index.tsx';
import { ROUTE_MODULES } from './route-modules.ts';

export type PageState = { pathname: string; route: ResolvedRoute; Page: ComponentType; messages: Messages };

/**
 * The one way to get a page ready to render, used by the prerenderer, by hydration and by every
 * navigation (links, the language switcher, redirects, back and forward): resolve the path, load the
 * page's code and its language's copy.
 */
export async function loadPage(pathname: string): Promise<PageState> {
  const route = resolvePath(pathname);
  const [module, messages] = await Promise.all([ROUTE_MODULES[route.id](), loadMessages(route.lang)]);
  return { pathname, route, Page: module.default, messages };
}
