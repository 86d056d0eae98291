import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../tests/setup/databases.ts';
import { makeContactBody } from '../tests/support/contact.ts';
import { createApp } from './app.ts';
import type { Database } from './db/index.ts';
import { createLogger } from './logger.ts';
import { SECURITY_HEADERS, SUBRESOURCE_SECURITY_HEADERS } from './http/security-headers.ts';
import { IMMUTABLE_CACHE, loadStaticFiles } from './site/static-files.ts';
import { en } from '../src/i18n/en/index.ts';
import { es } from '../src/i18n/es/index.ts';

/** A tiny built site: the real loader and app, with pages we control. */
async function fixtureSite(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'site-'));
  const pages: Record<string, string> = {
    'index.html': '<html lang="es"><h1>Inicio</h1></html>',
    'en/index.html': '<html lang="en"><h1>Home</h1></html>',
    'aviso-legal/index.html': '<html lang="es"><h1>Aviso legal</h1></html>',
    'gestion/index.html': '<html lang="es"><h1>Gestión</h1></html>',
    'en/workspace/index.html': '<html lang="en"><h1>Workspace</h1></html>',
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

  // Issue 22: English workspace links carried Spanish keys; those already sent (invitation e-mails) still work.
  it('redirects a workspace address with the other language’s query keys, permanently, to this language’s', async () => {
    const old = await app.request('/en/workspace?invitacion=tok%2Bx&status=won');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/en/workspace?invitation=tok%2Bx&status=won');
    const view = await app.request('/en/workspace?vista=registro&solicitud=0b6f3c9e-1d2a-4c5b-8e7f-9a0b1c2d3e4f');
    expect(view.headers.get('location')).toBe('/en/workspace?view=audit&request=0b6f3c9e-1d2a-4c5b-8e7f-9a0b1c2d3e4f');
    expect((await app.request('/gestion?request=r1')).headers.get('location')).toBe('/gestion?solicitud=r1');
    for (const current of ['/en/workspace?invitation=tok', '/gestion?invitacion=tok&vista=datos', '/gestion'])
      expect((await app.request(current)).status, current).toBe(200);
    // The token is in no log line (paths are logged without their query).
    expect(logLines.join('\n')).not.toContain('tok%2Bx');
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

  it('compares If-None-Match weakly, honours *, and sends the page on a miss (RFC 9110 §13.1.2)', async () => {
    const etag = (await app.request('/')).headers.get('etag')!;
    const status = async (ifNoneMatch: string) => (await app.request('/', { headers: { 'if-none-match': ifNoneMatch } })).status;
    expect(await status('*')).toBe(304);
    expect(await status(`W/${etag}`)).toBe(304);
    expect(await status(`"other", ${etag}`)).toBe(304);
    expect(await status('"other", W/"another"')).toBe(200);
  });

  it('ignores an invalid range and still refuses one past the end (RFC 9110 §14.1.1)', async () => {
    const inverted = await app.request('/media/loop.mp4', { headers: { range: 'bytes=5-1' } });
    expect(inverted.status).toBe(200);
    expect(await inverted.text()).toBe('0123456789');
    expect((await app.request('/media/loop.mp4', { headers: { range: 'bytes=12-14' } })).status).toBe(416);
  });

  it('honours q=0 and ignores unknown codings in Accept-Encoding', async () => {
    const encoding = async (acceptEncoding: string) =>
      (await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': acceptEncoding } })).headers.get(
        'content-encoding',
      );
    expect(await encoding('br;q=0, gzip')).toBe('gzip');
    expect(await encoding('brotli')).toBeNull();
    expect(await encoding('br-x')).toBeNull();
    expect(await encoding('*')).toBe('br');
  });

  it('marks every API and health answer Cache-Control: no-store', async () => {
    const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
      app.request('/api/process-contact', { method: 'POST', headers, body });
    const answers = [
      await post(JSON.stringify(makeContactBody())),
      await post('{'),
      await post('x', { 'content-type': 'text/plain' }),
      await app.request('/api/nothing-here'),
      await app.request('/healthz'),
      await app.request('/readyz'),
    ];
    expect(answers.map((r) => r.status)).toEqual([201, 400, 415, 404, 200, 200]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
    expect((await app.request('/')).headers.get('cache-control')).not.toBe('no-store');
  });

  it('puts the security headers on pages, 404s and 500s', async () => {
    for (const res of [await app.request('/'), await app.request('/nope'), await app.request('/__boom')]) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it("gives the build's scripts a subresource's security headers only, and every other answer all of them", async () => {
    const script = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(script.status).toBe(200);
    for (const [name, value] of Object.entries(SUBRESOURCE_SECURITY_HEADERS)) expect(script.headers.get(name)).toBe(value);
    // What governs a document (its scripts, framing, features, window) is not sent with a script.
    for (const name of [
      'content-security-policy',
      'permissions-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'referrer-policy',
    ])
      expect(script.headers.get(name)).toBeNull();
    // A missing script is answered by a page: it carries them all.
    const missing = await app.request('/assets/nothing-here.js');
    expect(missing.status).toBe(404);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(missing.headers.get(name)).toBe(value);
  });

  it('answers a crash with a generic 500 in the request language and logs no personal data', async () => {
    const message = async (init?: RequestInit, query = '') => {
      const res = await app.request(`/__boom${query}`, init);
      expect(res.status).toBe(500);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('internal');
      return body.error.message;
    };
    expect(await message()).toBe(es.common.errorBoundary.body);
    expect(await message({ headers: { 'accept-language': 'en-GB,en;q=0.9' } })).toBe(en.common.errorBoundary.body);
    expect(await message({ headers: { 'accept-language': 'fr-FR, en;q=0.5, es;q=0.8' } })).toBe(es.common.errorBoundary.body);
    expect(await message({ headers: { 'accept-language': 'es' } }, '?lang=en')).toBe(en.common.errorBoundary.body);
    expect(logLines.join('\n')).not.toContain('@example.com');
  });

  it("answers a failed contact request's 500 in the language of its body", async () => {
    const broken = await openTestDatabase(kind);
    await broken.close(); // every query now fails: a real database error, not a mock
    const brokenApp = createApp({ db: broken, files: new Map(), logger: createLogger('silent') });
    const post = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      brokenApp.request('/api/process-contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const english = await post(makeContactBody({ lang: 'en' }), { 'accept-language': 'es-ES' });
    expect(english.status).toBe(500);
    expect(await english.json()).toEqual({ error: { code: 'internal', message: en.common.errorBoundary.body } });
    const spanish = await post(makeContactBody());
    expect(await spanish.json()).toEqual({ error: { code: 'internal', message: es.common.errorBoundary.body } });
  }, 90_000); // opens a second database (PGlite's initdb)

  it('logs percent-encoded paths decoded, so an e-mail in a path is redacted', async () => {
    logLines.length = 0;
    await app.request('/leads/someone%40example.com');
    await app.request('/leads/other%2540example.com');
    await app.request('/leads/%E0%A4%A'); // malformed escapes are logged as they came
    expect(logLines).toHaveLength(3);
    expect(logLines.join('\n')).not.toMatch(/example\.com/);
    expect(JSON.parse(logLines[0]!)).toMatchObject({ path: '/leads/[email]', status: 404 });
  });

  it('writes no link token in the log: a reset link’s path, an invitation-like token, while request ids stay (issue 22)', async () => {
    logLines.length = 0;
    const resetToken = 'Xq3vT9kLmN2pR7sW1yZ4bC6d';
    const inviteToken = 'p0Z9-Hn3_kQ2wE8rT5yU1iO7aS4dF6gJ9lK2xC5vB8n';
    const leadId = '0b9f2c1e-3d4a-4b5c-8d6e-7f8091a2b3c4';
    await app.request(`/api/auth/reset-password/${resetToken}?callbackURL=%2Farea-privada`);
    await app.request(`/api/auth/reset-password/corto`);
    await app.request(`/gestion/${inviteToken}`);
    await app.request(`/api/staff/requests/${leadId}`);
    await app.request('/calculadoras/plusvalia-municipal');
    const paths = logLines.map((line) => (JSON.parse(line) as { path: string }).path);
    expect(logLines.join('\n')).not.toMatch(new RegExp(`${resetToken}|${inviteToken}|corto`));
    expect(paths).toEqual([
      '/api/auth/reset-password/[token]',
      '/api/auth/reset-password/[token]',
      '/gestion/[token]',
      `/api/staff/requests/${leadId}`,
      '/calculadoras/plusvalia-municipal',
    ]);
  });

  it('writes no token-shaped path segment, dots and base64url included, nor any query string (issue 39)', async () => {
    logLines.length = 0;
    // A JWT: its payload (the middle part) is base64url of JSON that can hold an address.
    const jwt = [
      Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url'),
      Buffer.from('{"email":"ana@example.com","exp":1999999999}').toString('base64url'),
      'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
    ].join('.');
    const tokens = [
      jwt,
      'AbCdEfGhIjKlMnOpQrStUvWx',
      'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
      'Zm9vYmFyYmF6cXV4Lm5vcGU~.x-y_z',
      'dG9rZW4rd2l0aCtwbHVz==',
    ];
    for (const token of tokens) await app.request(`/restablecer-contrasena/${token}?token=${token}&email=ana%40example.com`);
    await app.request(`/en/reset-password/${encodeURIComponent(jwt)}`);
    // What is not a secret stays readable: pages, files named by their hash, request ids.
    const media = `/media/c/${'ab12'.repeat(16)}.avif`;
    await app.request('/calculadoras/plusvalia-municipal?secreto=Xq3vT9kLmN2pR7sW1yZ4bC6d');
    await app.request(media);
    await app.request('/assets/calculators-Dk3s9Q_xAb12.js');
    const log = logLines.join('\n');
    for (const token of tokens) expect(log).not.toContain(token);
    expect(log).not.toContain(jwt.split('.')[1]!);
    expect(log).not.toMatch(/secreto|Xq3vT9|example/);
    const paths = logLines.map((line) => (JSON.parse(line) as { path: string }).path);
    expect(paths).toEqual([
      ...tokens.map(() => '/restablecer-contrasena/[token]'),
      '/en/reset-password/[token]',
      '/calculadoras/plusvalia-municipal',
      media,
      '/assets/calculators-Dk3s9Q_xAb12.js',
    ]);
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
