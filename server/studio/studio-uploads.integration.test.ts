import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import type { Browser } from '../../tests/support/accounts.ts';
import { uniqueEmail, useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { staffMember } from '../../tests/support/staff.ts';
import { UPLOAD_BUSY_RETRY_AFTER_S, UPLOAD_DIR_PREFIX } from '../http/upload.ts';
import { FILM_UPLOAD_MAX_BYTES } from './film-transcode.ts';
import { IMAGE_UPLOAD_MAX_BYTES } from './image-renditions.ts';

type Refusal = { error: { code: string; message: string } };

const MiB = 1024 * 1024;
const IMAGES_API = '/api/staff/content/images';
const FILMS_API = '/api/staff/content/films';

// This file's own temporary folder (os.tmpdir() reads TMPDIR on each call): other suites' uploads stay out of the count.
let tmp: string;
let savedTmpdir: string | undefined;
beforeAll(() => {
  savedTmpdir = process.env.TMPDIR;
  tmp = mkdtempSync(path.join(os.tmpdir(), 'aurea-studio-uploads-test-'));
  process.env.TMPDIR = tmp;
});
afterAll(() => {
  if (savedTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmpdir;
  rmSync(tmp, { recursive: true, force: true });
});
const uploadsLeft = () => readdirSync(tmp).filter((name) => name.startsWith(UPLOAD_DIR_PREFIX));

const photograph = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 120, g: 140, b: 160 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

/**
 * A body sent piece by piece, each made only when the server reads it (no read-ahead): `pieces` in
 * order, then `repeat` more of `filler` (the same buffer each time, so the test itself holds one). It
 * waits at `pauseAt` until `resume()`, or fails there with `abortAt` (the connection dropped).
 */
function slowBody(options: { pieces?: Uint8Array[]; filler?: Uint8Array; repeat?: number; pauseAt?: number; abortAt?: number }) {
  const pieces = options.pieces ?? [];
  const total = pieces.length + (options.repeat ?? 0);
  const state = { sent: 0, bytes: 0 };
  let resume: () => void = () => undefined;
  const paused = new Promise<void>((resolve) => (resume = resolve));
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (state.sent === options.abortAt) return controller.error(new Error('connection reset'));
        if (state.sent === options.pauseAt) await paused;
        if (state.sent >= total) return controller.close();
        const piece = pieces[state.sent] ?? options.filler!;
        state.sent++;
        state.bytes += piece.length;
        controller.enqueue(piece);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state, resume };
}

/**
 * Uploads stream to a private temporary file with their limit enforced as the bytes arrive, one at a
 * time per staff member, and leave nothing behind (issue 39, item 5): on today's code before this change
 * a film was read whole into memory before its 413, and nothing held a person to one upload at a time.
 */
describe.each(DATABASE_KINDS)('the studio’s uploads on %s (issue 39, item 5)', (kind) => {
  const { t, mailsTo } = useAccountsEnv(kind);
  const ctx = () => ({ db: t.db, env: t.env, mailsTo });

  /** A staff member's upload of a streamed body, with their session, as their browser sends it. */
  const send = (staff: Browser, api: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    t.env.app.request(`http://localhost${api}`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        Origin: 'http://localhost',
        'Content-Type': 'application/octet-stream',
        Cookie: [...staff.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...headers,
      },
    } as RequestInit);

  it('refuses a 201 MB film with 413 while it is still being sent, the server’s memory not growing by the body', async () => {
    const ana = await staffMember(ctx(), uniqueEmail('ana-subida'), { name: 'Ana Subida' });
    const piece = 256 * 1024;
    const body = slowBody({ filler: new Uint8Array(piece).fill(0x20), repeat: (201 * MiB) / piece });
    global.gc?.();
    const before = process.memoryUsage().rss;
    const response = await send(ana.b, FILMS_API, body.stream, { 'Accept-Language': 'en' });
    const after = process.memoryUsage().rss;
    expect(response.status).toBe(413);
    expect(((await response.json()) as Refusal).error).toEqual({
      code: 'filmTooLarge',
      message: 'The film is too large: up to 200 MB is accepted.',
    });
    // Answered at the first piece over the limit: the rest of the body was never asked for.
    expect(body.state.bytes).toBe(FILM_UPLOAD_MAX_BYTES + piece);
    // The body went to disk piece by piece: the process did not grow by anything like its 200 MB.
    expect(after - before).toBeLessThan(64 * MiB);
    expect(uploadsLeft()).toEqual([]);
  }, 120_000);

  it('answers a second upload by the same staff member while one is in flight with 429 and Retry-After; others are not held', async () => {
    const luis = await staffMember(ctx(), uniqueEmail('luis-subida'), { name: 'Luis Subida' });
    const eva = await staffMember(ctx(), uniqueEmail('eva-subida'), { name: 'Eva Subida' });
    const photo = await photograph();
    const half = Math.floor(photo.length / 2);
    const first = slowBody({ pieces: [photo.subarray(0, half), photo.subarray(half)], pauseAt: 1 });
    const firstAnswer = send(luis.b, IMAGES_API, first.stream);
    while (first.state.sent < 1) await new Promise((resolve) => setTimeout(resolve, 10));

    const second = await send(luis.b, IMAGES_API, slowBody({ pieces: [photo] }).stream, { 'Accept-Language': 'en' });
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe(String(UPLOAD_BUSY_RETRY_AFTER_S));
    expect(((await second.json()) as Refusal).error.code).toBe('uploadInProgress');
    // A film is an upload too: the same person waits for it as well.
    expect((await send(luis.b, FILMS_API, slowBody({ pieces: [photo] }).stream)).status).toBe(429);
    // Someone else's upload is not held by Luis's.
    expect((await send(eva.b, IMAGES_API, slowBody({ pieces: [photo] }).stream)).status).toBe(201);

    first.resume();
    expect((await firstAnswer).status).toBe(201);
    // Once the first is done, Luis may send the next.
    expect((await send(luis.b, IMAGES_API, slowBody({ pieces: [photo] }).stream)).status).toBe(201);
    expect(uploadsLeft()).toEqual([]);
  }, 60_000);

  it('leaves no temporary file after any outcome: stored, refused, too large, cut short', async () => {
    const leo = await staffMember(ctx(), uniqueEmail('leo-subida'), { name: 'Leo Subida' });
    const photo = await photograph();
    const sendOne = async (what: string, api: string, body: ReadableStream<Uint8Array>, status: number) => {
      const response = await send(leo.b, api, body);
      expect(response.status, what).toBe(status);
      expect(uploadsLeft(), what).toEqual([]);
    };
    await sendOne('a photograph stored', IMAGES_API, slowBody({ pieces: [photo] }).stream, 201);
    const program = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, ...new Array(4_000).fill(0x41)]);
    await sendOne('a program refused', IMAGES_API, slowBody({ pieces: [program] }).stream, 415);
    await sendOne('a text refused as a film', FILMS_API, slowBody({ pieces: [new Uint8Array(5_000).fill(0x41)] }).stream, 415);
    const over = slowBody({ pieces: [photo], filler: new Uint8Array(MiB), repeat: IMAGE_UPLOAD_MAX_BYTES / MiB + 1 });
    await sendOne('an image over 20 MB', IMAGES_API, over.stream, 413);
    await sendOne('an upload cut short', IMAGES_API, slowBody({ pieces: [photo, photo], abortAt: 1 }).stream, 400);
  }, 60_000);
});
