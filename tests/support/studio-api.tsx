import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { seedContent } from '../../src/content/seed.ts';
import type { ContentDocument, FilmJob, StudioState, StudioVersion } from '../../src/domain/content/index.ts';
import { MESSAGES } from '../../src/i18n/all-messages.ts';
import { I18nProvider } from '../../src/i18n/index.tsx';
import { WORKSPACE_MESSAGES } from '../../src/i18n/workspace.ts';
import { serverData } from '../../src/lib/server-data.ts';
import { Studio } from '../../src/features/workspace/studio/studio.tsx';
import { fakeXhr } from './fake-xhr.ts';

/**
 * Component tests only: the studio against the API's answers at the network boundary (fetch, and
 * XMLHttpRequest for the uploads; the API itself is tested on real databases, server/studio/), for the
 * studio's test files (src/features/workspace/studio/studio-*.test.tsx), one per concern so that two
 * workers share them. `playStudioApi()` in a file's top level plays the API for each of its tests.
 */

export const ui = WORKSPACE_MESSAGES.es.ui;
export const text = ui.studio;
export const errors = WORKSPACE_MESSAGES.es.errors;
export const API = '/api/staff/content';
export const FIRST_SAVE = '2026-11-28T09:00:00.000Z';
export const HASH = 'ab12'.repeat(16);

type Call = { method: string; path: string; headers: Record<string, string>; body: unknown };
type Answer = { status: number; body: unknown };

/** The studio's API as the test plays it: the draft, its tag, and what each request was. */
export let server: {
  document: ContentDocument;
  updatedAt: string;
  saves: number;
  /** Each upload's job as it is read in turn: the upload answers with the first, each read with the next, to the last. */
  filmJobs: FilmJob[][];
  refuseSave?: string;
  /** Who saved the draft last, by name. */
  updatedBy?: string;
  /** Who else is in the studio, as the heartbeat's answer says. */
  present?: { name: string; item: string | null; seenAt: string }[];
  /** The versions, newest first (the newest is on the site); version 1 alone unless set. */
  versions?: StudioVersion[];
  /** A restore is made when it arrives and answered once this settles (a restore's answer on its way). */
  restoreAnswered?: Promise<void>;
};
let calls: Call[] = [];

const version: StudioVersion = {
  number: 1,
  publishedAt: FIRST_SAVE,
  publishedBy: null,
  publishedByName: null,
  restoredFrom: null,
};
const versions = () => server.versions ?? [version];
const state = (): StudioState => ({
  draft: { document: server.document, updatedAt: server.updatedAt, missing: [], updatedBy: server.updatedBy ?? null },
  published: versions()[0]!,
});
const RESTORE = new RegExp(`^${API}/versions/(\\d+)/restore$`);
const refusal = (status: number, code: string): Answer => ({ status, body: { error: { code, message: code } } });

function answer({ method, path, headers, body }: Call): Answer {
  if (method === 'GET' && path === API) return { status: 200, body: state() };
  if (method === 'GET' && path === `${API}/versions`) return { status: 200, body: { versions: versions() } };
  const restoring = RESTORE.exec(path);
  if (method === 'POST' && restoring) {
    // The server's restore: on the draft she saw, the version's copy published and made the draft.
    if ((body as { draft: string }).draft !== server.updatedAt) return refusal(412, 'draftChanged');
    const from = Number(restoring[1]);
    const made = { ...version, number: versions()[0]!.number + 1, restoredFrom: from };
    server.versions = [made, ...versions()];
    server.document = seedContent();
    server.updatedAt = `2026-11-28T10:0${++server.saves}:00.000Z`;
    return { status: 201, body: { version: made, keptDraft: null } };
  }
  if (method === 'PUT' && path === `${API}/draft`) {
    if (server.refuseSave) return refusal(412, server.refuseSave);
    if (headers['If-Match'] !== `"${server.updatedAt}"`) return refusal(412, 'draftChanged');
    server.document = body as ContentDocument;
    server.updatedAt = `2026-11-28T09:0${++server.saves}:00.000Z`;
    return { status: 200, body: { updatedAt: server.updatedAt, missing: [] } };
  }
  if (method === 'PUT' && path === `${API}/presence`) return { status: 200, body: { present: server.present ?? [] } };
  if (method === 'GET' && path === `${API}/changes`)
    return {
      status: 200,
      body: {
        published: 1,
        updatedAt: server.updatedAt,
        changes: [{ kind: 'market', id: 'market', name: '', change: 'edited', changedBy: ['Marta Equipo'] }],
      },
    };
  if (method === 'POST' && path === `${API}/publish`)
    return { status: 201, body: { version: { ...version, number: 2, publishedBy: 'marta@firma.es' } } };
  if (method === 'POST' && path === `${API}/films`) {
    const uploads = calls.filter((c) => c.method === 'POST' && c.path === path).length;
    return { status: 202, body: { job: server.filmJobs[uploads]![0] } };
  }
  if (method === 'GET' && path.startsWith(`${API}/films/`)) {
    const reads = server.filmJobs.find(([job]) => path.endsWith(`/${job!.id}`));
    const polls = calls.filter((c) => c.path === path).length;
    if (reads) return { status: 200, body: { job: reads[Math.min(polls + 1, reads.length - 1)] } };
  }
  return refusal(404, 'notFound');
}

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
  const call = {
    method: init?.method ?? 'GET',
    path: url.pathname,
    headers: (init?.headers ?? {}) as Record<string, string>,
    body,
  };
  const { status, body: payload } = answer(call);
  calls.push(call);
  if (RESTORE.test(call.path)) await server.restoreAnswered;
  return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
});

/** The uploads (XMLHttpRequest, for their progress) answered by the same API, sent whole at once. */
const uploads = fakeXhr(({ method, path, headers, body }) => {
  const call = { method, path, headers, body };
  const answered = answer(call);
  calls.push(call);
  return answered;
});

export const sent = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
export const status = (message: string) => screen.findByText(message, { selector: '[role="status"]' });
// Found by their words rather than by role: the studio is a long form, and role queries read all of it.
export const section = (heading: string) => screen.getByText(heading, { selector: 'h3' }).closest('section')!;
export const cases = () => section(text.cases.heading).querySelectorAll('ol > li');
export const firstCase = () => within(cases()[0] as HTMLElement);
export const button = (name: string) => screen.getByText(name, { selector: 'button' });
export const inLang = (label: string, lang: 'es' | 'en') => text.fieldIn(label, text.lang[lang]);

export function renderStudio() {
  render(
    <I18nProvider lang="es" messages={MESSAGES.es}>
      <Studio />
    </I18nProvider>,
  );
  return screen.findByText(text.heading, { selector: 'h2' });
}

/** Plays the API for each test of the file: the seed's draft, no calls yet, fetch and XMLHttpRequest answered here. */
export function playStudioApi(): void {
  beforeEach(() => {
    server = { document: seedContent(), updatedAt: FIRST_SAVE, saves: 0, filmJobs: [] };
    calls = [];
    serverData.clear();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', uploads.XMLHttpRequest);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

/**
 * The whole studio (every editor, some 336 fields) renders in happy-dom in about 5 s on a quiet core and
 * three times that on a loaded 2-core machine: the default 20 s is too close for what these tests do.
 */
export const STUDIO_TEST_TIMEOUT_MS = 60_000;
