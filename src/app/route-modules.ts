import type { ComponentType } from 'react';
import type { RouteId } from '../config/routes.ts';

export type PageModule = { default: ComponentType };

/** One code-split module per page; the client loads the current one before hydrating. */
export const ROUTE_MODULES: Record<RouteId | 'notFound', () => Promise<PageModule>> = {
  home: () => import('./routes/home.tsx'),
  legalNotice: () => import('./routes/legal-notice.tsx'),
  privacyPolicy: () => import('./routes/privacy-policy.tsx'),
  cookiesPolicy: () => import('./routes/cookies-policy.tsx'),
  signIn: () => import('./routes/sign-in.tsx'),
  signUp: () => import('./routes/sign-up.tsx'),
  forgotPassword: () => import('./routes/forgot-password.tsx'),
  resetPassword: () => import('./routes/reset-password.tsx'),
  portal: () => import('./routes/portal.tsx'),
  portalRequests: () => import('./routes/portal-requests.tsx'),
  portalScenarios: () => import('./routes/portal-scenarios.tsx'),
  portalSearch: () => import('./routes/portal-search.tsx'),
  portalProperty: () => import('./routes/portal-property.tsx'),
  portalCases: () => import('./routes/portal-cases.tsx'),
  portalAccount: () => import('./routes/portal-account.tsx'),
  calculators: () => import('./routes/calculators.tsx'),
  valuationCalculator: () => import('./routes/valuation-calculator.tsx'),
  capitalGainsCalculator: () => import('./routes/capital-gains-calculator.tsx'),
  renovationCalculator: () => import('./routes/renovation-calculator.tsx'),
  investmentCalculator: () => import('./routes/investment-calculator.tsx'),
  compoundInterestCalculator: () => import('./routes/compound-interest-calculator.tsx'),
  detailedRequest: () => import('./routes/detailed-request.tsx'),
  workspace: () => import('./routes/workspace.tsx'),
  notFound: () => import('./routes/not-found.tsx'),
};
