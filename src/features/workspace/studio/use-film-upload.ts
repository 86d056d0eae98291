import { useEffect, useState } from 'react';
import { filmJobEnded, madeFilm, type FilmJob, type HeroFilm } from '../../../domain/content/index.ts';
import { useApiRead } from '../../../lib/server-data.ts';
import { useUploadProgress } from '../../../lib/use-upload-progress.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { filmJobQuery, useUploadFilm } from '../api/studio.ts';
import type { Update } from './draft.ts';

/** Where a slot's upload is: none (with what was last said), on its way (its bytes in `sending`), or its job followed. */
type Upload = { phase: 'idle'; error?: string; done?: string } | { phase: 'uploading' } | { phase: 'following'; job: FilmJob };

/**
 * A film slot's upload and its job (ADR 0036): `send` uploads a file (its bytes' progress in `sending`),
 * then the job is read every second (`filmJobQuery`) until it ends. What the slot shows is read from the
 * job as it is: the job while it is made (`converting`, for the progress), the refusal or failure in words
 * (`error`), the polite status.
 * `removed` says the slot went back to the site's film.
 */
export function useFilmUpload(slot: number, update: Update<HeroFilm>) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.films;
  const uploadFilm = useUploadFilm();
  const [upload, setUpload] = useState<Upload>({ phase: 'idle' });
  const sending = useUploadProgress();
  const followed = useApiRead(filmJobQuery(upload.phase === 'following' ? upload.job : undefined, copy.lang));

  const job = upload.phase === 'following' ? (followed.data?.job ?? upload.job) : undefined;
  const error =
    upload.phase === 'idle'
      ? upload.error
      : followed.failure
        ? copy.errorText(followed.failure.code)
        : job?.status === 'failed'
          ? copy.errorText(job.error ?? 'filmTranscodeFailed')
          : undefined;
  const made = job?.status === 'done' ? job.film : null;

  // The job's end is news from the server, not state of the slot: the made film goes into the draft,
  // once, and the job is let go (its read stops).
  useEffect(() => {
    if (!made) return;
    update(() => madeFilm(made));
    setUpload({ phase: 'idle', done: text.done });
  }, [made, update, text.done]);

  const converting = !error && job && !filmJobEnded(job) ? job : undefined;
  const status =
    upload.phase === 'uploading'
      ? sending.state.phase === 'processing'
        ? text.checking
        : ''
      : converting?.status === 'queued'
        ? text.queued
        : converting
          ? text.converting(converting.progress)
          : upload.phase === 'idle'
            ? (upload.done ?? '')
            : '';
  return {
    converting,
    error,
    status,
    busy: upload.phase === 'uploading' || converting !== undefined,
    /** The upload's bytes going up, then the server checking them (`status`), before its job is followed. */
    sending,
    send: async (file: File) => {
      setUpload({ phase: 'uploading' });
      const result = await uploadFilm.mutateAsync({ file, slot, ...sending.start() });
      sending.end();
      setUpload(
        result.ok
          ? { phase: 'following', job: result.data.job }
          : sending.cancelled()
            ? { phase: 'idle', done: copy.ui.studio.upload.cancelled }
            : { phase: 'idle', error: copy.errorText(result.code) },
      );
    },
    removed: () => setUpload({ phase: 'idle', done: text.removed }),
    /** A film of the library put in the slot instead of an upload. */
    picked: () => setUpload({ phase: 'idle', done: copy.ui.studio.library.pickedFilm }),
  };
}
