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
/** The build's files named by their bytes' hash. */
export const BUILD_PREFIX = '/assets/';
/** Each published version's content file, named by its bytes' hash (ADR 0036): served by the app. */
export const PUBLISHED_PREFIX = '/content/';
/** Files named by their bytes' hash, cached for good. */
export const IMMUTABLE_PREFIXES = [BUILD_PREFIX, PUBLISHED_PREFIX] as const;
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
    files.set(rel, staticFile(rel, await readFile(file), await readOptional(`${file}.br`), await readOptional(`${file}.gz`)));
  }
  return files;
}

/** A file served under `rel` (its type and cache policy follow from the name), with its compressed copies. */
export function staticFile(rel: string, body: Buffer, br?: Buffer, gzip?: Buffer): StaticFile {
  return {
    body,
    br,
    gzip,
    contentType: CONTENT_TYPES[path.extname(rel)] ?? 'application/octet-stream',
    cacheControl: IMMUTABLE_PREFIXES.some((prefix) => rel.startsWith(prefix)) ? IMMUTABLE_CACHE : SHORT_CACHE,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  };
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
