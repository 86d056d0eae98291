import type { Context, Next } from 'hono';
import type { Database } from '../db/index.ts';
import { IMMUTABLE_CACHE } from '../static-files.ts';
import { readRendition, type MediaExtension } from './content-media.ts';

/** `/media/c/<sha256>.<avif|webp>`: where the pages find the studio's images (`CONTENT_MEDIA_PREFIX`). */
export const CONTENT_MEDIA_ROUTE = '/media/c/:file';
const MEDIA_FILE = /^([0-9a-f]{64})\.(avif|webp)$/;

/**
 * Serves a rendition of an uploaded image from the database (ADR 0036): its name is the hash of its
 * bytes, so it is cached for good; any other name is the site's 404.
 */
export function contentMediaHandler(db: Database) {
  return async (c: Context, next: Next) => {
    const match = MEDIA_FILE.exec(c.req.param('file') ?? '');
    if (!match) return next();
    const [, hash, extension] = match as unknown as [string, string, MediaExtension];
    const rendition = await readRendition(db, hash, extension);
    if (!rendition) return next();
    // Immutable: a browser never asks again, so there is no validator to check.
    const headers = new Headers({
      'Content-Type': rendition.contentType,
      'Content-Length': String(rendition.bytes.length),
      'Cache-Control': IMMUTABLE_CACHE,
    });
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(rendition.bytes), { status: 200, headers });
  };
}
