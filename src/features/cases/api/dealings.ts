import type {
  CalendarLink,
  ClientViewingAnswer,
  MessageAdded,
  MessageList,
  OwnerReportAnswer,
  OwnerReportList,
  SlotAnswer,
} from '../../../domain/cases/index.ts';
import { useI18n } from '../../../i18n/index.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { PORTAL_CASES_PATH } from '../../../lib/cases-api.ts';
import { apiQuery, useApiMutation, useApiRead } from '../../../lib/server-data.ts';
import { caseKeys } from './keys.ts';

/** Viewings, messages and the calendar link of the client's case (issue 44). */

const casePath = (id: string) => `${PORTAL_CASES_PATH}/${encodeURIComponent(id)}`;
const CALENDAR_PATH = '/api/portal/calendar';

/** `POST …/viewings/:viewingId/answer`: the seller accepts or declines a proposed slot; the case is read again. */
export function useAnswerSlot(caseId: string) {
  return useApiMutation(
    (input: { viewingId: string; version: number; answer: SlotAnswer }, lang) =>
      apiRequest<ClientViewingAnswer>(`${casePath(caseId)}/viewings/${encodeURIComponent(input.viewingId)}/answer`, {
        method: 'POST',
        body: { version: input.version, answer: input.answer },
        lang,
      }),
    () => [caseKeys.case(caseId)],
  );
}

/** `GET …/messages`: the thread, oldest first. */
export function useMessages(caseId: string) {
  const { lang } = useI18n();
  return useApiRead(apiQuery<MessageList>(caseKeys.messages(caseId), `${casePath(caseId)}/messages`, lang));
}

/** `POST …/messages`, with one of the case's documents attached (uploaded first, through its document rules). */
export function usePostMessage(caseId: string) {
  return useApiMutation(
    (input: { body: string; documentId?: string }, lang) =>
      apiRequest<MessageAdded>(`${casePath(caseId)}/messages`, { method: 'POST', body: input, lang }),
    () => [caseKeys.messages(caseId), caseKeys.case(caseId)],
  );
}

/** `GET /api/portal/calendar`: the private feed link (opened on first use), shown when asked for. */
export function useCalendarLink() {
  return useApiMutation(
    (_: void, lang) => apiRequest<CalendarLink>(CALENDAR_PATH, { method: 'GET', lang }),
    () => [],
  );
}

/** `POST /api/portal/calendar`: a new feed link; the previous one stops working. */
export function useReplaceCalendar() {
  return useApiMutation(
    (_: void, lang) => apiRequest<CalendarLink>(CALENDAR_PATH, { method: 'POST', lang }),
    () => [],
  );
}

/** `DELETE /api/portal/calendar`. */
export function useRevokeCalendar() {
  return useApiMutation(
    (_: void, lang) => apiRequest<null>(CALENDAR_PATH, { method: 'DELETE', lang }),
    () => [],
  );
}

/** `GET …/reports`: the weekly reports sent on a seller's case, newest first. */
export function useReports(caseId: string) {
  const { lang } = useI18n();
  return useApiRead(apiQuery<OwnerReportList>(caseKeys.reports(caseId), `${casePath(caseId)}/reports`, lang));
}

/** `GET …/reports/:week`: one report exactly as it was sent (another client's case: 404). */
export function useReport(caseId: string, week: string) {
  const { lang } = useI18n();
  return useApiRead(
    apiQuery<OwnerReportAnswer>(caseKeys.report(caseId, week), `${casePath(caseId)}/reports/${encodeURIComponent(week)}`, lang),
  );
}
