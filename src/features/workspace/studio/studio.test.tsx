// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeXhr } from '../../../../tests/support/fake-xhr.ts';
import { defaultHeroFilms } from '../../../content/hero-films.ts';
import { seedContent } from '../../../content/seed.ts';
import {
  asShownInResults,
  type ContentDocument,
  type FilmJob,
  type StudioState,
  type StudioVersion,
} from '../../../domain/content/index.ts';
import { MESSAGES } from '../../../i18n/all-messages.ts';
import { I18nProvider } from '../../../i18n/index.tsx';
import { WORKSPACE_MESSAGES } from '../../../i18n/workspace.ts';
import { serverData } from '../../../lib/server-data.ts';
import { FILM_POLL_MS } from '../api/studio.ts';
import { Studio } from './studio.tsx';

/**
 * The studio against the API's answers at the network boundary (fetch, and XMLHttpRequest for the
 * uploads; the API itself is tested on real databases, server/studio/): typed edits reach the saved
 * draft, a save names the draft it was made on, a refused save offers the draft afresh, and a film's job
 * is read until it ends, its film then in its slot.
 */

const ui = WORKSPACE_MESSAGES.es.ui;
const text = ui.studio;
const errors = WORKSPACE_MESSAGES.es.errors;
const API = '/api/staff/content';
const FIRST_SAVE = '2026-11-28T09:00:00.000Z';
const HASH = 'ab12'.repeat(16);

type Call = { method: string; path: string; headers: Record<string, string>; body: unknown };
type Answer = { status: number; body: unknown };

/** The studio's API as the test plays it: the draft, its tag, and what each request was. */
let server: {
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
};
let calls: Call[] = [];

const version: StudioVersion = {
  number: 1,
  publishedAt: FIRST_SAVE,
  publishedBy: null,
  publishedByName: null,
  restoredFrom: null,
};
const state = (): StudioState => ({
  draft: { document: server.document, updatedAt: server.updatedAt, missing: [], updatedBy: server.updatedBy ?? null },
  published: version,
});
const refusal = (status: number, code: string): Answer => ({ status, body: { error: { code, message: code } } });

function answer({ method, path, headers, body }: Call): Answer {
  if (method === 'GET' && path === API) return { status: 200, body: state() };
  if (method === 'GET' && path === `${API}/versions`) return { status: 200, body: { versions: [version] } };
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
  return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
});

/** The uploads (XMLHttpRequest, for their progress) answered by the same API, sent whole at once. */
const uploads = fakeXhr(({ method, path, headers, body }) => {
  const call = { method, path, headers, body };
  const answered = answer(call);
  calls.push(call);
  return answered;
});

const sent = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
const status = (message: string) => screen.findByText(message, { selector: '[role="status"]' });
// Found by their words rather than by role: the studio is a long form, and role queries read all of it.
const section = (heading: string) => screen.getByText(heading, { selector: 'h3' }).closest('section')!;
const cases = () => section(text.cases.heading).querySelectorAll('ol > li');
const firstCase = () => within(cases()[0] as HTMLElement);
const button = (name: string) => screen.getByText(name, { selector: 'button' });
const inLang = (label: string, lang: 'es' | 'en') => text.fieldIn(label, text.lang[lang]);

function renderStudio() {
  render(
    <I18nProvider lang="es" messages={MESSAGES.es}>
      <Studio />
    </I18nProvider>,
  );
  return screen.findByText(text.heading, { selector: 'h2' });
}

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

// The whole studio (every editor, some 336 fields) renders in happy-dom in about 5 s on a quiet core and
// three times that on a loaded 2-core machine: the default 20 s is too close for what these tests do.
describe('the studio', { timeout: 60_000 }, () => {
  it('saves the typed edits on the draft it read, then publishes that save', async () => {
    await renderStudio();
    fireEvent.change(firstCase().getByLabelText(inLang(text.cases.fields.title, 'en')), {
      target: { value: 'Brand-new penthouse in Almagro' },
    });
    fireEvent.click(firstCase().getByLabelText(text.cases.visible));
    expect(screen.getByText(text.unsaved)).toBeTruthy();

    fireEvent.click(button(text.save));
    await status(text.saved);
    const [save] = sent('PUT', `${API}/draft`);
    expect(save!.headers['If-Match']).toBe(`"${FIRST_SAVE}"`);
    const saved = save!.body as ContentDocument;
    const seed = seedContent();
    expect(saved.cases[0]).toEqual({
      ...seed.cases[0],
      visible: !seed.cases[0]!.visible,
      en: { ...seed.cases[0]!.en, title: 'Brand-new penthouse in Almagro' },
    });
    expect({ ...saved, cases: saved.cases.slice(1) }).toEqual({ ...seed, cases: seed.cases.slice(1) });
    expect(screen.queryByText(text.unsaved)).toBeNull();

    // Nothing unsaved: the publish shows what it changes and who changed it, then names the save just made.
    fireEvent.click(button(text.publish));
    await screen.findByText((content) => content.includes(text.review.by('Marta Equipo')));
    fireEvent.click(button(text.review.confirm));
    await status(text.publishedNow(2));
    expect(sent('PUT', `${API}/draft`)).toHaveLength(1);
    expect(sent('POST', `${API}/publish`).map((c) => c.body)).toEqual([{ draft: server.updatedAt }]);
  });

  it('edits a section’s heading and a page’s search texts: warns of a count the cases contradict, counts, previews the result, saves', async () => {
    await renderStudio();
    const words = text.copy.headings;
    const portfolio = within(screen.getByText(words.sections.portfolio, { selector: 'legend' }).closest('fieldset')!);
    const intro = portfolio.getByLabelText(inLang(words.fields.intro, 'es'));
    expect(screen.queryByTestId('count-contradicted')).toBeNull();
    // Thirteen cases are visible: "catorce" contradicts them, {count} never does.
    fireEvent.change(intro, { target: { value: 'Catorce operaciones recientes.' } });
    expect(portfolio.getByTestId('count-contradicted').textContent).toBe(words.countContradicted('14', 13));
    fireEvent.change(intro, { target: { value: '{count} operaciones recientes.' } });
    expect(screen.queryByTestId('count-contradicted')).toBeNull();

    const seo = within(section(text.seo.heading));
    const home = within(seo.getByText(text.seo.pages.home, { selector: 'legend' }).closest('fieldset')!);
    const title = 'Concierge inmobiliario privado en Madrid, con total discreción | Aurea';
    const english = home.getByLabelText(inLang(text.seo.title, 'en'));
    // What the field is described by: its hint (with the advice) and its count.
    const describing = () =>
      english
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => globalThis.document.getElementById(id)?.textContent ?? '')
        .join(' ');
    expect(describing()).not.toContain(text.seo.long);
    fireEvent.change(english, { target: { value: title } });
    expect(describing()).toContain(text.seo.titleCount(title.length, 60));
    expect(describing()).toContain(text.seo.long);
    const [, preview] = home.getAllByTestId('seo-preview');
    expect(preview!.textContent).toContain('Concierge inmobiliario privado en Madrid, con total…');
    expect(preview!.textContent).toContain(asShownInResults(seedContent().seo.home.description.en, 160));

    fireEvent.click(button(text.save));
    await status(text.saved);
    const saved = sent('PUT', `${API}/draft`)[0]!.body as ContentDocument;
    expect(saved.copy.headings.portfolio.intro.es).toBe('{count} operaciones recientes.');
    expect(saved.seo.home.title).toEqual({ es: seedContent().seo.home.title.es, en: title });
  });

  it('edits the calculators’ pages’ and the legal pages’ headings in both languages beside the home’s, and saves them', async () => {
    await renderStudio();
    const words = text.copy.headings;
    const copy = within(section(text.copy.heading));
    expect(copy.getByText(words.pagesHeading, { selector: 'h4' })).toBeTruthy();
    const page = (id: 'calculatorsIndex' | 'valuationCalculator' | 'privacyPolicy') =>
      within(copy.getByText(words.sections[id], { selector: 'legend' }).closest('fieldset')!);
    // Each page shows the fields it has, filled with what the visitor reads today.
    const valuation = page('valuationCalculator');
    const seed = seedContent().copy.headings;
    const title = valuation.getByLabelText(inLang(words.pageFields.title, 'en'));
    expect((title as HTMLInputElement).value).toBe(seed.valuationCalculator.title.en);
    expect(valuation.getByLabelText(inLang(words.pageFields.summary, 'es'))).toBeTruthy();
    expect(page('privacyPolicy').queryByLabelText(inLang(words.pageFields.lead, 'es'))).toBeNull();

    fireEvent.change(title, { target: { value: 'What your Madrid home is worth' } });
    fireEvent.change(valuation.getByLabelText(inLang(words.pageFields.lead, 'es')), {
      target: { value: 'Una horquilla honesta, sin compromiso.' },
    });
    fireEvent.change(page('calculatorsIndex').getByLabelText(inLang(words.pageFields.eyebrow, 'en')), {
      target: { value: 'Private tools' },
    });
    fireEvent.change(page('privacyPolicy').getByLabelText(inLang(words.pageFields.title, 'es')), {
      target: { value: 'Su privacidad' },
    });
    fireEvent.click(button(text.save));
    await status(text.saved);
    const saved = (sent('PUT', `${API}/draft`)[0]!.body as ContentDocument).copy.headings;
    expect(saved.valuationCalculator).toEqual({
      ...seed.valuationCalculator,
      title: { es: seed.valuationCalculator.title.es, en: 'What your Madrid home is worth' },
      lead: { es: 'Una horquilla honesta, sin compromiso.', en: seed.valuationCalculator.lead.en },
    });
    expect(saved.calculatorsIndex.eyebrow.en).toBe('Private tools');
    expect(saved.privacyPolicy.title).toEqual({ es: 'Su privacidad', en: seed.privacyPolicy.title.en });
    expect(saved.portfolio).toEqual(seed.portfolio);
  });

  it('merges a colleague’s save with hers when they changed different cases, and saves both on their save', async () => {
    await renderStudio();
    fireEvent.change(firstCase().getByLabelText(inLang(text.cases.fields.title, 'es')), { target: { value: 'Mío' } });
    // Lucía saves another case first.
    const [first, second, ...rest] = server.document.cases;
    server.document = { ...server.document, cases: [first!, { ...second!, es: { ...second!.es, title: 'Suyo' } }, ...rest] };
    server.updatedAt = '2026-11-28T09:30:00.000Z';
    server.updatedBy = 'Lucía';
    fireEvent.click(button(text.save));
    await status(text.merge.done('Lucía'));
    const [refused, merged] = sent('PUT', `${API}/draft`);
    expect(refused!.headers['If-Match']).toBe(`"${FIRST_SAVE}"`);
    expect(merged!.headers['If-Match']).toBe('"2026-11-28T09:30:00.000Z"');
    expect((merged!.body as ContentDocument).cases.slice(0, 2).map((c) => c.es.title)).toEqual(['Mío', 'Suyo']);
    expect(cases()[1]!.textContent).toContain('Suyo');
    await waitFor(() => expect(screen.getByTestId('draft-status').textContent).toContain(text.merge.done('Lucía')));
    expect(screen.queryByText(text.unsaved)).toBeNull();
  });

  it('says who else is in the studio and which case or part they have open, and tells the server the one she goes into', async () => {
    const seed = seedContent();
    server.present = [
      { name: 'Ana', item: 'copy:copy', seenAt: FIRST_SAVE },
      { name: 'Lucía', item: `case:${seed.cases[0]!.id}`, seenAt: FIRST_SAVE },
    ];
    await renderStudio();
    expect((await screen.findByTestId('studio-presence')).textContent).toBe(text.presence.others('Ana y Lucía'));
    // A part edited whole (the home's texts): said under its heading, and nowhere else.
    expect(within(section(text.copy.heading)).getByTestId('presence-note').textContent).toBe(
      text.presence.editing('Ana', false, text.presence.editingWhat.copy),
    );
    expect(within(section(text.market.heading)).queryByTestId('presence-note')).toBeNull();
    expect(within(cases()[0] as HTMLElement).getByTestId('presence-note').textContent).toBe(
      text.presence.editing('Lucía', false, text.presence.editingWhat.case),
    );
    expect(within(cases()[1] as HTMLElement).queryByTestId('presence-note')).toBeNull();
    expect(sent('PUT', `${API}/presence`)[0]!.body).toEqual({ item: null });
    // A soft lock: her case stays editable; going into another case tells the server.
    fireEvent.focus(within(cases()[1] as HTMLElement).getByLabelText(inLang(text.cases.fields.title, 'es')));
    await waitFor(() => expect(sent('PUT', `${API}/presence`).at(-1)!.body).toEqual({ item: `case:${seed.cases[1]!.id}` }));
    // Going into a part names the part.
    fireEvent.focus(within(section(text.market.heading)).getByLabelText(text.market.asOf));
    await waitFor(() => expect(sent('PUT', `${API}/presence`).at(-1)!.body).toEqual({ item: 'market:market' }));
  });

  it('asks, item by item, about a case both changed, and saves what she chose on their save', async () => {
    await renderStudio();
    fireEvent.change(firstCase().getByLabelText(inLang(text.cases.fields.title, 'es')), { target: { value: 'Mío' } });
    const [first, ...rest] = server.document.cases;
    server.document = { ...server.document, cases: [{ ...first!, es: { ...first!.es, title: 'Suyo' } }, ...rest] };
    server.updatedAt = '2026-11-28T09:30:00.000Z';
    server.updatedBy = 'Lucía';
    fireEvent.click(button(text.save));
    const conflicts = within(await screen.findByTestId('merge-conflicts'));
    expect(screen.getByTestId('draft-status').textContent).toBe(text.merge.pending('Lucía'));
    const item = text.review.item(ui.audit.details.items.case, 'Mío');
    expect(conflicts.getByText(item, { selector: 'legend' })).toBeTruthy();
    // Nothing chosen: she is told, and nothing is saved.
    fireEvent.click(conflicts.getByText(text.merge.settle, { selector: 'button' }));
    expect(conflicts.getByText(text.merge.unsettled)).toBeTruthy();
    expect(sent('PUT', `${API}/draft`)).toHaveLength(1);

    fireEvent.click(conflicts.getByLabelText(text.merge.takeTheirs('Lucía')));
    fireEvent.click(conflicts.getByText(text.merge.settle, { selector: 'button' }));
    await status(text.merge.done('Lucía'));
    await waitFor(() =>
      expect(firstCase().getByLabelText(inLang(text.cases.fields.title, 'es'))).toHaveProperty('value', 'Suyo'),
    );
    expect(screen.queryByTestId('merge-conflicts')).toBeNull();
    // Theirs taken whole: nothing of hers left to save.
    expect(sent('PUT', `${API}/draft`)).toHaveLength(1);
  });

  it('says a refused save that cannot be merged, and edits from the draft read afresh when asked', async () => {
    await renderStudio();
    fireEvent.change(firstCase().getByLabelText(inLang(text.cases.fields.title, 'es')), { target: { value: 'Mío' } });
    server.refuseSave = 'draftChanged';
    server.updatedAt = '2026-11-28T09:30:00.000Z';
    fireEvent.click(button(text.save));
    expect((await screen.findByText(errors.draftChanged, { selector: '[role="alert"]' })).textContent).toBe(errors.draftChanged);
    server.refuseSave = undefined;
    fireEvent.click(button(text.reload));
    await waitFor(() =>
      expect(firstCase().getByLabelText(inLang(text.cases.fields.title, 'es'))).not.toHaveProperty('value', 'Mío'),
    );
    expect(screen.queryByText(text.unsaved)).toBeNull();
    fireEvent.change(firstCase().getByLabelText(inLang(text.cases.fields.title, 'es')), { target: { value: 'Nuestro' } });
    fireEvent.click(button(text.save));
    await status(text.saved);
    expect(sent('PUT', `${API}/draft`).at(-1)!.headers['If-Match']).toBe('"2026-11-28T09:30:00.000Z"');
  });

  it('reads a film’s job every second until it ends: a failure said, a made film put in its slot; then reads it no more', async () => {
    const poster = {
      width: 1280,
      height: 720,
      renditions: [{ width: 640, avif: `/media/c/${HASH}.avif`, webp: `/media/c/${HASH}.webp` }],
    };
    const film = { width: 1280, height: 720, durationS: 4, webm: `/media/c/${HASH}.webm`, mp4: `/media/c/${HASH}.mp4`, poster };
    const job = (id: string, status: FilmJob['status'], progress: number): FilmJob => ({
      id,
      status,
      progress,
      error: status === 'failed' ? 'filmTranscodeFailed' : null,
      film: status === 'done' ? film : null,
      createdAt: FIRST_SAVE,
      finishedAt: null,
    });
    const [failing, making] = ['0b6f3c9e-1d2a-4c5b-8e7f-9a0b1c2d3e4f', '1c7a4d0f-2e3b-4d6c-9f80-ab1c2d3e4f50'];
    server.filmJobs = [
      [job(failing, 'queued', 0), job(failing, 'failed', 0)],
      [job(making, 'queued', 0), job(making, 'running', 40), job(making, 'done', 100)],
    ];
    const reads = (id: string) => sent('GET', `${API}/films/${id}`).length;
    const aWhile = () => act(() => new Promise((resolve) => setTimeout(resolve, FILM_POLL_MS * 1.5)));
    await renderStudio();
    const slot = within(screen.getByText(text.films.slotLegend(2), { selector: 'legend' }).closest('fieldset')!);
    const upload = () => slot.getByLabelText(text.films.choose);
    const pick = () =>
      fireEvent.change(upload(), { target: { files: [new File([new Uint8Array(64)], 'patio.mp4', { type: 'video/mp4' })] } });

    // A job that fails: the reason read with the field, and the job read no more.
    pick();
    await waitFor(() => expect(upload().getAttribute('aria-invalid')).toBe('true'));
    expect(slot.getByText(errors.filmTranscodeFailed)).toBeTruthy();
    expect(reads(failing)).toBe(1);
    await aWhile();
    expect(reads(failing)).toBe(1);

    pick();
    await slot.findByText(text.films.queued);
    expect(slot.getByLabelText(text.films.progressLabel).tagName).toBe('PROGRESS');
    await slot.findByText(text.films.converting(40));
    await slot.findByText(text.films.done);
    expect(reads(making)).toBe(2);
    expect(slot.queryByLabelText(text.films.progressLabel)).toBeNull();
    await aWhile();
    expect(reads(making)).toBe(2);

    // The made film is the slot's: its still's words are written and saved with it.
    fireEvent.change(slot.getByLabelText(inLang(text.films.posterAlt, 'es')), { target: { value: 'Carta de ajuste' } });
    fireEvent.click(button(text.save));
    await status(text.saved);
    const saved = sent('PUT', `${API}/draft`)[0]!.body as ContentDocument;
    expect(saved.hero?.films[1]).toMatchObject({
      id: 'film-ab12ab12ab12',
      webm: film.webm,
      poster: { alt: { es: 'Carta de ajuste', en: '' } },
    });
    expect(saved.hero?.films[0]).toEqual(defaultHeroFilms()[0]);
  });

  it('finds an item by a word of either language and leads to it, open and focused; the menu leads to each section', async () => {
    await renderStudio();
    const seed = seedContent();
    const villa = seed.cases.findIndex((c) => c.es.title === 'Villa contemporánea con jardín');
    const search = screen.getByLabelText(text.navigator.search);
    fireEvent.change(search, { target: { value: 'garden contemporary' } });
    await status(text.navigator.found(1));
    const found = button(text.navigator.foundItem(text.navigator.sections.cases, 'Villa contemporánea con jardín'));
    fireEvent.click(found);
    const summary = cases()[villa]!.querySelector('summary')!;
    expect(summary.closest('details')!.open).toBe(true);
    expect(document.activeElement).toBe(summary);
    expect((search as HTMLInputElement).value).toBe('');

    fireEvent.click(button(text.navigator.sections.market));
    expect(document.activeElement).toBe(screen.getByText(text.market.heading, { selector: 'h3' }));
  });
});
