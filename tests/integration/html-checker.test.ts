import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { Database } from '../../server/db/index.ts';
import { createLogger } from '../../server/logger.ts';
import { RECEIVED_KEY, RECEIVED_KINDS } from '../../server/contact/form-answer-page.ts';
import { loadStaticFiles } from '../../server/site/static-files.ts';
import { servePublishedSite } from '../../server/studio/published-site.ts';
import { ROUTE_IDS, ROUTES } from '../../src/config/routes.ts';
import { CONTACT_FORM_ACTIONS, DETAILED_FORM_TYPE, FORM_TYPE } from '../../src/domain/contact/index.ts';
import { LANGS } from '../../src/i18n/languages.ts';
import { openTestDatabase } from '../setup/databases.ts';

/**
 * The Nu HTML Checker (vnu, the W3C's) on every page the app serves, in both languages, as a visitor
 * receives it (issue 24: 0 errors), and on the pages that answer a contact form sent without scripts, in
 * the site's frame as the server renders them (issue 41). One Java process checks them all.
 */
const VNU_JAR = 'node_modules/vnu-jar/build/dist/vnu.jar';
const NOT_FOUND_PATHS = { es: '/no-existe', en: '/en/does-not-exist' };

let app: ReturnType<typeof createApp>;
let db: Database;
let dir: string;
let stopSite = async () => {};

beforeAll(async () => {
  if (!existsSync('dist/client/index.html')) throw new Error('Run `npm run build` before the integration tests.');
  db = await openTestDatabase('pglite');
  const logger = createLogger('silent');
  // As `server/main.ts` serves them: the published version's pages, and the answers framed by its renderer.
  const served = await servePublishedSite({ db, staticDir: 'dist/client', built: await loadStaticFiles('dist/client'), logger });
  stopSite = () => served.site.stop();
  app = createApp({ db, files: served.files, framedPage: served.framedPage, logger });
  dir = await mkdtemp(join(tmpdir(), 'vnu-'));
});
afterAll(async () => {
  await stopSite();
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

/** A form sent without scripts: its fields form-encoded, as a browser posts them from one of the site's pages. */
const post = (path: string, fields: Record<string, string>, contentType = 'application/x-www-form-urlencoded') =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': contentType, 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams(fields).toString(),
  });

/**
 * Every kind of answer page, in both languages: each confirmation; what to correct on the simple form (the form
 * again, with what was typed, markup characters included) and on the brief (a list); and a request not sent.
 */
const ANSWERS = LANGS.flatMap((lang) => {
  const action = CONTACT_FORM_ACTIONS[lang];
  return [
    ...RECEIVED_KINDS.map((kind) => ({
      name: `${action}?${RECEIVED_KEY}=${kind}`,
      status: 200,
      answer: () => app.request(`${action}?${RECEIVED_KEY}=${kind}`),
    })),
    {
      name: `POST ${action} (the simple form, to correct)`,
      status: 400,
      answer: () =>
        post(action, { formType: FORM_TYPE, clientType: 'recommended', email: 'ana@', message: '<b>"Ático" & \'terraza\'</b>' }),
    },
    {
      name: `POST ${action} (the brief, to correct)`,
      status: 400,
      answer: () => post(action, { formType: DETAILED_FORM_TYPE, name: 'Ana' }),
    },
    { name: `POST ${action} (not a form: not sent)`, status: 415, answer: () => post(action, {}, 'text/plain') },
  ];
});

type VnuMessage = { type: string; url: string; lastLine?: number; message: string; extract?: string };

/**
 * The one rule of the checker (26.9) older than the HTML standard it checks: the standard lets a `<link
 * rel="expect">` carry `blocking="render"` (the home's first paint waits for its hero's end, src/features/hero),
 * the checker still allows `blocking` on stylesheets only. Only that message, on that element, is set aside.
 */
const checkerLagsTheStandard = (m: VnuMessage) =>
  m.message.startsWith('A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”') &&
  /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/.test(m.extract ?? '');

describe('the HTML checker', () => {
  it('finds no error on any page, in either language', async () => {
    const paths = [...ROUTE_IDS.flatMap((id) => LANGS.map((lang) => ROUTES[id][lang])), ...Object.values(NOT_FOUND_PATHS)];
    const files = new Map<string, string>();
    for (const [index, path] of paths.entries()) {
      const file = join(dir, `page-${index}.html`);
      await writeFile(file, await (await app.request(path)).text());
      files.set(`file:${file}`, path);
    }
    for (const [index, { name, status, answer }] of ANSWERS.entries()) {
      const response = await answer();
      expect(response.status, name).toBe(status);
      const html = await response.text();
      // In the site's frame (ADR 0057), not the bare page of a server without a renderer.
      expect(html, name).toContain('data-testid="site-header"');
      const file = join(dir, `answer-${index}.html`);
      await writeFile(file, html);
      files.set(`file:${file}`, name);
    }
    // vnu prints its report on stderr and exits 1 when it found an error: read the report either way.
    const report = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...[...files.keys()].map((url) => url.slice('file:'.length))],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    ).then(
      ({ stderr }) => stderr,
      (error: { stderr?: string }) => error.stderr ?? String(error),
    );
    const messages = (JSON.parse(report) as { messages: VnuMessage[] }).messages.filter((m) => !checkerLagsTheStandard(m));
    const errors = messages.map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? '?'} ${m.message} «${m.extract ?? ''}»`);
    expect(errors).toEqual([]);
  }, 120_000);
});
