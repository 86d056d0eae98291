import type { ContentDocument, HeroFilm } from '../domain/content/index.ts';
import { HERO_VIDEOS, type HeroVideo } from './media.ts';

/** The films the hero plays: the firm's (`hero.films` of the content document), or today's three (ADR 0036). */
export const heroFilmsOf = (document: Pick<ContentDocument, 'hero'>): readonly HeroVideo[] => document.hero?.films ?? HERO_VIDEOS;

/** Today's three films as the content document holds them: what the studio starts from when the firm sets its first. */
export const defaultHeroFilms = (): HeroFilm[] =>
  HERO_VIDEOS.map((video) => ({
    ...video,
    poster: { ...video.poster, renditions: video.poster.renditions.map((r) => ({ ...r })), alt: { ...video.poster.alt } },
    description: { ...video.description },
  }));
