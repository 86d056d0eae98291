import type { Context, Next } from 'hono';
import type { Database } from '../db/index.ts';
import { parseRange } from '../http/byte-range.ts';
import { IMMUTABLE_CACHE } from '../site/static-files.ts';
import { readRendition, type MediaExtension } from './content-media.ts';

/** `/media/c/<sha256>.<avif|webp|webm|mp4>`: where the pages find the studio's images and films (`CONTENT_MEDIA_PREFIX`). */
export const CONTENT_MEDIA_ROUTE = '/media/c/:file';
const MEDIA_FILE = /^([0-9a-f]{64})\.(avif|webp|webm|mp4)$/;

/** An upload no published version names yet: for the staff member's browser only, never a shared cache. */
const UNPUBLISHED_CACHE = 'private, no-store';

/**
 * Serves an uploaded image's rendition or a film from the database (ADR 0036): its name is the hash of
 * its bytes, so it is cached for good; any other name is the site's 404. A byte range is answered 206
 * (a browser seeks an MP4 so, and Safari plays video only through ranges). One no published version has
 * named yet is served to staff only (`isStaff`: the studio and its preview), a 404 to anyone else (issue 39).
 */
export function contentMediaHandler(db: Database, isStaff?: (c: Context) => Promise<boolean>) {
  return async (c: Context, next: Next) => {
    const match = MEDIA_FILE.exec(c.req.param('file') ?? '');
    if (!match) return next();
    const [, hash, extension] = match as unknown as [string, string, MediaExtension];
    const rendition = await readRendition(db, hash, extension);
    if (!rendition) return next();
    if (!rendition.published && !(isStaff && (await isStaff(c)))) return next();
    const { bytes } = rendition;
    // Immutable: a browser never asks again; the hash is the entity tag a range request may name.
    const etag = `"${hash}"`;
    const headers = new Headers({
      'Content-Type': rendition.contentType,
      'Cache-Control': rendition.published ? IMMUTABLE_CACHE : UNPUBLISHED_CACHE,
      'Accept-Ranges': 'bytes',
      ETag: etag,
    });
    const range = parseRange(c.req.header('range'), bytes.length, c.req.header('if-range'), etag);
    if (range === 'unsatisfiable') {
      headers.set('Content-Range', `bytes */${bytes.length}`);
      return new Response(null, { status: 416, headers });
    }
    const part = range ? bytes.subarray(range.start, range.end + 1) : bytes;
    if (range) headers.set('Content-Range', `bytes ${range.start}-${range.end}/${bytes.length}`);
    headers.set('Content-Length', String(part.length));
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(part), { status: range ? 206 : 200, headers });
  };
}
