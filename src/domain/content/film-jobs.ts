import type { HeroFilm } from './content-document.ts';

/**
 * A studio film job as the database keeps it (migration 0017, ADR 0036): its status, the code of its
 * failure, and the made film's reference once done. The studio writes them; the database layer types its
 * columns with them.
 */
export const FILM_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type FilmJobStatus = (typeof FILM_JOB_STATUSES)[number];
export type FilmJobError = 'filmTranscodeFailed' | 'filmUnreadable' | 'filmTooShort';

/** A made film as the content document references it, before staff give it its id and words. */
export type FilmReference = Pick<HeroFilm, 'width' | 'height' | 'durationS' | 'webm' | 'mp4'> & {
  poster: Omit<HeroFilm['poster'], 'alt'>;
};
