import type {
  CaseHold,
  CaseSide,
  CaseStatus,
  DocumentAdded,
  DocumentItem,
  MilestoneAdd,
  MilestoneAnswer,
  MilestoneState,
  StaffCaseAnswer,
  StaffCaseList,
  Visibility,
} from '../../../domain/cases/index.ts';
import { useI18n } from '../../../i18n/index.tsx';
import { STAFF_PATH, apiRequest } from '../../../lib/api-client.ts';
import { apiQuery, serverData, useApiMutation, useApiRead } from '../../../lib/server-data.ts';
import { uploadFile, type UploadProgress } from '../../../lib/upload.ts';
import { workspaceKeys } from './keys.ts';

/** The case file's workspace API (docs/api-cases.md): `/api/staff/cases…`, and a request's `…/case`. */
const CASES_PATH = `${STAFF_PATH}/cases`;
const casePath = (id: string) => `${CASES_PATH}/${encodeURIComponent(id)}`;

/** The list's filters as the API names them (CaseListQuerySchema: `side`, `status`, `assigned`, `overdue`), those set. */
export type CaseFilterValues = Readonly<Record<string, string>>;
export const CASE_FILTER_KEYS = ['side', 'status', 'assigned', 'overdue'] as const;

/** `GET /api/staff/cases`: newest first, filtered. */
export function useStaffCases(filters: CaseFilterValues) {
  const { lang } = useI18n();
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== '')).toString();
  return useApiRead(apiQuery<StaffCaseList>(workspaceKeys.caseList(filters), `${CASES_PATH}${query ? `?${query}` : ''}`, lang));
}

/** `GET /api/staff/cases/:id`: the case with everything in it, firm-only parts too. */
export function useStaffCase(id: string) {
  const { lang } = useI18n();
  return useApiRead(apiQuery<StaffCaseAnswer>(workspaceKeys.case(id), casePath(id), lang));
}

/** Where a document downloads (staff with their second factor; each download on the audit log). */
export const staffDocumentHref = (caseId: string, documentId: string) =>
  `${casePath(caseId)}/documents/${encodeURIComponent(documentId)}`;

/** Every write reads the case's list pages and the case again, and the audit log that records it. */
const afterWrite = () => [workspaceKeys.cases(), workspaceKeys.audit()];

/**
 * A write made on an older copy (412 `caseChanged`) reads the case again, so the page shows the current
 * version and the next save is made on it.
 */
async function readAgainIfStale<R extends { ok: boolean; status: number }>(caseId: string, result: Promise<R>): Promise<R> {
  const answer = await result;
  if (!answer.ok && answer.status === 412) await serverData.invalidateQueries({ queryKey: workspaceKeys.case(caseId) });
  return answer;
}

/** `POST /api/staff/requests/:id/case`: opens the request's case (409 `caseExists` when it has one). */
export function useOpenCase() {
  return useApiMutation(
    ({ requestId, side }: { requestId: string; side: CaseSide }, lang) =>
      apiRequest<StaffCaseAnswer>(`${STAFF_PATH}/requests/${encodeURIComponent(requestId)}/case`, {
        method: 'POST',
        body: { side },
        lang,
      }),
    // The request's page names its case from now on.
    ({ requestId }) => [...afterWrite(), workspaceKeys.request(requestId)],
  );
}

export type CaseChange = { id: string; version: number; status?: CaseStatus; assigneeId?: string | null };

/** `PATCH /api/staff/cases/:id`: status or assignee, on the version read (412 `caseChanged` when stale). */
export function useChangeCase() {
  return useApiMutation(
    ({ id, ...body }: CaseChange, lang) =>
      readAgainIfStale(id, apiRequest<StaffCaseAnswer>(casePath(id), { method: 'PATCH', body, lang })),
    afterWrite,
  );
}

/** `PUT /api/staff/cases/:id/hold`: put the case under legal hold, or lift it (ADR 0051). */
export function useCaseHold() {
  return useApiMutation(
    ({ id, hold }: { id: string; hold: boolean }, lang) =>
      apiRequest<StaffCaseAnswer>(`${casePath(id)}/hold`, { method: 'PUT', body: { hold } satisfies CaseHold, lang }),
    afterWrite,
  );
}

export type MilestoneChange = {
  caseId: string;
  key: string;
  version: number;
  state?: MilestoneState;
  dueOn?: string | null;
  clientNote?: string;
  firmNote?: string;
};

/** `PATCH /api/staff/cases/:id/milestones/:key`: a step's state, date and notes (412 when stale). */
export function useChangeMilestone() {
  return useApiMutation(
    ({ caseId, key, ...body }: MilestoneChange, lang) =>
      readAgainIfStale(
        caseId,
        apiRequest<MilestoneAnswer>(`${casePath(caseId)}/milestones/${encodeURIComponent(key)}`, { method: 'PATCH', body, lang }),
      ),
    afterWrite,
  );
}

/** `POST /api/staff/cases/:id/milestones`: a step of the firm's own. */
export function useAddMilestone() {
  return useApiMutation(
    ({ caseId, ...body }: { caseId: string } & MilestoneAdd, lang) =>
      apiRequest<MilestoneAnswer>(`${casePath(caseId)}/milestones`, { method: 'POST', body, lang }),
    afterWrite,
  );
}

export type StaffUpload = {
  caseId: string;
  item: DocumentItem;
  visibility: Visibility;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** `POST /api/staff/cases/:id/documents?item=&name=&visibility=`, the file as the body, with its progress. */
export function useStaffUpload() {
  return useApiMutation(({ caseId, item, visibility, file, onProgress, signal }: StaffUpload, lang) => {
    const query = new URLSearchParams({ item, name: file.name || item, visibility });
    return uploadFile<DocumentAdded>(`${casePath(caseId)}/documents?${query}`, file, { lang, onProgress, signal });
  }, afterWrite);
}
