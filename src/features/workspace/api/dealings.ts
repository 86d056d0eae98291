import type {
  Advice,
  FirmWaitingList,
  MessageAdded,
  MessageList,
  OfferAction,
  OfferAnswer,
  OfferConditions,
  OwnerReportAnswer,
  StaffOfferList,
  StaffViewingList,
  ViewingAction,
  ViewingAnswer,
} from '../../../domain/cases/index.ts';
import { useI18n } from '../../../i18n/index.tsx';
import { STAFF_PATH, apiRequest } from '../../../lib/api-client.ts';
import { apiQuery, serverData, useApiMutation, useApiRead } from '../../../lib/server-data.ts';
import { workspaceKeys } from './keys.ts';

/** A case's viewings, offers, thread and weekly report as the firm works them (docs/api-cases.md, issue 44). */
const CASES_PATH = `${STAFF_PATH}/cases`;
const casePath = (id: string) => `${CASES_PATH}/${encodeURIComponent(id)}`;
const part = (id: string, ...rest: string[]) => [casePath(id), ...rest.map(encodeURIComponent)].join('/');

/** A write changes the case's page (its timeline), the list's waiting counts and the audit log. */
const afterWrite = () => [workspaceKeys.cases(), workspaceKeys.audit()];

/** A write on an older copy (412 `caseChanged`) reads the case's parts again, so the next try is on the current version. */
async function readAgainIfStale<R extends { ok: boolean; status: number }>(result: Promise<R>): Promise<R> {
  const answer = await result;
  if (!answer.ok && answer.status === 412) await serverData.invalidateQueries({ queryKey: workspaceKeys.cases() });
  return answer;
}

/** `GET /api/staff/cases/waiting`: per case, unanswered messages, feedback not released, offers without advice. */
export function useFirmWaiting() {
  const { lang } = useI18n();
  return useApiRead(apiQuery<FirmWaitingList>(workspaceKeys.waiting(), `${CASES_PATH}/waiting`, lang));
}

/** `GET …/viewings`. */
export function useStaffViewings(caseId: string) {
  const { lang } = useI18n();
  return useApiRead(apiQuery<StaffViewingList>(workspaceKeys.caseViewings(caseId), part(caseId, 'viewings'), lang));
}

export type ViewingProposal = {
  caseId: string;
  startsAt: string;
  durationMinutes: number;
  visitor: { name: string; idNumber?: string };
  note?: string;
};

/** `POST …/viewings`: a slot proposed to the seller. */
export function useProposeViewing() {
  return useApiMutation(
    ({ caseId, ...body }: ViewingProposal, lang) =>
      apiRequest<ViewingAnswer>(part(caseId, 'viewings'), { method: 'POST', body, lang }),
    afterWrite,
  );
}

export type ViewingChange = { caseId: string; viewingId: string; version: number } & (
  { action: Exclude<ViewingAction, 'reschedule'> } | { action: 'reschedule'; startsAt: string; durationMinutes?: number }
);

/** `PATCH …/viewings/:viewingId`: confirm, cancel, done, no-show or a new time (412 when stale). */
export function useChangeViewing() {
  return useApiMutation(
    ({ caseId, viewingId, ...body }: ViewingChange, lang) =>
      readAgainIfStale(apiRequest<ViewingAnswer>(part(caseId, 'viewings', viewingId), { method: 'PATCH', body, lang })),
    afterWrite,
  );
}

export type FeedbackChange = {
  caseId: string;
  viewingId: string;
  version: number;
  said?: string;
  rating?: number | null;
  released?: boolean;
};

/** `PUT …/viewings/:viewingId/feedback`: what the visitor said, the rating, and its release to the seller. */
export function useSaveFeedback() {
  return useApiMutation(
    ({ caseId, viewingId, ...body }: FeedbackChange, lang) =>
      readAgainIfStale(apiRequest<ViewingAnswer>(part(caseId, 'viewings', viewingId, 'feedback'), { method: 'PUT', body, lang })),
    afterWrite,
  );
}

/** `GET …/offers`. */
export function useStaffOffers(caseId: string) {
  const { lang } = useI18n();
  return useApiRead(apiQuery<StaffOfferList>(workspaceKeys.caseOffers(caseId), part(caseId, 'offers'), lang));
}

export type OfferEntry = { caseId: string; amount: number; conditions: OfferConditions; buyerName?: string };

/** `POST …/offers`: an offer received (amount in euros). */
export function useRecordOffer() {
  return useApiMutation(
    ({ caseId, ...body }: OfferEntry, lang) => apiRequest<OfferAnswer>(part(caseId, 'offers'), { method: 'POST', body, lang }),
    afterWrite,
  );
}

/** `POST …/offers/:offerId/counter`: the seller's counter-offer, a new offer in the chain. */
export function useCounterOffer() {
  return useApiMutation(
    ({ caseId, offerId, ...body }: { caseId: string; offerId: string; version: number; amount: number }, lang) =>
      readAgainIfStale(apiRequest<OfferAnswer>(part(caseId, 'offers', offerId, 'counter'), { method: 'POST', body, lang })),
    afterWrite,
  );
}

/** `PATCH …/offers/:offerId`: accept, reject, withdraw, expire. */
export function useChangeOffer() {
  return useApiMutation(
    ({ caseId, offerId, ...body }: { caseId: string; offerId: string; version: number; action: OfferAction }, lang) =>
      readAgainIfStale(apiRequest<OfferAnswer>(part(caseId, 'offers', offerId), { method: 'PATCH', body, lang })),
    afterWrite,
  );
}

/** `PUT …/offers/:offerId/advice`: the firm's advice beside the offer. */
export function useAdviseOffer() {
  return useApiMutation(
    (
      { caseId, offerId, ...body }: { caseId: string; offerId: string; version: number; advice: Advice | null; note: string },
      lang,
    ) => readAgainIfStale(apiRequest<OfferAnswer>(part(caseId, 'offers', offerId, 'advice'), { method: 'PUT', body, lang })),
    afterWrite,
  );
}

/** `GET …/messages`: the thread, oldest first, with read receipts (reading it marks the client's messages read). */
export function useStaffMessages(caseId: string) {
  const { lang } = useI18n();
  return useApiRead(apiQuery<MessageList>(workspaceKeys.caseMessages(caseId), part(caseId, 'messages'), lang));
}

/** `POST …/messages`, with a document of the case attached (uploaded first, through the case's document rules). */
export function useSendStaffMessage() {
  return useApiMutation(
    ({ caseId, ...body }: { caseId: string; body: string; documentId?: string }, lang) =>
      apiRequest<MessageAdded>(part(caseId, 'messages'), { method: 'POST', body, lang }),
    afterWrite,
  );
}

/** `GET …/report`: the next weekly report as it stands (`preview` or `held`). */
export function useReportPreview(caseId: string) {
  const { lang } = useI18n();
  return useApiRead(apiQuery<OwnerReportAnswer>(workspaceKeys.caseReport(caseId), part(caseId, 'report'), lang));
}

/** `PUT …/report`: hold a week's report, or let it go (409 `reportSent` once sent). */
export function useHoldReport() {
  return useApiMutation(
    ({ caseId, ...body }: { caseId: string; week: string; held: boolean }, lang) =>
      apiRequest<OwnerReportAnswer>(part(caseId, 'report'), { method: 'PUT', body, lang }),
    afterWrite,
  );
}
