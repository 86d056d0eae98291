import type { ComponentType } from 'react';
import { resolvePath, type ResolvedRoute } from '../config/routes.ts';
import { ROUTE_MODULES } from './route-modules.ts';

export type PageState = { pathname: string; route: ResolvedRoute; Page: ComponentType };

/**
 * The one way to get a page ready to render, used by the prerenderer, by hydration and by every
 * navigation (links, the language switcher, redirects, back and forward): resolve the path, load the
 * page's code.
 */
export async function loadPage(pathname: string): Promise<PageState> {
  const route = resolvePath(pathname);
  const module = await ROUTE_MODULES[route.id]();
  return { pathname, route, Page: module.default };
}
