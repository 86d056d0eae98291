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
/** Files named by their bytes' hash, cached for good: the bundle's assets and the published content (ADR 0036). */
export const IMMUTABLE_PREFIXES = ['/assets/', '/content/'] as const;
/** HTML and unhashed files are revalidated often so a deploy shows at once. */
export const SHORT_CACHE = 'public, max-age=300, must-revalidate';

export const CONTENT_TYPES: Record<string, string> = {
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
      cacheControl: IMMUTABLE_PREFIXES.some((prefix) => rel.startsWith(prefix)) ? IMMUTABLE_CACHE : SHORT_CACHE,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    };
    files.set(rel, entry);
  }
  return files;
}

/** The codings we hold precompressed copies in, smallest first. */
const CODINGS = ['br', 'gzip'] as const;
type Coding = (typeof CODINGS)[number];

/**
 * Accept-Encoding per RFC 9110 §12.5.3: coding names are case-insensitive, `q=0` refuses a coding, `*`
 * stands for every coding not named, and unknown codings (`brotli`, `br-x`) are ignored.
 */
export function acceptedCodings(header: string | undefined): Set<Coding> {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const wildcard = weights.get('*') ?? 0;
  return new Set(
    CODINGS.filter((coding) => (weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? wildcard) > 0),
  );
}

/** Picks the smallest encoding the client accepts. */
export function negotiateEncoding(file: StaticFile, acceptEncoding: string | undefined): { body: Buffer; encoding?: Coding } {
  const accepted = acceptedCodings(acceptEncoding);
  for (const coding of CODINGS) {
    const body = file[coding];
    if (body && accepted.has(coding)) return { body, encoding: coding };
  }
  return { body: file.body };
}
