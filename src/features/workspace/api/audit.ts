import type { AuditPage } from '../../../domain/staff/index.ts';
import { useI18n } from '../../../i18n/index.tsx';
import { STAFF_PATH } from '../../../lib/api-client.ts';
import { apiQuery, useApiRead } from '../../../lib/server-data.ts';
import { workspaceKeys } from './keys.ts';

/** A page of the audit log, newest first: the latest, or the one before an entry's id. */
export function useAuditPage(before: string | null) {
  const { lang } = useI18n();
  const path = `${STAFF_PATH}/audit${before ? `?${new URLSearchParams({ before })}` : ''}`;
  return useApiRead(apiQuery<AuditPage>(workspaceKeys.auditPage(before), path, lang));
}
