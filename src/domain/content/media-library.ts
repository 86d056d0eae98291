import type { ItemKind } from './changes.ts';
import type { ContentDocument, ContentImage, HeroFilm } from './content-document.ts';
import type { FilmReference } from './film-jobs.ts';

/**
 * The studio's media library (issue 40, ADR 0058): every upload, an image (its source and every crop cut
 * from it) or a film (its WebM, MP4 and poster), named by the hash of its main file; where the draft and
 * the published version use it, item by item; and what else keeps it (a version, a kept draft, a
 * publication waiting), since an upload is removed only when nothing could show it again.
 */
export type MediaKind = 'image' | 'film';

/** An item that uses an upload, as the studio names items (`case:atico-almagro`), by its Spanish name. */
export type MediaUse = { kind: ItemKind; id: string; name: string };

/** What uses an upload: the draft's and the published version's items, and whatever else keeps it. */
export type MediaUsage = {
  draft: MediaUse[];
  published: MediaUse[];
  /** The publication waiting for its time names it. */
  scheduled: boolean;
  /** Earlier versions naming it (a restore may bring it back), newest first; the published one aside. */
  versions: number[];
  /** Kept drafts naming it (taking one back may bring it back), newest first. */
  keptDrafts: number[];
};

export type LibraryItem = {
  /** The sha256 of its main file: the id the library's routes take. */
  id: string;
  kind: MediaKind;
  /** Its main file: an image's source, which any slot cuts its own crop from; a film's WebM. */
  path: string;
  /** Its smallest WebP picture (a crop, a film's poster): what the library shows. */
  thumbnail: string;
  width: number;
  height: number;
  /** Every file it made, together, in bytes. */
  bytes: number;
  uploadedAt: string;
  /** Who uploaded it, by name (an account since removed: nobody). */
  uploadedBy: string | null;
  /** A film as a slot takes it; null for an image. */
  film: FilmReference | null;
  usage: MediaUsage;
};

/** `GET /api/staff/content/media`: the uploads, newest first. */
export type MediaLibrary = { items: LibraryItem[] };
/** `DELETE /api/staff/content/media/:id`: the upload removed. */
export type MediaRemoved = { removed: string };

/** Where a refusal to remove says what keeps the upload: its fields, each with the code `mediaInUse`. */
export const usageFields = (usage: MediaUsage): string[] => [
  ...(usage.draft.length > 0 ? ['draft'] : []),
  ...(usage.published.length > 0 ? ['published'] : []),
  ...(usage.scheduled ? ['scheduled'] : []),
  ...usage.versions.map((n) => `versions.${n}`),
  ...usage.keptDrafts.map((n) => `keptDrafts.${n}`),
];

/** Nothing uses it: it may be removed. */
export const mediaRemovable = (usage: MediaUsage) => usageFields(usage).length === 0;

/** The hash in a path the app serves from the database (`/media/c/<hash>.<ext>`); none for the site's own files. */
export const mediaHashOf = (path: string) => /^\/media\/c\/([0-9a-f]{64})\.[a-z0-9]+$/.exec(path)?.[1];

const imagePaths = (image: ContentImage | undefined) =>
  image ? [...(image.source ? [image.source.path] : []), ...image.renditions.flatMap((r) => [r.avif, r.webp])] : [];
const filmPaths = (film: HeroFilm) => [film.webm, film.mp4, ...film.poster.renditions.flatMap((r) => [r.avif, r.webp])];

/** Each item of `document` that shows an upload, with the paths it names: cases, zones, team portraits, films. */
export function mediaUses(document: ContentDocument): { use: MediaUse; paths: string[] }[] {
  return [
    ...document.cases.map((c) => ({ use: { kind: 'case' as const, id: c.id, name: c.es.title }, paths: imagePaths(c.image) })),
    ...document.zones.map((z) => ({ use: { kind: 'zone' as const, id: z.id, name: z.es.name }, paths: imagePaths(z.image) })),
    ...document.identity.team.map((m, i) => ({
      use: { kind: 'team' as const, id: String(i), name: m.name },
      paths: imagePaths(m.portrait),
    })),
    ...(document.hero?.films ?? []).map((f) => ({
      use: { kind: 'films' as const, id: f.id, name: f.description.es },
      paths: filmPaths(f),
    })),
  ].filter((entry) => entry.paths.some((path) => mediaHashOf(path) !== undefined));
}
