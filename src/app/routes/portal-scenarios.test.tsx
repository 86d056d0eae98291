// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/toast.tsx';
import {
  capitalGains,
  CapitalGainsInputSchema,
  compoundInterest,
  CompoundInterestInputSchema,
  DISTRICTS,
} from '../../domain/calculators/index.ts';
import { makeCapitalGainsInput, makeCompoundInterestInput } from '../../domain/calculators/test-factories.ts';
import type { SavedScenario } from '../../domain/accounts/index.ts';
import { ScenariosSection, type ScenarioHeadline } from '../../features/accounts/portal/scenarios-section.tsx';
import { savedScenarioHeadline } from '../../features/calculators/scenario-link.ts';
import { MESSAGES } from '../../i18n/all-messages.ts';
import { CALCULATORS_MESSAGES } from '../../i18n/calculators.ts';
import { formattersFor } from '../../i18n/format.ts';
import { I18nProvider, type Lang } from '../../i18n/index.tsx';
import { RouterProvider } from '../../lib/router.tsx';
import { serverData } from '../../lib/server-data.ts';

/**
 * Mis escenarios as the route composes it (issue 22, item 10): each saved scenario's card shows its
 * result, calculated again from the saved inputs by the calculator's own function, in the page's
 * language. The list comes from the portal API's answer at the network boundary.
 */

const scenarioHeadline: ScenarioHeadline = (scenario, lang) =>
  savedScenarioHeadline(scenario.calculator, lang, scenario.inputs, DISTRICTS);

const saved = (id: string, calculator: SavedScenario['calculator'], name: string, inputs: unknown): SavedScenario => ({
  id,
  calculator,
  name,
  inputs: JSON.parse(JSON.stringify(inputs)) as Record<string, unknown>,
  createdAt: '2026-03-01T09:00:00Z',
  updatedAt: '2026-03-01T09:00:00Z',
});
const GAINS = CapitalGainsInputSchema.parse(makeCapitalGainsInput({ age: 50, isMainResidence: false }));
const SAVINGS = CompoundInterestInputSchema.parse(makeCompoundInterestInput());
const SCENARIOS = [saved('s1', 'capital-gains', 'Venta del piso', GAINS), saved('s2', 'compound-interest', 'Ahorro', SAVINGS)];

beforeEach(() => {
  serverData.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ scenarios: SCENARIOS }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(['es', 'en'] as const)('saved scenarios (%s)', (lang: Lang) => {
  it('show each its headline result, in the page’s number format', async () => {
    render(
      <I18nProvider lang={lang} messages={MESSAGES[lang]}>
        <RouterProvider value={{ pathname: '/', search: '', navigate: vi.fn() }}>
          <ToastProvider dismissLabel="x">
            <ScenariosSection scenarioHeadline={scenarioHeadline} />
          </ToastProvider>
        </RouterProvider>
      </I18nProvider>,
    );
    const c = CALCULATORS_MESSAGES[lang].results;
    const format = formattersFor(lang);
    const cards = await screen.findAllByTestId('scenario');
    expect(cards).toHaveLength(2);
    const result = async (card: HTMLElement) => {
      const figure = await within(card).findByTestId('scenario-result');
      return [figure.querySelector('dt')?.textContent, figure.querySelector('dd')?.textContent];
    };
    expect(await result(cards[0]!)).toEqual([c.capitalGains.taxDue, format.moneyExact(capitalGains(GAINS).taxDue)]);
    expect(await result(cards[1]!)).toEqual([
      c.compoundInterest.finalBalance,
      format.moneyExact(compoundInterest(SAVINGS).finalBalance),
    ]);
    expect(capitalGains(GAINS).taxDue).toBeGreaterThan(0);
  });
});
