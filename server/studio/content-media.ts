/**
 * The studio's media in the database (migrations 0016 and 0017, ADR 0036): the image renditions, the
 * films and their posters, rows keyed by the sha256 of their bytes, written once (the same bytes make the
 * same row) and served by every instance alike.
 */
import { mediaHashOf, type ContentDocument } from '../../src/domain/content/index.ts';
import type { Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import type { FilmFile } from './film-transcode.ts';
import type { RenditionFile } from './image-renditions.ts';

export const MEDIA_CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', webm: 'video/webm', mp4: 'video/mp4' } as const;
export type MediaExtension = keyof typeof MEDIA_CONTENT_TYPES;

/** Where a rendition is served (`CONTENT_MEDIA_PREFIX` of the content document). */
export const mediaPathOf = (file: Pick<RenditionFile | FilmFile, 'hash' | 'format'>) => `/media/c/${file.hash}.${file.format}`;

/**
 * Stores each rendition not already there, as files of `upload` (the hash of its main file: an image's
 * source, a film's WebM; migration 0042), which the media library lists and removes together.
 */
export async function storeRenditions(
  db: Queryable,
  files: readonly (RenditionFile | FilmFile)[],
  author: { id: string } | null,
  at: Date,
  upload: string,
) {
  if (files.length === 0) return;
  await kyselyOf(db)
    .insertInto('content_media')
    .values(
      files.map((file) => ({
        hash: file.hash,
        content_type: MEDIA_CONTENT_TYPES[file.format],
        bytes: file.bytes,
        width: file.width,
        height: file.height,
        created_at: at,
        created_by: author?.id ?? null,
        upload,
      })),
    )
    // The same bytes are the same row; one stored before uploads were grouped joins this upload.
    .onConflict((oc) =>
      oc
        .column('hash')
        .doUpdateSet({ upload: (eb) => eb.ref('excluded.upload') })
        .where('content_media.upload', 'is', null),
    )
    .execute();
}

/** A rendition's bytes and type, when there is one of that hash and extension, and whether a version named it. */
export async function readRendition(
  db: Queryable,
  hash: string,
  extension: MediaExtension,
): Promise<{ contentType: string; bytes: Uint8Array; published: boolean; upload: string | null } | undefined> {
  const row = await kyselyOf(db)
    .selectFrom('content_media')
    .select(['content_type', 'bytes', 'published_at', 'upload'])
    .where('hash', '=', hash)
    .where('content_type', '=', MEDIA_CONTENT_TYPES[extension])
    .executeTakeFirst();
  return row && { contentType: row.content_type, bytes: row.bytes, published: row.published_at !== null, upload: row.upload };
}

/**
 * Every rendition or film a stored document names, wherever (as the migration 0025 reads them): a version
 * stored before a field existed is read as it is.
 */
export const hashesNamedIn = (document: unknown): string[] =>
  [...JSON.stringify(document).matchAll(/\/media\/c\/([0-9a-f]{64})\.[a-z0-9]+/g)].map((m) => m[1]!);

/** What a version being published names becomes public (issue 39): in the publish's transaction. */
export async function markPublished(tx: Queryable, document: ContentDocument, at: Date): Promise<void> {
  const hashes = [...new Set(hashesNamedIn(document))];
  if (hashes.length === 0) return;
  await kyselyOf(tx)
    .updateTable('content_media')
    .set({ published_at: at })
    .where('hash', 'in', hashes)
    .where('published_at', 'is', null)
    .execute();
}

/** A rendition no version and not the draft names is removed this long after its upload (issue 39). */
export const UNUSED_MEDIA_RETENTION_DAYS = 30;

/**
 * Removes the renditions and films uploaded more than UNUSED_MEDIA_RETENTION_DAYS ago that no version (a
 * restore may bring any back), not the draft and not a publication waiting for its time name; returns their hashes.
 */
export async function purgeUnusedMedia(db: Queryable, now: Date): Promise<string[]> {
  const q = kyselyOf(db);
  const cutoff = new Date(now.getTime() - UNUSED_MEDIA_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const candidates = await q
    .selectFrom('content_media')
    .select('hash')
    .where('published_at', 'is', null)
    .where('created_at', '<', cutoff)
    .execute();
  if (candidates.length === 0) return [];
  const documents = [
    ...(await q.selectFrom('content_versions').select('document').execute()),
    ...(await q.selectFrom('content_drafts').select('document').execute()),
    ...(await q.selectFrom('content_schedules').select('document').where('status', '=', 'pending').execute()),
  ];
  const named = new Set(documents.flatMap((row) => hashesNamedIn(row.document)));
  const unused = candidates.map((row) => row.hash).filter((hash) => !named.has(hash));
  if (unused.length === 0) return [];
  const removed = await q
    .deleteFrom('content_media')
    .where('hash', 'in', unused)
    .where('published_at', 'is', null)
    .returning('hash')
    .execute();
  return removed.map((row) => row.hash);
}

/** Every rendition and film a document names, with the field naming it (`cases.2.image.renditions.0.avif`). */
function renditionsNamed(document: ContentDocument): { field: string; hash: string }[] {
  const images = [
    ...document.cases.map((entry, i) => [`cases.${i}.image`, entry.image] as const),
    ...document.zones.map((zone, i) => [`zones.${i}.image`, zone.image] as const),
    ...document.identity.team.map((person, i) => [`identity.team.${i}.portrait`, person.portrait] as const),
    ...(document.hero?.films ?? []).map((film, i) => [`hero.films.${i}.poster`, film.poster] as const),
  ];
  const paths = [
    ...images.flatMap(([field, image]) =>
      image && 'source' in image && image.source ? [{ field: `${field}.source.path`, path: image.source.path }] : [],
    ),
    ...images.flatMap(([field, image]) =>
      (image?.renditions ?? []).flatMap((rendition, j) =>
        (['avif', 'webp'] as const).map((format) => ({ field: `${field}.renditions.${j}.${format}`, path: rendition[format] })),
      ),
    ),
    ...(document.hero?.films ?? []).flatMap((film, i) =>
      (['webm', 'mp4'] as const).map((format) => ({ field: `hero.films.${i}.${format}`, path: film[format] })),
    ),
  ];
  return paths.flatMap(({ field, path }) => {
    const hash = mediaHashOf(path);
    return hash ? [{ field, hash }] : [];
  });
}

/** The fields of `document` naming a rendition this database does not hold (an image never uploaded here). */
export async function unknownRenditions(db: Queryable, document: ContentDocument): Promise<string[]> {
  const named = renditionsNamed(document);
  if (named.length === 0) return [];
  const held = await kyselyOf(db)
    .selectFrom('content_media')
    .select('hash')
    .where(
      'hash',
      'in',
      named.map((n) => n.hash),
    )
    .execute();
  const known = new Set(held.map((row) => row.hash));
  return named.filter((n) => !known.has(n.hash)).map((n) => n.field);
}
