import type { PortalCaseList } from '../domain/cases/index.ts';
import type { Lang } from '../i18n/languages.ts';
import { PORTAL_PATH } from './api-client.ts';
import { apiQuery } from './server-data.ts';

/**
 * The client's cases, where two features meet: the private area's sidebar shows *Mi operación* once the
 * client has one, and the case file lists and opens them (its API module builds on the path and key here).
 */
export const PORTAL_CASES_PATH = `${PORTAL_PATH}/cases`;

/** Every read of the client's case file begins with this key, so one write can refresh them all. */
export const PORTAL_CASES_KEY = ['portal', 'cases'] as const;

/** `GET /api/portal/cases`: the client's own cases. */
export const portalCaseListQuery = (lang: Lang) =>
  apiQuery<PortalCaseList>([...PORTAL_CASES_KEY, 'list'], PORTAL_CASES_PATH, lang);
