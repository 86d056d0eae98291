import { PORTAL_CASES_KEY } from '../../../lib/cases-api.ts';

/**
 * The client's case file in the page's cache, by key: every read begins with `all()`, so an upload or a
 * claim refreshes the list, the case and the sidebar's *Mi operación* at once.
 */
export const caseKeys = {
  all: () => PORTAL_CASES_KEY,
  list: () => [...PORTAL_CASES_KEY, 'list'] as const,
  case: (id: string) => [...PORTAL_CASES_KEY, 'case', id] as const,
  notices: () => [...PORTAL_CASES_KEY, 'notices'] as const,
  messages: (id: string) => [...PORTAL_CASES_KEY, 'case', id, 'messages'] as const,
  reports: (id: string) => [...PORTAL_CASES_KEY, 'case', id, 'reports'] as const,
  report: (id: string, week: string) => [...PORTAL_CASES_KEY, 'case', id, 'reports', week] as const,
};
