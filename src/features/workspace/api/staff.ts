import type { StaffList, StaffMe } from '../../../domain/staff/index.ts';
import { useI18n } from '../../../i18n/index.tsx';
import { STAFF_PATH } from '../../../lib/api-client.ts';
import { apiQuery, useApiRead } from '../../../lib/server-data.ts';
import { workspaceKeys } from './keys.ts';

/**
 * Who is signed in (a staff member whose session proved the second factor; the failure's code says what
 * is missing), asked once `enabled` (the page knows its address and it holds no invitation).
 */
export function useStaffMe({ enabled }: { enabled: boolean }) {
  const { lang } = useI18n();
  return useApiRead({ ...apiQuery<StaffMe>(workspaceKeys.me(), `${STAFF_PATH}/me`, lang), enabled });
}

/** The team, for the assignee lists. */
export function useTeam() {
  const { lang } = useI18n();
  return useApiRead(apiQuery<StaffList>(workspaceKeys.team(), `${STAFF_PATH}/staff`, lang));
}

/** The team's names by id (an assignment's detail names the assignee). */
export function useStaffNames(): ReadonlyMap<string, string> {
  const team = useTeam();
  return new Map((team.data?.staff ?? []).map((s) => [s.id, s.name]));
}
