/**
 * A film uploaded for a slot of the hero goes into that slot of the draft when its job ends, on the
 * server (migration 0028, ADR 0045): she may have left the studio during the minute it takes. The draft's
 * tag is left as it is, so a studio still open saves on without a refusal; a save made on a draft older
 * than the film's arrival keeps the film (`keepArrivedFilms`), unless it already holds it.
 */
import { defaultHeroFilms } from '../../src/content/hero-films.ts';
import { madeFilm, type ContentDocument, type FilmReference } from '../../src/domain/content/index.ts';
import type { Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { DRAFT_ID } from './content-store.ts';

/** `document` with `film` in the hero's slot `slot` (the site's films around it until the firm set its own). */
export function withFilmInSlot(document: ContentDocument, slot: number, film: FilmReference): ContentDocument {
  const films = [...(document.hero?.films ?? defaultHeroFilms())];
  if (slot >= films.length) return document;
  // Kept as it is when the slot already holds this film: its alt text and description are hers.
  if (films[slot]!.webm === film.webm) return document;
  films[slot] = madeFilm(film);
  return { ...document, hero: { ...document.hero, films } };
}

/** Puts a made film in its slot of the draft, the draft locked meanwhile (run in the job's transaction). */
export async function placeFilm(tx: Queryable, slot: number, film: FilmReference): Promise<void> {
  const q = kyselyOf(tx);
  const draft = await q.selectFrom('content_drafts').select('document').where('id', '=', DRAFT_ID).forUpdate().executeTakeFirst();
  if (!draft) return;
  const document = withFilmInSlot(draft.document, slot, film);
  if (document === draft.document) return;
  await q
    .updateTable('content_drafts')
    .set({ document: JSON.stringify(document) })
    .where('id', '=', DRAFT_ID)
    .execute();
}

/** The films put in their slots since `since` (the save the incoming draft was made on), oldest first. */
export async function filmsArrivedSince(db: Queryable, since: Date): Promise<{ slot: number; film: FilmReference }[]> {
  const rows = await kyselyOf(db)
    .selectFrom('content_media_jobs')
    .select(['slot', 'result'])
    .where('status', '=', 'done')
    .where('slot', 'is not', null)
    .where('finished_at', '>', since)
    .orderBy('finished_at')
    .execute();
  return rows.flatMap((row) => (row.slot !== null && row.result ? [{ slot: row.slot, film: row.result }] : []));
}

/** `document` with every film that arrived after the save it was made on, in its slot. */
export async function keepArrivedFilms(db: Queryable, document: ContentDocument, since: Date): Promise<ContentDocument> {
  const arrived = await filmsArrivedSince(db, since);
  return arrived.reduce((doc, { slot, film }) => withFilmInSlot(doc, slot, film), document);
}
