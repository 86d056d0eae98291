import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../tests/setup/databases.ts';
import { createApp } from './app.ts';
import type { Database } from './db/index.ts';
import { createLogger } from './logger.ts';
import { SECURITY_HEADERS } from './middleware/security-headers.ts';
import { IMMUTABLE_CACHE, loadStaticFiles } from './static-files.ts';

/** A tiny built site: the real loader and app, with pages we control. */
async function fixtureSite(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'site-'));
  const pages: Record<string, string> = {
    'index.html': '<html lang="es"><h1>Inicio</h1></html>',
    'en/index.html': '<html lang="en"><h1>Home</h1></html>',
    'aviso-legal/index.html': '<html lang="es"><h1>Aviso legal</h1></html>',
    '404.html': '<html lang="es"><h1>Página no encontrada</h1></html>',
    'en/404.html': '<html lang="en"><h1>Page not found</h1></html>',
    'assets/app-abc123.js': 'console.log("app")'.repeat(100),
    'media/loop.mp4': '0123456789',
  };
  for (const [file, body] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), body);
  }
  const { gzipSync, brotliCompressSync } = await import('node:zlib');
  const js = Buffer.from(pages['assets/app-abc123.js']!);
  await writeFile(path.join(root, 'assets/app-abc123.js.br'), brotliCompressSync(js));
  await writeFile(path.join(root, 'assets/app-abc123.js.gz'), gzipSync(js));
  return root;
}

describe.each(DATABASE_KINDS)('server on %s', (kind) => {
  let db: Database;
  let app: ReturnType<typeof createApp>;
  let draining = false;
  const logLines: string[] = [];

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    const files = await loadStaticFiles(await fixtureSite());
    app = createApp({ db, files, logger: createLogger('info', (l) => logLines.push(l)), isDraining: () => draining });
    app.get('/__boom', () => {
      throw new Error('boom with someone@example.com');
    });
  });
  afterAll(() => db.close());

  it('serves pages at their canonical paths and redirects the other spelling', async () => {
    expect(await (await app.request('/')).text()).toContain('Inicio');
    expect(await (await app.request('/en/')).text()).toContain('Home');
    expect((await app.request('/aviso-legal')).status).toBe(200);
    const redirect = await app.request('/aviso-legal/');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/aviso-legal');
    expect((await app.request('/en')).headers.get('location')).toBe('/en/');
  });

  it('answers unknown paths with the 404 page of the path language', async () => {
    const es = await app.request('/no-existe');
    expect(es.status).toBe(404);
    expect(await es.text()).toContain('Página no encontrada');
    const en = await app.request('/en/no-such-page');
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('Page not found');
  });

  it('serves hashed assets precompressed with a one-year immutable cache', async () => {
    const br = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    const gz = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await app.request('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('console.log');
    const html = await app.request('/');
    expect(html.headers.get('cache-control')).toMatch(/max-age=300/);
  });

  it('serves byte ranges of media files, as Safari needs for video', async () => {
    const whole = await app.request('/media/loop.mp4');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const part = await app.request('/media/loop.mp4', { headers: { range: 'bytes=2-5' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await part.text()).toBe('2345');
    const tail = await app.request('/media/loop.mp4', { headers: { range: 'bytes=-3' } });
    expect(await tail.text()).toBe('789');
    const open = await app.request('/media/loop.mp4', { headers: { range: 'bytes=8-' } });
    expect(await open.text()).toBe('89');
    const beyond = await app.request('/media/loop.mp4', { headers: { range: 'bytes=10-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */10');
    const stale = await app.request('/media/loop.mp4', { headers: { range: 'bytes=0-1', 'if-range': '"old"' } });
    expect(stale.status).toBe(200);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.request('/');
    const again = await app.request('/', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('puts the security headers on pages, 404s and 500s', async () => {
    for (const res of [await app.request('/'), await app.request('/nope'), await app.request('/__boom')]) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('answers a crash with a generic 500 and logs no personal data', async () => {
    const res = await app.request('/__boom');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: { code: 'internal', message: 'An unexpected error occurred' } });
    expect(logLines.join('\n')).not.toContain('@example.com');
  });

  it('reports health, readiness and draining', async () => {
    expect((await app.request('/healthz')).status).toBe(200);
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ database: kind });
    draining = true;
    expect((await app.request('/readyz')).status).toBe(503);
    draining = false;
  });

  it('logs one structured line per request', async () => {
    logLines.length = 0;
    await app.request('/aviso-legal?email=someone@example.com');
    expect(logLines).toHaveLength(1);
    const line = JSON.parse(logLines[0]!);
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path: '/aviso-legal', status: 200 });
    expect(logLines[0]).not.toContain('example.com');
  });
});
