import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../i18n/index.tsx';
import { portalCaseListQuery } from '../../../lib/cases-api.ts';
import { serverData } from '../../../lib/server-data.ts';

/**
 * Whether the signed-in client has a case (the sidebar's *Mi operación*): the case file's own list read,
 * so its page finds it in the cache. A failed read (an older server, the session ending) reads as none.
 */
export function useHasCase(signedIn: boolean): boolean {
  const { lang } = useI18n();
  const read = useQuery({ ...portalCaseListQuery(lang), enabled: signedIn }, serverData);
  return (read.data?.cases.length ?? 0) > 0;
}
