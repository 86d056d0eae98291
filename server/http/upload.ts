import { createHash } from 'node:crypto';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Context } from 'hono';
import { takeSlowBody, type SlowBody } from './slow-body.ts';

/**
 * An upload's body, streamed to a private temporary file as it arrives (docs/decisions/0048-the-document-vault.md):
 * the server holds one chunk of it at a time, whatever its size, and the limit is enforced as the bytes
 * arrive, so a body over it is answered (413) while the client is still sending, never after it was read.
 * Programs that read files (sharp, ffmpeg, qpdf, heif-convert) take the file's path.
 */

/** Where every upload's private folder is made (mode 0700 by `mkdtemp`; the file in it 0600). */
export const UPLOAD_DIR_PREFIX = 'aurea-upload-';

export type ReceivedUpload = {
  ok: true;
  /** The file: readable by this process's user alone, in a folder of its own. */
  path: string;
  size: number;
  /** Of the bytes as received (hex). */
  sha256: string;
  /** Removes the file and its folder; safe to call more than once. Call it in a `finally`. */
  cleanup: () => Promise<void>;
};

/**
 * Why a body was not taken: over the limit (`Content-Length` or the bytes as they came), empty, cut
 * short (the client went away or the connection broke), or stalled (no byte for the server's idle time,
 * or not all of it within its total: `SlowBody`). Nothing is left on disk.
 */
export type UploadRefusal = 'tooLarge' | 'empty' | 'aborted' | 'stalled';
export type RefusedUpload = { ok: false; reason: UploadRefusal; status: 413 | 408 | 400 };

const REFUSAL_STATUS = { tooLarge: 413, empty: 400, aborted: 400, stalled: 408 } as const satisfies Record<
  UploadRefusal,
  413 | 408 | 400
>;
const refused = (reason: UploadRefusal): RefusedUpload => ({ ok: false, reason, status: REFUSAL_STATUS[reason] });

/** A declared length over the limit is refused before a byte is read; a malformed one is left to the count. */
function declaredLength(c: Context): number | undefined {
  const header = c.req.header('content-length');
  return header !== undefined && /^\d{1,16}$/.test(header) ? Number(header) : undefined;
}

const STALLED = Symbol('stalled');

/** The next chunk, or `STALLED` when none comes within the idle time or before the total deadline. */
async function nextChunk(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  slow: SlowBody | undefined,
  deadline: number,
): Promise<ReadableStreamReadResult<Uint8Array> | typeof STALLED> {
  if (!slow) return reader.read();
  const waitMs = Math.min(slow.idleMs, deadline - performance.now());
  if (waitMs <= 0) return STALLED;
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      reader.read(),
      new Promise<typeof STALLED>((resolve) => (timer = setTimeout(resolve, waitMs, STALLED))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Streams the request's body to a private temporary file, refusing it the moment it passes `maxBytes`.
 * Served by the HTTP server, the body may take as long as an honest slow line needs (`takeSlowBody`), and
 * is refused (408) once it stalls. The file is removed on every refusal and on any error; on success the
 * caller removes it with `cleanup` (in a `finally`, whatever it makes of it).
 */
export async function receiveUpload(c: Context, options: { maxBytes: number }): Promise<ReceivedUpload | RefusedUpload> {
  const declared = declaredLength(c);
  if (declared !== undefined && declared > options.maxBytes) return refused('tooLarge');
  if (declared === 0) return refused('empty');
  const body = c.req.raw.body;
  if (!body) return refused('empty');

  const dir = await mkdtemp(path.join(os.tmpdir(), UPLOAD_DIR_PREFIX));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const file = path.join(dir, 'upload');
  const reader = body.getReader();
  const slow = takeSlowBody(c, options.maxBytes);
  const deadline = performance.now() + (slow?.totalMs ?? 0);
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  let kept = false;
  try {
    handle = await open(file, 'wx', 0o600);
    const hash = createHash('sha256');
    let size = 0;
    for (;;) {
      let chunk: Awaited<ReturnType<typeof nextChunk>>;
      try {
        chunk = await nextChunk(reader, slow, deadline);
      } catch {
        return refused('aborted');
      }
      if (chunk === STALLED) {
        void reader.cancel().catch(() => undefined);
        return refused('stalled');
      }
      if (chunk.done) break;
      size += chunk.value.byteLength;
      if (size > options.maxBytes) {
        // Stop reading: the server drains or closes the rest once the answer is sent.
        void reader.cancel().catch(() => undefined);
        return refused('tooLarge');
      }
      hash.update(chunk.value);
      await handle.write(chunk.value);
    }
    if (c.req.raw.signal.aborted) return refused('aborted');
    if (size === 0) return refused('empty');
    await handle.close();
    handle = undefined;
    kept = true;
    return { ok: true, path: file, size, sha256: hash.digest('hex'), cleanup };
  } finally {
    await handle?.close().catch(() => undefined);
    if (!kept) await cleanup();
  }
}

/** Seconds a refused second upload is told to wait: about what a large upload over a good line takes. */
export const UPLOAD_BUSY_RETRY_AFTER_S = 30;

export type UploadSlot = { release: () => void };

/** The keys with an upload in flight in this process. */
const uploading = new Set<string>();

/**
 * At most one upload in flight per key (a staff member's id, a client's account id: both are user ids):
 * the slot, to `release` in a `finally`, or null while another upload of the same key runs (answer 429
 * with `Retry-After: UPLOAD_BUSY_RETRY_AFTER_S`). Kept in this process: with several instances each
 * holds one person to one upload at a time.
 */
export function oneUploadAtATime(key: string): UploadSlot | null {
  if (uploading.has(key)) return null;
  uploading.add(key);
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      uploading.delete(key);
    },
  };
}

/** How much of a file's start its type is read from (signatures, an SVG's root, a PDF's header). */
export const FILE_HEAD_BYTES = 4096;

/** The first `bytes` of a file (fewer if it is shorter): what byte sniffing reads. */
export async function readHead(file: string, bytes = FILE_HEAD_BYTES): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return new Uint8Array(buffer.buffer, buffer.byteOffset, bytesRead);
  } finally {
    await handle.close();
  }
}
