import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

export type StaticFile = {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  cacheControl: string;
  etag: string;
};

/** Vite's hashed output never changes under one name: cache it for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** HTML and unhashed files are revalidated often so a deploy shows at once. */
export const SHORT_CACHE = 'public, max-age=300, must-revalidate';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

async function readOptional(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/** Loads the built site into memory, keyed by its path under `root` (`/assets/…`, `/aviso-legal/index.html`). */
export async function loadStaticFiles(root: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  for await (const file of walk(root)) {
    if (file.endsWith('.br') || file.endsWith('.gz') || file.endsWith('.vite/manifest.json')) continue;
    const rel = '/' + path.relative(root, file).split(path.sep).join('/');
    const body = await readFile(file);
    const entry: StaticFile = {
      body,
      br: await readOptional(`${file}.br`),
      gzip: await readOptional(`${file}.gz`),
      contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      cacheControl: rel.startsWith('/assets/') ? IMMUTABLE_CACHE : SHORT_CACHE,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    };
    files.set(rel, entry);
  }
  return files;
}

/** Picks the smallest encoding the client accepts. */
export function negotiateEncoding(
  file: StaticFile,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepts = (name: string) => new RegExp(`(^|[\\s,])${name}(?!;q=0(\\.0*)?(\\s*,|$))`).test(acceptEncoding ?? '');
  if (file.br && accepts('br')) return { body: file.br, encoding: 'br' };
  if (file.gzip && accepts('gzip')) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.body };
}
