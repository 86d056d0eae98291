import { useEffect } from 'react';
import type { CaseClaimed, NoticeSettings, PortalCaseAnswer } from '../../../domain/cases/index.ts';
import type { NoticeFrequency } from '../../../domain/cases/index.ts';
import { useI18n } from '../../../i18n/index.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { PORTAL_CASES_PATH, portalCaseListQuery } from '../../../lib/cases-api.ts';
import { signInPathFor } from '../../../lib/next-path.ts';
import { useRouter } from '../../../lib/router.tsx';
import { apiQuery, useApiMutation, useApiRead, type Read, type ReadOptions } from '../../../lib/server-data.ts';
import { sessionStore } from '../../../lib/session.ts';
import { caseKeys } from './keys.ts';

const casePath = (id: string) => `${PORTAL_CASES_PATH}/${encodeURIComponent(id)}`;

/** A read of the case file; a session that has ended sends the client to sign in, and back here after. */
function useCaseRead<T>(options: ReadOptions<T>): Read<T> {
  const read = useApiRead(options);
  const { lang } = useI18n();
  const { pathname, navigate } = useRouter();
  const ended = read.status === 'failed' && read.failure.status === 401;
  useEffect(() => {
    if (!ended) return;
    sessionStore.set(null);
    navigate(signInPathFor(pathname, lang), { replace: true });
  }, [ended, pathname, lang, navigate]);
  return read;
}

/** `GET /api/portal/cases`: the client's cases. */
export function useCaseList() {
  const { lang } = useI18n();
  return useCaseRead(portalCaseListQuery(lang));
}

/** `GET /api/portal/cases/:id`: one case with its steps, checklist, documents and timeline (404: not this client's). */
export function useCase(id: string) {
  const { lang } = useI18n();
  return useCaseRead(apiQuery<PortalCaseAnswer>(caseKeys.case(id), casePath(id), lang));
}

/** Where a document downloads: an ordinary link, as the answer is an attachment sent only with the session. */
export const documentHref = (caseId: string, documentId: string) =>
  `${casePath(caseId)}/documents/${encodeURIComponent(documentId)}`;

/** `POST /api/portal/cases/claim`: an invitation's token attaches its case to this account; every case read is read again. */
export function useClaimCase() {
  return useApiMutation(
    (token: string, lang) => apiRequest<CaseClaimed>(`${PORTAL_CASES_PATH}/claim`, { method: 'POST', body: { token }, lang }),
    () => [caseKeys.all()],
  );
}

/** `GET /api/portal/cases/notices`: when the client hears of news by e-mail. */
export function useNotices() {
  const { lang } = useI18n();
  return useCaseRead(apiQuery<NoticeSettings>(caseKeys.notices(), `${PORTAL_CASES_PATH}/notices`, lang));
}

/** `PUT /api/portal/cases/notices`. */
export function useSetNotices() {
  return useApiMutation(
    (frequency: NoticeFrequency, lang) =>
      apiRequest<NoticeSettings>(`${PORTAL_CASES_PATH}/notices`, { method: 'PUT', body: { frequency }, lang }),
    () => [caseKeys.notices()],
  );
}
