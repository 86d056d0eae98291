import type { DocumentAdded, DocumentItem } from '../../../domain/cases/index.ts';
import { PORTAL_CASES_PATH } from '../../../lib/cases-api.ts';
import { useApiMutation } from '../../../lib/server-data.ts';
import { uploadFile, type UploadProgress } from '../../../lib/upload.ts';
import { caseKeys } from './keys.ts';

export type CaseUpload = {
  caseId: string;
  item: DocumentItem;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/**
 * `POST /api/portal/cases/:id/documents?item=&name=` with the file as the body, its progress reported as
 * it goes; once received, the case (checklist, documents, timeline) and the list are read again.
 */
export function useUploadDocument() {
  return useApiMutation(
    ({ caseId, item, file, onProgress, signal }: CaseUpload, lang) => {
      const query = new URLSearchParams({ item, name: file.name || item });
      const path = `${PORTAL_CASES_PATH}/${encodeURIComponent(caseId)}/documents?${query}`;
      return uploadFile<DocumentAdded>(path, file, { lang, onProgress, signal });
    },
    () => [caseKeys.all()],
  );
}
