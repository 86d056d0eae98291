// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { makeValuationInput } from '../../../domain/calculators/test-factories.ts';
import { ACCOUNT_PAGES_MESSAGES } from '../../../i18n/account-pages.ts';
import { MESSAGES } from '../../../i18n/all-messages.ts';
import { DETAILED_REQUEST_MESSAGES } from '../../../i18n/detailed-request.ts';
import { formattersFor } from '../../../i18n/format.ts';
import { I18nProvider, type Lang } from '../../../i18n/index.tsx';
import { RouterProvider } from '../../../lib/router.tsx';
import { serverData } from '../../../lib/server-data.ts';
import type { SessionUser } from '../../../lib/session.ts';
import type { SavedSearch, Valuation } from '../../../domain/accounts/index.ts';
import { PropertySection } from './property-section.tsx';
import { SearchSection } from './search-section.tsx';
import { SummarySection } from './summary-section.tsx';

/**
 * The private area's sections against the portal API's answers at the network boundary (issue 22,
 * item 10): figures a reader cannot misread, a valuation chart whose labels all differ, and a buyer's
 * search that offers a buyer's goals and services only. The API itself is tested on real databases.
 */

let answers: Record<string, unknown> = {};
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const path = new URL(String(input), 'http://localhost').pathname;
  return new Response(JSON.stringify(answers[path] ?? null), { status: 200, headers: { 'Content-Type': 'application/json' } });
});

beforeEach(() => {
  answers = {};
  serverData.clear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderIn = (lang: Lang, section: ReactNode) =>
  render(
    <I18nProvider lang={lang} messages={MESSAGES[lang]}>
      <RouterProvider value={{ pathname: '/', search: '', navigate: vi.fn() }}>
        <ToastProvider dismissLabel="x">{section}</ToastProvider>
      </RouterProvider>
    </I18nProvider>,
  );
const user = (clientType: SessionUser['clientType'], lang: Lang): SessionUser => ({
  name: 'Lucía Fernández',
  email: 'lucia@example.com',
  clientType,
  lang,
});

/** A valuation of the home near 1,2 M €, at a moment: a narrow range, so one-decimal labels would repeat. */
const valuation = (id: string, valuedAt: string, estimatedValue: number): Valuation => ({
  id,
  valuedAt,
  estimatedValue,
  low: estimatedValue - 30_000,
  high: estimatedValue + 30_000,
  confidence: 80,
  pricePerM2: 10_000,
});
const VALUATIONS = [
  valuation('v1', '2026-03-01T09:15:00Z', 1_190_000),
  valuation('v2', '2026-03-01T09:47:00Z', 1_210_000),
  valuation('v3', '2026-04-02T10:00:00Z', 1_200_000),
];
const PROPERTY = {
  property: { inputs: makeValuationInput(), createdAt: '2026-03-01T09:00:00Z', updatedAt: '2026-03-01T09:00:00Z' },
};

describe.each(['es', 'en'] as const)('private area sections (%s)', (lang) => {
  const a = ACCOUNT_PAGES_MESSAGES[lang];

  it('sets every figure in the display face with lining numerals: "0 solicitudes" never reads "o solicitudes"', async () => {
    answers = {
      '/api/portal/requests': { requests: [] },
      '/api/portal/scenarios': { scenarios: [] },
      '/api/portal/property': { ...PROPERTY, valuations: VALUATIONS },
    };
    // Cormorant's default figures are old-style (0 like o, 1 like I): wherever it sets a digit, lining ones.
    const displayedFigures = (root: HTMLElement) =>
      [...root.querySelectorAll<HTMLElement>('.font-display')].filter((element) => /\d/.test(element.textContent ?? ''));
    const summary = renderIn(lang, <SummarySection user={user('seller', lang)} />);
    const zero = await screen.findByText(a.portal.summary.requestsCount(0));
    expect(zero.classList).toContain('lining-nums');
    expect(zero.classList).toContain('tabular-nums');
    await waitFor(() => {
      const figures = screen.getAllByTestId('summary-figure').map((figure) => figure.textContent);
      expect(figures).toHaveLength(3);
      expect(figures).not.toContain('—');
    });
    const displayed = displayedFigures(summary.container);
    cleanup();
    const property = renderIn(lang, <PropertySection user={user('seller', lang)} />);
    await screen.findByTestId('latest-valuation');
    displayed.push(...displayedFigures(property.container));
    expect(displayed.length).toBeGreaterThanOrEqual(4);
    for (const element of displayed) expect(element.classList, element.textContent ?? '').toContain('lining-nums');
  });

  it('draws the valuation history with a label of its own for every value tick and every valuation', async () => {
    answers = { '/api/portal/property': { ...PROPERTY, valuations: VALUATIONS } };
    renderIn(lang, <PropertySection user={user('seller', lang)} />);
    const chart = await screen.findByTestId('valuation-history');
    const ticks = within(chart)
      .getAllByTestId('value-tick')
      .map((tick) => tick.textContent);
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ticks).size).toBe(ticks.length);
    const dates = within(chart)
      .getAllByTestId('date-label')
      .map((label) => label.textContent);
    expect(dates).toHaveLength(VALUATIONS.length);
    expect(new Set(dates).size).toBe(VALUATIONS.length);
    // The two of 1 March: one day, each with its time.
    const format = formattersFor(lang);
    expect(dates[0]).toBe(`${format.day(VALUATIONS[0]!.valuedAt)}${format.time(VALUATIONS[0]!.valuedAt)}`);
    expect(dates[2]).toBe(format.day(VALUATIONS[2]!.valuedAt));
  });

  it('offers a buyer a buyer’s goals and services only, and leaves out a seller’s kept in the brief', async () => {
    const fields = DETAILED_REQUEST_MESSAGES[lang].fields;
    // A brief kept from before (saved as a seller's, under older rules): not one the schema would store today.
    const search: SavedSearch = {
      brief: {
        propertyType: 'apartment',
        goal: 'sell',
        location: 'Chamberí',
        budget: '1m-2m',
        timeline: 'short',
      } as SavedSearch['brief'],
      createdAt: '2026-03-01T09:00:00Z',
      updatedAt: '2026-03-01T09:00:00Z',
      sentAt: null,
    };
    (search.brief as Record<string, unknown>).services = ['valuation', 'staging', 'legal'];
    answers = { '/api/portal/search': { search } };
    renderIn(lang, <SearchSection user={user('buyer', lang)} />);
    const form = await screen.findByTestId('search-form');
    const goals = within(form).getByRole('group', { name: new RegExp(fields.goal.label) });
    const goalNames = within(goals)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value'));
    expect(goalNames).toEqual(['buy', 'rent', 'invest', 'evaluate']);
    expect(within(goals).queryByRole('radio', { checked: true })).toBeNull();
    const services = within(form).getByRole('group', { name: new RegExp(fields.services.label) });
    expect(
      within(services)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['valuation', 'legal', 'financing', 'concierge']);
    expect(
      within(services)
        .getAllByRole('checkbox', { checked: true })
        .map((box) => box.getAttribute('value')),
    ).toEqual(['valuation', 'legal']);
    expect(within(form).queryByText(fields.services.options.marketing.label)).toBeNull();
    expect(within(form).queryByText(fields.goal.options.sell)).toBeNull();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  });
});
