import type { ComponentType } from 'react';
import type { RouteId } from '../config/routes.ts';

export type PageModule = { default: ComponentType };

/** One code-split module per page; the client loads the current one before hydrating. */
export const ROUTE_MODULES: Record<RouteId | 'notFound', () => Promise<PageModule>> = {
  home: () => import('./routes/home.tsx'),
  legalNotice: () => import('./routes/legal-notice.tsx'),
  privacyPolicy: () => import('./routes/privacy-policy.tsx'),
  cookiesPolicy: () => import('./routes/cookies-policy.tsx'),
  notFound: () => import('./routes/not-found.tsx'),
};
