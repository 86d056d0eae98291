/**
 * The studio's image renditions in the database (migration 0016, ADR 0036): rows keyed by the sha256 of
 * their bytes, written once (the same bytes make the same row) and served by every instance alike.
 */
import type { Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import type { RenditionFile } from './image-renditions.ts';

export const MEDIA_CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;
export type MediaExtension = keyof typeof MEDIA_CONTENT_TYPES;

/** Where a rendition is served (`CONTENT_MEDIA_PREFIX` of the content document). */
export const mediaPathOf = (file: Pick<RenditionFile, 'hash' | 'format'>) => `/media/c/${file.hash}.${file.format}`;

/** Stores each rendition not already there. */
export async function storeRenditions(db: Queryable, files: readonly RenditionFile[], author: { id: string }, at: Date) {
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
        created_by: author.id,
      })),
    )
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
}

/** A rendition's bytes and type, when there is one of that hash and extension. */
export async function readRendition(
  db: Queryable,
  hash: string,
  extension: MediaExtension,
): Promise<{ contentType: string; bytes: Uint8Array } | undefined> {
  const row = await kyselyOf(db)
    .selectFrom('content_media')
    .select(['content_type', 'bytes'])
    .where('hash', '=', hash)
    .where('content_type', '=', MEDIA_CONTENT_TYPES[extension])
    .executeTakeFirst();
  return row && { contentType: row.content_type, bytes: row.bytes };
}
