import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '../../src/domain/documents/index.ts';
import { UPLOAD_DIR_PREFIX, oneUploadAtATime, receiveUpload, type ReceivedUpload } from './upload.ts';

const MiB = 1024 * 1024;

// This file's own temporary folder (os.tmpdir() reads TMPDIR on each call): other suites' uploads stay out of the count.
let tmp: string;
let savedTmpdir: string | undefined;
beforeAll(() => {
  savedTmpdir = process.env.TMPDIR;
  tmp = mkdtempSync(path.join(os.tmpdir(), 'aurea-upload-test-'));
  process.env.TMPDIR = tmp;
});
afterAll(() => {
  if (savedTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmpdir;
  rmSync(tmp, { recursive: true, force: true });
});
const uploadsLeft = () => readdirSync(tmp).filter((name) => name.startsWith(UPLOAD_DIR_PREFIX));

/** A body of `chunks` pieces of `size` bytes, made only as they are read (no read-ahead); `pulled` counts the bytes handed over. */
function countedBody(chunks: number, size = MiB, options: { failAfter?: number } = {}) {
  const counter = { pulled: 0 };
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (options.failAfter !== undefined && sent >= options.failAfter) {
          controller.error(new Error('connection reset'));
          return;
        }
        if (sent >= chunks) {
          controller.close();
          return;
        }
        sent++;
        counter.pulled += size;
        controller.enqueue(new Uint8Array(size).fill(0x41));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

/** An app whose one route receives an upload and reports it, as a room's handler would. */
function appReceiving(maxBytes: number, use: (upload: ReceivedUpload) => Promise<unknown> = async () => undefined) {
  const app = new Hono();
  app.post('/upload', async (c) => {
    const received = await receiveUpload(c, { maxBytes });
    if (!received.ok) return c.json({ refused: received.reason }, received.status);
    try {
      const mode = statSync(received.path).mode & 0o777;
      const dirMode = statSync(path.dirname(received.path)).mode & 0o777;
      const bytes = await readFile(received.path);
      await use(received);
      return c.json({ size: received.size, sha256: received.sha256, mode, dirMode, read: bytes.length });
    } finally {
      await received.cleanup();
    }
  });
  app.onError((_error, c) => c.json({ failed: true }, 500));
  return app;
}

const post = (app: Hono, body: BodyInit | null, headers: Record<string, string> = {}) =>
  app.request('http://localhost/upload', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('receiveUpload', () => {
  it('streams a body to a private file (0600 in a 0700 folder), hashes it, and leaves nothing once cleaned up', async () => {
    const { stream } = countedBody(3);
    const response = await post(appReceiving(10 * MiB), stream);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { size: number; sha256: string; mode: number; dirMode: number; read: number };
    expect(body).toMatchObject({ size: 3 * MiB, read: 3 * MiB, mode: 0o600, dirMode: 0o700 });
    expect(body.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(uploadsLeft()).toEqual([]);
  });

  it('refuses a 26 MB document against the 25 MB limit as the bytes pass it, not after reading it all', async () => {
    const chunk = 256 * 1024;
    const { stream, counter } = countedBody((26 * MiB) / chunk, chunk);
    const response = await post(appReceiving(DOCUMENT_MAX_BYTES), stream);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ refused: 'tooLarge' });
    // Read up to the first chunk over the limit, and not a byte after.
    expect(counter.pulled).toBe(DOCUMENT_MAX_BYTES + chunk);
    expect(uploadsLeft()).toEqual([]);
  });

  it('answers 413 over a real connection while the client is still sending, not once it has sent everything', async () => {
    const server = createServer(getRequestListener(appReceiving(4 * MiB).fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const total = 256 * MiB;
    const piece = Buffer.alloc(256 * 1024, 0x41);
    let sent = 0;
    let sentWhenAnswered = -1;
    try {
      const response = await new Promise<IncomingMessage>((resolve, reject) => {
        const req = request({ port: (server.address() as AddressInfo).port, method: 'POST', path: '/upload' });
        req.on('response', (res) => {
          sentWhenAnswered = sent;
          resolve(res);
          req.destroy();
        });
        req.on('error', (error) => (sentWhenAnswered < 0 ? reject(error) : undefined));
        const pump = () => {
          while (sent < total && sentWhenAnswered < 0) {
            sent += piece.length;
            if (!req.write(piece)) return void req.once('drain', pump);
          }
          if (sentWhenAnswered < 0) req.end();
        };
        pump();
      });
      expect(response.statusCode).toBe(413);
      // Answered after the limit and what the sockets' buffers hold, with most of the body still unsent.
      expect(sentWhenAnswered).toBeGreaterThan(4 * MiB);
      expect(sentWhenAnswered).toBeLessThan(64 * MiB);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(uploadsLeft()).toEqual([]);
  });

  it('refuses a declared Content-Length over the limit before reading a byte', async () => {
    const { stream, counter } = countedBody(30);
    const response = await post(appReceiving(DOCUMENT_MAX_BYTES), stream, { 'Content-Length': String(30 * MiB) });
    expect(response.status).toBe(413);
    expect(counter.pulled).toBe(0);
    expect(uploadsLeft()).toEqual([]);
  });

  it('refuses an empty body and one cut short, leaving nothing on disk', async () => {
    expect((await post(appReceiving(MiB), null)).status).toBe(400);
    expect(await (await post(appReceiving(MiB), new Uint8Array())).json()).toEqual({ refused: 'empty' });
    const { stream } = countedBody(5, MiB, { failAfter: 2 });
    const cut = await post(appReceiving(10 * MiB), stream);
    expect(await cut.json()).toEqual({ refused: 'aborted' });
    expect(uploadsLeft()).toEqual([]);
  });

  it('leaves nothing on disk when the handler fails after receiving', async () => {
    const app = appReceiving(10 * MiB, async () => {
      throw new Error('disk full');
    });
    const response = await post(app, countedBody(2).stream);
    expect(response.status).toBe(500);
    expect(uploadsLeft()).toEqual([]);
  });
});

describe('oneUploadAtATime', () => {
  it('holds each key to one upload in flight, and frees it on release', () => {
    const first = oneUploadAtATime('ana');
    expect(first).not.toBeNull();
    expect(oneUploadAtATime('ana')).toBeNull();
    const other = oneUploadAtATime('luis');
    expect(other).not.toBeNull();
    first!.release();
    first!.release(); // twice is harmless: it does not free someone else's slot
    const again = oneUploadAtATime('ana');
    expect(again).not.toBeNull();
    expect(oneUploadAtATime('ana')).toBeNull();
    again!.release();
    other!.release();
  });
});
