// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientCase, ClientDealings, OwnerReport } from '../../domain/cases/index.ts';
import { MESSAGES } from '../../i18n/all-messages.ts';
import { I18nProvider } from '../../i18n/index.tsx';
import type { Lang } from '../../i18n/languages.ts';
import { RouterProvider } from '../../lib/router.tsx';
import { serverData } from '../../lib/server-data.ts';
import { CasesSection } from './cases-section.tsx';

/** The client's case page against a small server at the network boundary, in both languages. */

const ID = '6f1c1c3e-2d6b-4a8e-9a57-0c7f2b1d9e10';
const AT = '2026-11-20T10:00:00.000Z';
const user = { name: 'Ana', email: 'ana@example.com', clientType: 'seller', lang: 'es' } as const;

const makeCase = (): ClientCase & ClientDealings => ({
  id: ID,
  side: 'seller',
  title: 'Piso en Velázquez',
  property: 'Velázquez 12, 4.º',
  status: 'open',
  createdAt: AT,
  closedAt: null,
  nextStep: 'mandate-kyc',
  milestones: [
    { key: 'valuation', label: null, actor: 'firm', state: 'done', dueOn: null, doneAt: AT, clientNote: 'Entre 1,2 y 1,3 M€.' },
    { key: 'mandate-kyc', label: null, actor: 'client', state: 'in-progress', dueOn: '2026-12-01', doneAt: null, clientNote: '' },
    {
      key: 'firm-photos',
      label: { es: 'Reportaje de fotos', en: 'Photo shoot' },
      actor: 'firm',
      state: 'pending',
      dueOn: null,
      doneAt: null,
      clientNote: '',
    },
  ],
  checklist: [
    { item: 'owner-id', provider: 'client', condition: 'always', applies: true, documentId: 'd1' },
    { item: 'title-deed', provider: 'client', condition: 'always', applies: true, documentId: null },
    { item: 'mortgage-certificate', provider: 'bank', condition: 'mortgaged', applies: false, documentId: null },
  ],
  documents: [
    {
      id: 'd1',
      name: 'dni.pdf',
      item: 'owner-id',
      size: 204800,
      type: 'application/pdf',
      uploadedBy: 'client',
      createdAt: AT,
      replaces: 'd0',
      current: true,
    },
    {
      id: 'd0',
      name: 'dni-old.jpg',
      item: 'owner-id',
      size: 1048576 * 2,
      type: 'image/jpeg',
      uploadedBy: 'client',
      createdAt: AT,
      replaces: null,
      current: false,
    },
  ],
  viewings: [
    {
      id: 'v1',
      status: 'proposed',
      startsAt: '2026-12-01T09:00:00.000Z',
      durationMinutes: 45,
      rescheduleOf: null,
      visitor: 'Lucía F.',
      feedback: null,
      sellerAnswer: null,
      version: 1,
    },
    {
      id: 'v0',
      status: 'done',
      startsAt: '2026-11-21T09:00:00.000Z',
      durationMinutes: 30,
      rescheduleOf: null,
      visitor: 'Hugo M.',
      feedback: { said: 'Le encantó la terraza.', rating: 4 },
      sellerAnswer: 'accepted',
      version: 4,
    },
  ],
  offers: [
    {
      id: 'o1',
      status: 'received',
      amount: 125_000_000,
      conditions: { financing: 'mortgage' },
      by: 'buyer',
      counterOf: null,
      createdAt: AT,
      buyer: 'Lucía F.',
      advice: { advice: 'counter', note: '' },
    },
  ],
  timeline: [
    { id: 'e2', at: AT, kind: 'milestone-changed', by: 'staff', data: { milestone: 'valuation', state: 'done' } },
    { id: 'e1', at: AT, kind: 'document-added', by: 'client', data: { document: 'd1', item: 'owner-id' } },
  ],
});

const WEEK = '2026-11-30';
const SENT_AT = '2026-11-30T08:00:05.000Z';
/** A report as stored when sent: its figures are the week's, whatever the case holds now. */
const REPORT: OwnerReport = {
  week: WEEK,
  status: 'sent',
  sentAt: SENT_AT,
  text: 'Su informe semanal…',
  snapshot: {
    week: WEEK,
    lang: 'es',
    title: 'Piso en Velázquez',
    property: 'Velázquez 12, 4.º',
    daysOnMarket: 10,
    viewings: [{ startsAt: '2026-11-24T10:00:00.000Z', status: 'done' }],
    feedback: [{ startsAt: '2026-11-24T10:00:00.000Z', said: 'Luminoso, pero pide reforma.', rating: 3 }],
    offers: [{ createdAt: '2026-11-26T10:00:00.000Z', amount: 118_000_000, status: 'countered', by: 'buyer' }],
    milestones: [],
  },
};

let kase: ClientCase & ClientDealings;
const FEED_1 = `http://localhost/api/calendar/${'a'.repeat(43)}.ics`;
const FEED_2 = `http://localhost/api/calendar/${'b'.repeat(43)}.ics`;
const posted: { path: string; body: unknown }[] = [];
const json = (body: unknown, code = 200) => Response.json(body, { status: code });
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const { pathname } = new URL(String(input), 'http://localhost');
  if (init?.method === 'POST') posted.push({ path: pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
  if (pathname === '/api/portal/calendar') return json({ url: init?.method === 'POST' ? FEED_2 : FEED_1 });
  if (pathname === `/api/portal/cases/${ID}/viewings/v1/answer`) {
    kase = { ...kase, viewings: kase.viewings.map((v) => (v.id === 'v1' ? { ...v, status: 'confirmed', version: 2 } : v)) };
    return json({ viewing: kase.viewings[0] });
  }
  if (pathname === `/api/portal/cases/${ID}/messages`)
    return init?.method === 'POST' ? json({ message: { id: 'm1', createdAt: AT } }, 201) : json({ messages: [] });
  if (pathname === `/api/portal/cases/${ID}/reports`) return json({ reports: [{ week: WEEK, sentAt: SENT_AT }] });
  if (pathname === `/api/portal/cases/${ID}/reports/${WEEK}`) return json({ report: REPORT });
  if (pathname === `/api/portal/cases/${ID}`) return json({ case: kase });
  if (pathname === '/api/portal/cases/notices') return json({ frequency: 'immediate' });
  return json({ error: { code: 'notFound', message: '' } }, 404);
});

const renderCase = (lang: Lang, id = ID, extra = '') =>
  render(
    <I18nProvider lang={lang} messages={MESSAGES[lang]}>
      <RouterProvider
        value={{
          pathname: lang === 'es' ? '/area-privada/operaciones' : '/en/portal/cases',
          search: `?${lang === 'es' ? 'expediente' : 'case'}=${id}${extra}`,
          navigate: vi.fn(),
        }}
      >
        <CasesSection user={user} />
      </RouterProvider>
    </I18nProvider>,
  );

beforeEach(() => {
  kase = makeCase();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  serverData.clear();
  fetchMock.mockClear();
  posted.length = 0;
  vi.unstubAllGlobals();
});

describe('one case, as its client reads it', () => {
  it('shows where it stands: each step with its state, the current one, what comes next and who acts', async () => {
    renderCase('en');
    const steps = await screen.findByTestId('case-steps');
    expect(
      within(screen.getByTestId('case-next-step')).getByText('Mandate signed and client identified (Ley 10/2010)'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('case-next-step')).getByText('Taken by: You · Expected on 1 December 2026')).toBeTruthy();
    const current = steps.querySelector('[aria-current="step"]');
    expect(current?.getAttribute('data-testid')).toBe('step-mandate-kyc');
    expect(within(screen.getByTestId('step-valuation')).getByText('Done')).toBeTruthy();
    expect(within(screen.getByTestId('step-valuation')).getByText('Entre 1,2 y 1,3 M€.')).toBeTruthy();
    // A step of the firm's own carries its words in the page's language.
    expect(within(screen.getByTestId('step-firm-photos')).getByText('Photo shoot')).toBeTruthy();
  });

  it('lists the checklist as received, waiting or not needed, with who provides it', async () => {
    renderCase('es');
    await screen.findByTestId('case-checklist');
    expect(screen.getByTestId('checklist-owner-id').dataset.state).toBe('received');
    expect(screen.getByTestId('checklist-title-deed').dataset.state).toBe('waiting');
    const mortgage = screen.getByTestId('checklist-mortgage-certificate');
    expect(mortgage.dataset.state).toBe('notNeeded');
    expect(within(mortgage).getByText('No necesario')).toBeTruthy();
    expect(within(mortgage).getByText('Solo si hay hipoteca')).toBeTruthy();
    // The client uploads their own items on the row (a real file input, reached by keyboard); the bank's is not theirs.
    expect(screen.getByLabelText(/^Subir: Escritura de propiedad/).getAttribute('type')).toBe('file');
    expect(within(mortgage).queryByLabelText(/Subir/)).toBeNull();
    const picker = screen.getByLabelText('Elegir un archivo o hacer una foto');
    expect(picker.getAttribute('accept')).toContain('image/heic');
    expect(picker.hasAttribute('capture')).toBe(false);
  });

  it('tells the timeline in the page’s language, naming the firm and the client', async () => {
    renderCase('en');
    const timeline = await screen.findByTestId('case-timeline-list');
    expect(within(timeline).getByText('The firm: “Valuation”, done.')).toBeTruthy();
    expect(within(timeline).getByText('You uploaded a document: DNI, NIE or passport of every owner (dni.pdf).')).toBeTruthy();
  });

  it('keeps a document’s earlier versions under the current one, each downloadable by the session', async () => {
    renderCase('en');
    const list = await screen.findByTestId('case-documents-list');
    const current = within(list).getByRole('link', { name: /dni\.pdf/ });
    expect(current.getAttribute('href')).toBe(`/api/portal/cases/${ID}/documents/d1`);
    expect(within(list).getByText('One earlier version')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'dni-old.jpg', hidden: true }).getAttribute('href')).toBe(
      `/api/portal/cases/${ID}/documents/d0`,
    );
  });

  it('refuses a file over 25 MB in words before sending a byte', async () => {
    renderCase('es');
    const input = await screen.findByLabelText('Elegir un archivo o hacer una foto');
    const big = new File(['x'], 'escritura.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 26 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('escritura.pdf pesa más de 25 MB: no se puede enviar.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says when the case is not this client’s (404), the same as an unknown one', async () => {
    renderCase('es', '00000000-0000-4000-8000-000000000000');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No encontramos ese expediente.'));
  });

  it('shows the seller the viewings with the visitor as a first name and the released feedback, and answers a proposed slot', async () => {
    renderCase('en');
    const proposed = await screen.findByTestId('viewing-v1');
    expect(within(proposed).getByText('Visitor: Lucía F.')).toBeTruthy();
    expect(within(proposed).getByText('Proposed')).toBeTruthy();
    const done = screen.getByTestId('viewing-v0');
    expect(within(done).getByText('Le encantó la terraza.')).toBeTruthy();
    expect(within(done).getByText('★★★★☆ (4 out of 5)')).toBeTruthy();
    fireEvent.click(within(proposed).getByRole('button', { name: 'Accept the viewing' }));
    await waitFor(() => expect(within(screen.getByTestId('viewing-v1')).getByText('Confirmed')).toBeTruthy());
    expect(posted).toContainEqual({ path: `/api/portal/cases/${ID}/viewings/v1/answer`, body: { version: 1, answer: 'accept' } });
  });

  it('shows each offer with its amount, its bidder as a first name and the firm’s advice, and sends a message', async () => {
    renderCase('es');
    const offer = await screen.findByTestId('offer-o1');
    expect(within(offer).getByText(/1\.250\.000,00/)).toBeTruthy();
    expect(within(offer).getByText(/De Lucía F\./)).toBeTruthy();
    expect(within(offer).getByText('Aconsejamos contraofertar')).toBeTruthy();
    const box = await screen.findByLabelText('Su mensaje');
    fireEvent.change(box, { target: { value: '¿Hay novedades?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Mensaje enviado.')).toBeTruthy();
    expect(posted).toContainEqual({ path: `/api/portal/cases/${ID}/messages`, body: { body: '¿Hay novedades?' } });
    // A document of the case goes with a message by its id (uploaded first, through the case's rules); only current ones.
    const attach = screen.getByLabelText('Adjuntar un documento del expediente');
    expect([...attach.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Ninguno', 'dni.pdf']);
    fireEvent.change(screen.getByLabelText('Su mensaje'), { target: { value: 'Le adjunto el DNI.' } });
    fireEvent.change(attach, { target: { value: 'd1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(posted).toContainEqual({
        path: `/api/portal/cases/${ID}/messages`,
        body: { body: 'Le adjunto el DNI.', documentId: 'd1' },
      }),
    );
  });

  it('links the seller to each weekly report sent, and shows one exactly as stored', async () => {
    renderCase('en');
    const link = await screen.findByRole('link', { name: 'Week of 30 November 2026' });
    expect(link.getAttribute('href')).toBe(`?case=${ID}&report=${WEEK}`);
    cleanup();
    renderCase('en', ID, `&report=${WEEK}`);
    const report = await screen.findByTestId('report-view');
    expect(within(report).getByRole('heading', { level: 2, name: 'Week of 30 November 2026' })).toBeTruthy();
    expect(within(report).getByText('Days on the market: 10', { exact: false })).toBeTruthy();
    expect(within(report).getByText(/Luminoso, pero pide reforma\./)).toBeTruthy();
    expect(within(report).getByText(/1,180,000\.00.*Countered/)).toBeTruthy();
    expect(within(screen.getByTestId('report-milestones')).getByText('None.')).toBeTruthy();
  });

  it('says a report of another client’s case is not there (404)', async () => {
    renderCase('es', '00000000-0000-4000-8000-000000000000', `&informe=${WEEK}`);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No encontramos ese expediente.'));
  });

  it('shows the calendar link when asked, and replaces it only on purpose, the focus kept on the button', async () => {
    renderCase('en');
    const calendar = await screen.findByRole('region', { name: 'Your calendar' });
    const show = within(calendar).getByRole('button', { name: 'Show the link' });
    show.focus();
    fireEvent.click(show);
    const link = await within(calendar).findByLabelText('Calendar link');
    expect((link as HTMLInputElement).value).toBe(FEED_1);
    expect(posted).toEqual([]);
    // The same button, now offering a new link: the keyboard's place is not lost.
    const replace = within(calendar).getByRole('button', { name: 'Replace it with a new one' });
    expect(document.activeElement).toBe(replace);
    fireEvent.click(replace);
    expect(await within(calendar).findByText('New link: the previous one no longer works.')).toBeTruthy();
    expect((within(calendar).getByLabelText('Calendar link') as HTMLInputElement).value).toBe(FEED_2);
    expect(posted).toEqual([{ path: '/api/portal/calendar', body: undefined }]);
    expect(document.activeElement).toBe(replace);
  });
});
