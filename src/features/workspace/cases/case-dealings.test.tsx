// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffCase, StaffOffer, StaffViewing } from '../../../domain/cases/index.ts';
import { renderInLanguage } from '../../../../tests/support/render-in-language.tsx';
import { CASE_PAGES_MESSAGES } from '../../../i18n/case-pages.ts';
import { DEALINGS_MESSAGES } from '../../../i18n/dealings.ts';
import { serverData } from '../../../lib/server-data.ts';
import { CaseHold } from './case-hold.tsx';
import { CaseMessages } from './case-messages.tsx';
import { CaseOffers } from './case-offers.tsx';
import { CaseViewings } from './case-viewings.tsx';

/** The workspace's viewings agenda, offers board and legal hold against the API's answers at the network boundary, in English. */

const ID = '6f1c1c3e-2d6b-4a8e-9a57-0c7f2b1d9e10';
const AT = '2026-11-20T10:00:00.000Z';
const kase: StaffCase = {
  id: ID,
  side: 'seller',
  title: 'Piso en Velázquez',
  property: '',
  status: 'open',
  createdAt: AT,
  closedAt: null,
  nextStep: null,
  requestId: 'r1',
  client: null,
  assignee: null,
  overdue: false,
  version: 1,
  conditions: [],
  milestones: [],
  checklist: [],
  documents: [],
  timeline: [],
  invitation: null,
  legalHoldSince: null,
};
const viewing = (id: string, startsAt: string, over: Partial<StaffViewing> = {}): StaffViewing => ({
  id,
  status: 'confirmed',
  startsAt,
  durationMinutes: 45,
  agent: null,
  visitor: { name: 'Hugo Martín Ruiz', idNumber: '', buyerCaseId: null },
  note: '',
  feedback: { said: '', rating: null, releasedAt: null },
  sellerAnswer: null,
  rescheduleOf: null,
  rescheduledTo: null,
  createdAt: AT,
  version: 1,
  ...over,
});
const offer = (id: string, amount: number, createdAt: string, over: Partial<StaffOffer> = {}): StaffOffer => ({
  id,
  status: 'received',
  amount,
  conditions: {},
  by: 'buyer',
  buyer: { name: 'Hugo Martín Ruiz', caseId: null },
  counterOf: null,
  advice: { advice: null, note: '', at: null },
  createdAt,
  decidedAt: null,
  version: 1,
  ...over,
});

let answers: Record<string, unknown> = {};
const posted: { path: string; body: unknown }[] = [];
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const { pathname } = new URL(String(input), 'http://localhost');
  if (init?.method && init.method !== 'GET') {
    posted.push({ path: pathname, body: JSON.parse(String(init.body)) });
    if (pathname.endsWith('/hold')) return Response.json({ case: { ...kase, legalHoldSince: AT } });
    return Response.json({ viewing: { id: 'v9', status: 'proposed' } }, { status: 201 });
  }
  return Response.json(answers[pathname] ?? { error: { code: 'notFound', message: '' } }, {
    status: answers[pathname] ? 200 : 404,
  });
});
beforeEach(() => {
  answers = {};
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  serverData.clear();
  fetchMock.mockClear();
  posted.length = 0;
  vi.unstubAllGlobals();
});

const w = DEALINGS_MESSAGES.en.staff;

describe('the workspace’s viewings and offers', () => {
  it('groups viewings by their Madrid day and proposes a slot typed in Madrid time with that day’s offset', async () => {
    answers[`/api/staff/cases/${ID}/viewings`] = {
      viewings: [
        // 23:30 UTC on 30 November is 00:30 on 1 December in Madrid: the same day as the morning viewing.
        viewing('late', '2026-11-30T23:30:00.000Z', { visitor: { name: 'Ana Gil', idNumber: 'X1234567L', buyerCaseId: null } }),
        viewing('morning', '2026-12-01T09:00:00.000Z', { status: 'proposed' }),
        viewing('before', '2026-11-30T10:00:00.000Z', { status: 'done' }),
      ],
    };
    renderInLanguage('en', <CaseViewings kase={kase} />);
    const agenda = await screen.findByRole('list', { name: w.viewings.agenda });
    const days = within(agenda)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(days).toEqual(['30 November 2026', '1 December 2026']);
    expect(within(agenda).getByText(/ID on the visit sheet: X1234567L/)).toBeTruthy();
    // A done viewing offers its feedback, a proposed one its confirmation.
    expect(within(screen.getByTestId('staff-viewing-before')).getByLabelText(w.feedback.said)).toBeTruthy();
    expect(
      within(screen.getByTestId('staff-viewing-morning')).getByRole('button', { name: w.viewings.actions.confirm }),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('staff-viewing-before')).queryByRole('button', { name: w.viewings.actions.confirm }),
    ).toBeNull();

    const form = screen.getByRole('form', { name: w.viewings.propose });
    fireEvent.change(within(form).getByLabelText(w.viewings.day), { target: { value: '2026-12-01' } });
    fireEvent.change(within(form).getByLabelText(w.viewings.time), { target: { value: '10:30' } });
    fireEvent.change(within(form).getByLabelText(w.viewings.visitorName), { target: { value: 'Lucía Fernández' } });
    fireEvent.submit(form);
    expect(await within(form).findByText(w.viewings.proposed)).toBeTruthy();
    expect(posted).toEqual([
      {
        path: `/api/staff/cases/${ID}/viewings`,
        body: { startsAt: '2026-12-01T10:30:00+01:00', durationMinutes: 45, visitor: { name: 'Lucía Fernández' } },
      },
    ]);
  });

  it('keeps each negotiation as one chain, counters in order, newest negotiation first, advice only beside a buyer’s offer', async () => {
    answers[`/api/staff/cases/${ID}/offers`] = {
      offers: [
        offer('counter', 130_000_000, '2026-11-21T10:00:00.000Z', { by: 'seller', counterOf: 'first' }),
        offer('first', 125_000_000, '2026-11-20T10:00:00.000Z', { status: 'countered' }),
        offer('other', 110_000_000, '2026-11-22T10:00:00.000Z', { buyer: { name: 'Ben Buyer', caseId: null } }),
      ],
    };
    renderInLanguage('en', <CaseOffers kase={kase} />);
    const board = await screen.findByRole('list', { name: w.offers.board });
    const chains = within(board)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === board);
    expect(
      chains.map((c) =>
        within(c)
          .getAllByTestId(/^staff-offer-/)
          .map((o) => o.dataset.testid),
      ),
    ).toEqual([['staff-offer-other'], ['staff-offer-first', 'staff-offer-counter']]);
    const counter = screen.getByTestId('staff-offer-counter');
    expect(within(counter).getByText(/The seller’s counter-offer/)).toBeTruthy();
    expect(within(counter).queryByRole('form', { name: w.offers.advice })).toBeNull();
    expect(within(screen.getByTestId('staff-offer-first')).getByRole('form', { name: w.offers.advice })).toBeTruthy();
    // Only an offer still on the table can be answered.
    expect(within(screen.getByTestId('staff-offer-first')).queryByRole('button', { name: w.offers.actions.accept })).toBeNull();
    await waitFor(() => expect(within(counter).getByRole('button', { name: w.offers.actions.accept })).toBeTruthy());
  });

  it('attaches only a shared document to a message (a firm-only one is not the client’s to open), and links an attachment', async () => {
    const doc = (id: string, name: string, visibility: 'shared' | 'firm') => ({
      id,
      name,
      item: 'other' as const,
      size: 1024,
      type: 'application/pdf',
      uploadedBy: 'staff' as const,
      createdAt: AT,
      replaces: null,
      current: true,
      visibility,
    });
    const withDocs = { ...kase, documents: [doc('d1', 'nota-simple.pdf', 'shared'), doc('d2', 'informe-interno.pdf', 'firm')] };
    answers[`/api/staff/cases/${ID}/messages`] = {
      messages: [
        {
          id: 'm1',
          from: 'staff',
          body: 'Aquí la nota simple.',
          documentId: 'd1',
          createdAt: AT,
          authorName: 'Marta',
          readAt: null,
        },
      ],
    };
    renderInLanguage('en', <CaseMessages kase={withDocs as StaffCase} />);
    const link = await screen.findByRole('link', { name: 'Attachment: nota-simple.pdf' });
    expect(link.getAttribute('href')).toBe(`/api/staff/cases/${ID}/documents/d1`);
    const attach = screen.getByLabelText(w.messages.attach);
    expect([...attach.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      w.messages.noAttachment,
      'nota-simple.pdf',
    ]);
    fireEvent.change(screen.getByLabelText(w.messages.label), { target: { value: 'The deed, attached.' } });
    fireEvent.change(attach, { target: { value: 'd1' } });
    fireEvent.click(screen.getByRole('button', { name: w.messages.send }));
    await waitFor(() =>
      expect(posted).toEqual([
        { path: `/api/staff/cases/${ID}/messages`, body: { body: 'The deed, attached.', documentId: 'd1' } },
      ]),
    );
  });
});

describe('the legal hold', () => {
  const words = CASE_PAGES_MESSAGES.en.staff.hold;
  it('puts a case under legal hold on purpose, and says since when one is kept', async () => {
    renderInLanguage('en', <CaseHold kase={kase} />);
    expect(screen.getByText(words.none)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: words.put }));
    await waitFor(() => expect(posted).toEqual([{ path: `/api/staff/cases/${ID}/hold`, body: { hold: true } }]));
    cleanup();
    renderInLanguage('en', <CaseHold kase={{ ...kase, legalHoldSince: AT }} />);
    expect(screen.getByText('Kept since 20 November 2026.')).toBeTruthy();
    expect(screen.getByRole('button', { name: words.lift })).toBeTruthy();
  });
});
