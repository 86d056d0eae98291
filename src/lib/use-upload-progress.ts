import { useRef, useState } from 'react';
import { allSent, percentOf, type UploadProgress } from './upload.ts';

/**
 * Where one upload is: none on its way, its bytes going up (whole percent), or every byte sent and the
 * server at work on them (`processing`) until it answers.
 */
export type UploadState = { phase: 'idle' } | { phase: 'sending'; percent: number } | { phase: 'processing' };

const IDLE: UploadState = { phase: 'idle' };
const PROCESSING: UploadState = { phase: 'processing' };

/**
 * An upload's progress for the component that shows it: `start` gives what `uploadFile` reports to and is
 * cancelled by, `end` says its answer came, `cancel` aborts it (its answer is then a failure with status 0,
 * and `cancelled()` tells it from a lost connection).
 */
export function useUploadProgress() {
  const [state, setState] = useState<UploadState>(IDLE);
  const abort = useRef<AbortController | null>(null);
  return {
    state,
    start: () => {
      const controller = new AbortController();
      abort.current = controller;
      setState({ phase: 'sending', percent: 0 });
      return {
        signal: controller.signal,
        onProgress: (progress: UploadProgress) =>
          setState(allSent(progress) ? PROCESSING : { phase: 'sending', percent: percentOf(progress.sent, progress.total) }),
      };
    },
    end: () => setState(IDLE),
    cancel: () => abort.current?.abort(),
    /** Whether the last upload started ended because it was cancelled. */
    cancelled: () => abort.current?.signal.aborted ?? false,
  };
}

export type UploadTracker = ReturnType<typeof useUploadProgress>;
