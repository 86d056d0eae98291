import { useRef, useState } from 'react';
import { precheckFile, type DocumentItem } from '../../domain/cases/index.ts';
import { percentOf } from '../../lib/upload.ts';
import { useUploadDocument } from './api/upload.ts';
import { useCaseCopy } from './use-case-copy.ts';

/** An upload as the page shows it: nothing yet, on its way (percent), received, or refused in words. */
export type SendState =
  | { status: 'idle' }
  | { status: 'sending'; name: string; percent: number }
  | { status: 'sent'; name: string }
  | { status: 'refused'; message: string };

/**
 * Sends one file to the case under `item`: checked first by what the browser knows (size, type), then
 * sent with its progress; the server's refusal (type by its bytes, unsafe PDF, too large) in words.
 */
export function useSendDocument(caseId: string) {
  const { p, errorText, format } = useCaseCopy();
  const { mutateAsync } = useUploadDocument();
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const send = async (file: File, item: DocumentItem) => {
    const refusal = precheckFile(file);
    if (refusal) return setState({ status: 'refused', message: p.upload[refusal](file.name) });
    abort.current = new AbortController();
    setState({ status: 'sending', name: file.name, percent: 0 });
    const result = await mutateAsync({
      caseId,
      item,
      file,
      signal: abort.current.signal,
      onProgress: ({ sent, total }) => setState({ status: 'sending', name: file.name, percent: percentOf(sent, total) }),
    });
    abort.current = null;
    if (result.ok) setState({ status: 'sent', name: result.data.document.name });
    else setState({ status: 'refused', message: p.upload.refused(file.name, errorText(result.code)) });
  };

  return {
    state,
    send: (file: File, item: DocumentItem) => void send(file, item),
    cancel: () => abort.current?.abort(),
    /** The progress as words ("Enviando escritura.pdf: 40 %"). */
    progressText: (s: Extract<SendState, { status: 'sending' }>) => p.upload.sending(s.name, format.percent(s.percent, 0)),
  };
}
