import type { ErasureDone, RetentionRun } from '../../../domain/staff/index.ts';
import { useI18n } from '../../../i18n/index.tsx';
import { STAFF_PATH, apiRequest } from '../../../lib/api-client.ts';
import { apiQuery, useApiMutation, useApiRead } from '../../../lib/server-data.ts';
import { workspaceKeys } from './keys.ts';

/** The retention purge's last run and what it removed. */
export function useRetention() {
  const { lang } = useI18n();
  return useApiRead(apiQuery<RetentionRun>(workspaceKeys.retention(), `${STAFF_PATH}/retention`, lang));
}

/**
 * Right of erasure: a person's requests and account go (the address typed twice). Every request's read
 * and the audit log are read again.
 */
export function useErase() {
  return useApiMutation(
    (body: { email: string; confirmation: string }, lang) =>
      apiRequest<ErasureDone>(`${STAFF_PATH}/erase`, { method: 'POST', body, lang }),
    () => [workspaceKeys.requests(), workspaceKeys.audit()],
  );
}
