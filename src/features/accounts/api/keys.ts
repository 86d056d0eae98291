import { SCENARIOS_KEY } from '../../../lib/scenarios-api.ts';

/**
 * The private area's reads in the page's cache, by key (TanStack Query's): a write invalidates what it
 * changes. The saved scenarios' key is shared with the calculators, which save them.
 */
export const portalKeys = {
  all: ['portal'] as const,
  profile: () => [...portalKeys.all, 'profile'] as const,
  sessions: () => [...portalKeys.all, 'sessions'] as const,
  requests: () => [...portalKeys.all, 'requests'] as const,
  scenarios: () => SCENARIOS_KEY,
  property: () => [...portalKeys.all, 'property'] as const,
  search: () => [...portalKeys.all, 'search'] as const,
  /** The account's passkeys (read from the accounts API, kept with the rest of the account's data). */
  passkeys: () => [...portalKeys.all, 'passkeys'] as const,
};
