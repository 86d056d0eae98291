import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { madeFilm, type HeroFilm } from '../../../domain/content/index.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { Bilingual } from './bilingual-field.tsx';
import { fieldOf, pairOf, type Update } from './draft.ts';
import { FileUpload } from './file-upload.tsx';
import { LibraryChooser } from './library-dialog.tsx';
import { SendingProgress } from './sending-progress.tsx';
import { useFilmUpload } from './use-film-upload.ts';

/** Shown size of the poster's preview, in CSS pixels (16:9). */
const PREVIEW_WIDTH_PX = 192;
const PREVIEW_HEIGHT_PX = 108;
/** What the file picker offers; the server checks the bytes whatever is picked. */
const ACCEPTED = 'video/mp4,video/quicktime,video/webm,video/x-matroska,.mp4,.mov,.m4v,.webm,.mkv';

/** The site's own films live under `/media/hero/`; an uploaded one is served from `/media/c/`. */
const isBuiltInFilm = (film: Pick<HeroFilm, 'webm'>) => film.webm.startsWith('/media/hero/');

/**
 * One of the hero's film slots in the studio (ADR 0036): upload a film (the server checks it and queues a
 * job that makes the WebM, the MP4 and the poster), its bytes' progress as they go up, then its job read
 * every second (`useFilmUpload`) into a `<progress>` with a polite status, a refusal or failure announced
 * in the field's error; the poster previewed; the description and the poster's alt text in Spanish and
 * English side by side; back to the site's film.
 */
export function FilmField({
  slot,
  film,
  update,
  reset,
  others,
}: {
  /** 0, 1 or 2. */
  slot: number;
  film: HeroFilm;
  /** The slot's film, on the latest draft (a job ends after other edits were made). */
  update: Update<HeroFilm>;
  /** Puts the site's own film back in this slot. */
  reset: () => void;
  /** The films of the other slots, by slot: a film cannot be chosen for two. */
  others: ReadonlyArray<{ slot: number; webm: string }>;
}) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.films;
  const progressId = useId();
  const { sending, converting, error, status, busy, send, removed, picked } = useFilmUpload(slot, update);
  const builtIn = isBuiltInFilm(film);
  const preview = film.poster.renditions[0];
  const poster = fieldOf(update, 'poster');
  const name = `hero.films.${slot}`;
  const alsoNamed = `hero.films.${film.id}`;
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
            error={error}
            accept={ACCEPTED}
            disabled={busy}
            onFile={(file) => void send(file)}
          />
          <LibraryChooser
            kind="film"
            disabled={busy}
            unavailable={(item) => {
              const inSlot = others.find((other) => other.webm === item.film?.webm);
              return inSlot ? copy.ui.studio.library.dialog.inSlot(inSlot.slot + 1) : undefined;
            }}
            onPick={(item) => {
              if (!item.film) return;
              // Its words are the slot's to write: a film chosen again starts without them, as an upload does.
              update(() => madeFilm(item.film!));
              picked();
            }}
          />
          <SendingProgress upload={sending} label={copy.ui.studio.upload.filmLabel} />
          {converting ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={progressId} className="text-sm text-ink">
                {text.progressLabel}
              </label>
              <progress id={progressId} max={100} value={converting.progress} className="h-2 w-full max-w-sm accent-ink">
                {converting.progress} %
              </progress>
            </div>
          ) : null}
        </div>
      </div>
      <p role="status" className="text-sm text-ink empty:hidden">
        {error ? '' : status}
      </p>
      {builtIn ? null : (
        <>
          <Bilingual
            label={text.posterAlt}
            name={(lang) => `${name}.poster.alt.${lang}`}
            alsoNamed={(lang) => `${alsoNamed}.poster.alt.${lang}`}
            value={(lang) => film.poster.alt[lang]}
            onChange={pairOf(fieldOf(poster, 'alt'))}
          />
          <Bilingual
            label={text.description}
            name={(lang) => `${name}.description.${lang}`}
            alsoNamed={(lang) => `${alsoNamed}.description.${lang}`}
            value={(lang) => film.description[lang]}
            onChange={pairOf(fieldOf(update, 'description'))}
            multiline
          />
          <Button
            size="sm"
            variant="outline"
            className="self-start"
            disabled={busy}
            onClick={() => {
              reset();
              removed();
            }}
          >
            {text.remove}
          </Button>
        </>
      )}
    </fieldset>
  );
}
