import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import type { HeroFilm } from '../../domain/content/index.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { Bilingual } from './bilingual-field.tsx';
import { FileUpload } from './file-upload.tsx';
import { CONTENT_FILMS_PATH } from './studio-api-paths.ts';
import type { WorkspaceCopy } from './use-workspace-copy.ts';

type Path = readonly (string | number)[];

/** A film's job as the server answers it (`server/studio/film-jobs.ts`). */
type FilmJob = {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  error: string | null;
  /** The made film, once done. */
  film: (Omit<HeroFilm, 'id' | 'description' | 'poster'> & { poster: Omit<HeroFilm['poster'], 'alt'> }) | null;
};

/** How often the studio asks how a film's job is going. */
export const FILM_POLL_MS = 1_000;
/** Shown size of the poster's preview, in CSS pixels (16:9). */
const PREVIEW_WIDTH_PX = 192;
const PREVIEW_HEIGHT_PX = 108;
/** What the file picker offers; the server checks the bytes whatever is picked. */
const ACCEPTED = 'video/mp4,video/quicktime,video/webm,video/x-matroska,.mp4,.mov,.m4v,.webm,.mkv';

/** The site's own films live under `/media/hero/`; an uploaded one is served from `/media/c/`. */
export const isBuiltInFilm = (film: Pick<HeroFilm, 'webm'>) => film.webm.startsWith('/media/hero/');

type State = { phase: 'idle' | 'uploading' | 'queued' | 'running' | 'done'; progress: number; error?: string; done?: string };

/**
 * One of the hero's film slots in the content studio (ADR 0036): upload a film (the server checks it and
 * queues a job that makes the WebM, the MP4 and the poster), its progress polled every second and shown in
 * a `<progress>` with a polite status, a refusal or failure announced in the field's error; the poster
 * previewed; the description and the poster's alt text in Spanish and English side by side; back to the
 * site's film.
 */
export function FilmField({
  slot,
  film,
  path,
  namedPath,
  replace,
  reset,
  edit,
  errorOf,
  copy,
}: {
  /** 0, 1 or 2. */
  slot: number;
  film: HeroFilm;
  /** Where the film lives in the document (`['hero', 'films', 1]`). */
  path: Path;
  /** The same place named by the film's id, as a missing translation is named (`hero.films.<id>`). */
  namedPath: string;
  /** Puts a made film in this slot. */
  replace: (film: HeroFilm) => void;
  /** Puts the site's own film back in this slot. */
  reset: () => void;
  edit: (path: Path, value: unknown) => void;
  errorOf: (...paths: string[]) => string | undefined;
  copy: WorkspaceCopy;
}) {
  const text = copy.ui.content.films;
  const progressId = useId();
  const [state, setState] = useState<State>({ phase: 'idle', progress: 0 });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  function fail(code: string) {
    setState({ phase: 'idle', progress: 0, error: copy.errorText(code) });
  }

  function follow(job: FilmJob) {
    if (!mounted.current) return;
    if (job.status === 'failed') return fail(job.error ?? 'filmTranscodeFailed');
    if (job.status === 'done' && job.film) {
      const made = job.film;
      replace({
        ...made,
        // Named by its WebM's hash: the same film in two slots is the same entry (refused as a duplicate).
        id: `film-${made.webm.slice('/media/c/'.length, '/media/c/'.length + 12)}`,
        poster: { ...made.poster, alt: { es: '', en: '' } },
        description: { es: '', en: '' },
      });
      return setState({ phase: 'done', progress: 100, done: text.done });
    }
    setState({ phase: job.status, progress: job.progress });
    timer.current = setTimeout(() => void poll(job.id), FILM_POLL_MS);
  }

  async function poll(id: string) {
    const result = await apiRequest<{ job: FilmJob }>(`${CONTENT_FILMS_PATH}/${id}`, { lang: copy.lang });
    if (!mounted.current) return;
    if (!result.ok) return fail(result.code);
    follow(result.data.job);
  }

  async function upload(file: File) {
    clearTimeout(timer.current);
    setState({ phase: 'uploading', progress: 0 });
    const result = await apiRequest<{ job: FilmJob }>(CONTENT_FILMS_PATH, { method: 'POST', body: file, lang: copy.lang });
    if (!result.ok) return fail(result.code);
    follow(result.data.job);
  }

  const busy = state.phase === 'uploading' || state.phase === 'queued' || state.phase === 'running';
  const status =
    state.phase === 'uploading'
      ? text.uploading
      : state.phase === 'queued'
        ? text.queued
        : state.phase === 'running'
          ? text.converting(state.progress)
          : (state.done ?? '');
  const builtIn = isBuiltInFilm(film);
  const preview = film.poster.renditions[0];
  return (
    <fieldset className="flex flex-col gap-4 border border-stone-300 bg-white p-4" data-testid={`hero-film-${slot}`}>
      <legend className="px-1 text-sm font-semibold text-ink">{text.slotLegend(slot + 1)}</legend>
      <div className="flex flex-wrap items-start gap-4">
        {preview ? (
          <img
            src={preview.webp}
            width={PREVIEW_WIDTH_PX}
            height={PREVIEW_HEIGHT_PX}
            alt={film.poster.alt[copy.lang] || text.poster}
            className="border border-stone-300 bg-stone-100 object-cover"
          />
        ) : null}
        <div className="flex grow flex-col gap-2">
          {builtIn ? <p className="text-sm text-ink-muted">{text.builtIn}</p> : null}
          <FileUpload
            label={builtIn ? text.choose : text.replace}
            hint={text.hint}
            error={state.error}
            accept={ACCEPTED}
            disabled={busy}
            onFile={(file) => void upload(file)}
          />
          {state.phase === 'queued' || state.phase === 'running' ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={progressId} className="text-sm text-ink">
                {text.progressLabel}
              </label>
              <progress id={progressId} max={100} value={state.progress} className="h-2 w-full max-w-sm accent-ink">
                {state.progress} %
              </progress>
            </div>
          ) : null}
        </div>
      </div>
      <p role="status" className="text-sm text-ink empty:hidden">
        {state.error ? '' : status}
      </p>
      {builtIn ? null : (
        <>
          <Bilingual
            label={text.posterAlt}
            path={(lang) => [...path, 'poster', 'alt', lang]}
            altPath={(lang) => `${namedPath}.poster.alt.${lang}`}
            value={(lang) => film.poster.alt[lang]}
            edit={edit}
            errorOf={errorOf}
            copy={copy}
          />
          <Bilingual
            label={text.description}
            path={(lang) => [...path, 'description', lang]}
            altPath={(lang) => `${namedPath}.description.${lang}`}
            value={(lang) => film.description[lang]}
            edit={edit}
            errorOf={errorOf}
            copy={copy}
            multiline
          />
          <Button
            size="sm"
            variant="outline"
            className="self-start"
            disabled={busy}
            onClick={() => {
              reset();
              setState({ phase: 'idle', progress: 0, done: text.removed });
            }}
          >
            {text.remove}
          </Button>
        </>
      )}
    </fieldset>
  );
}
