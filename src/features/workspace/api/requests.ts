import type { ExportFormat, InboxPage, RequestPage, RequestStatus } from '../../../domain/staff/index.ts';
import { useI18n } from '../../../i18n/index.tsx';
import { STAFF_PATH, apiRequest } from '../../../lib/api-client.ts';
import { apiQuery, useApiMutation, useApiRead } from '../../../lib/server-data.ts';
import { workspaceKeys } from './keys.ts';

const REQUESTS_PATH = `${STAFF_PATH}/requests`;

/** The inbox's filters as the API names them (InboxQuerySchema: `status`, `kind`, … `q`), those set. */
export type InboxFilterValues = Readonly<Record<string, string>>;

/** A query string of the values given (an unset one is left out). */
const queryOf = (values: Readonly<Record<string, string | null | undefined>>) =>
  new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => !!entry[1])).toString();

/** A page of the inbox, newest first: the filters', after `cursor` (the first page without one). */
export function useInboxPage(filters: InboxFilterValues, cursor: string | null) {
  const { lang } = useI18n();
  const path = `${REQUESTS_PATH}?${queryOf({ ...filters, cursor })}`;
  return useApiRead(apiQuery<InboxPage>(workspaceKeys.inboxPage(filters, cursor), path, lang));
}

/** Where the filtered list downloads as a file (an ordinary link: the answer is an attachment). */
export const inboxExportHref = (format: ExportFormat, filters: InboxFilterValues) =>
  `${STAFF_PATH}/export?${queryOf({ format, ...filters })}`;

/** One request's page (reading it is on the audit log: a change answers the new page instead of reading it again). */
export function useRequestPage(id: string) {
  const { lang } = useI18n();
  return useApiRead(apiQuery<RequestPage>(workspaceKeys.request(id), `${REQUESTS_PATH}/${encodeURIComponent(id)}`, lang));
}

/** A change of a request's status or assignee (null: nobody), or a new private note. */
export type RequestChange =
  { id: string; status: RequestStatus } | { id: string; assigneeId: string | null } | { id: string; note: string };

/**
 * A change to a request: its answer is the request's new page (the page puts it in place of the read);
 * the inbox's pages and the audit log are read again.
 */
export function useChangeRequest() {
  return useApiMutation(
    ({ id, ...change }: RequestChange, lang) => {
      const path = `${REQUESTS_PATH}/${encodeURIComponent(id)}`;
      return 'note' in change
        ? apiRequest<RequestPage>(`${path}/notes`, { method: 'POST', body: { text: change.note }, lang })
        : apiRequest<RequestPage>(path, { method: 'PATCH', body: change, lang });
    },
    () => [workspaceKeys.inbox(), workspaceKeys.audit()],
  );
}
