// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PublishedContentProvider } from '../../content/published-content.tsx';
import { seedContent } from '../../content/seed.ts';
import {
  capitalGains,
  CapitalGainsInputSchema,
  renovation,
  valuate,
  type RenovationInput,
} from '../../domain/calculators/index.ts';
import { EXAMPLE_TODAY, makeRenovationInput, makeValuationInput } from '../../domain/calculators/test-factories.ts';
import { MESSAGES } from '../../i18n/all-messages.ts';
import { CALCULATORS_MESSAGES } from '../../i18n/calculators.ts';
import { formattersFor } from '../../i18n/format.ts';
import { I18nProvider, type Lang } from '../../i18n/index.tsx';
import { CapitalGainsResultCard } from './capital-gains-result.tsx';
import { RenovationResultCard } from './renovation-result.tsx';
import { ValuationResultCard } from './valuation-result.tsx';

afterEach(cleanup);

const card = { headingRef: createRef<HTMLHeadingElement>(), actions: null };
const inLang = (lang: Lang, children: React.ReactNode) =>
  render(
    <I18nProvider lang={lang} messages={MESSAGES[lang]}>
      <PublishedContentProvider content={seedContent()}>{children}</PublishedContentProvider>
    </I18nProvider>,
  );

describe.each(['es', 'en'] as const)('result cards (%s)', (lang) => {
  const c = CALCULATORS_MESSAGES[lang];
  const money = formattersFor(lang).money;

  it('renovation: says nothing extra when uncapped and profitable; explains a capped, a zero and a negative return', () => {
    const show = (input: RenovationInput) => {
      cleanup();
      inLang(lang, <RenovationResultCard {...card} input={input} result={renovation(input)} />);
      return screen.queryByTestId('renovation-explanation')?.textContent ?? null;
    };
    expect(show(makeRenovationInput())).toBeNull();
    expect(show(makeRenovationInput({ propertyValue: 1300000 }))).toBe(
      c.results.renovation.capped(c.options.zone.salamanca, money(1440000)),
    );
    expect(screen.getByTestId('result-marketCeiling').dataset.value).toBe('1440000');
    expect(show(makeRenovationInput({ propertyValue: 1500000 }))).toBe(
      c.results.renovation.cappedAtZero(c.options.zone.salamanca, money(1440000)),
    );
    // Capped below its cost: the return is negative, and the card says both.
    const losing = makeRenovationInput({ propertyValue: 1400000 });
    expect(renovation(losing)).toMatchObject({ valueIncrease: 40000, capped: true });
    expect(show(losing)).toBe(
      `${c.results.renovation.capped(c.options.zone.salamanca, money(1440000))} ${c.results.renovation.negative}`,
    );
  });

  it('capital gains: leads with the taxable gain, states the rule, the split by cost and the assumption', () => {
    const input = CapitalGainsInputSchema.parse({
      purchasePrice: 100000,
      purchaseDate: '1985-03-01',
      improvements: 100000,
      improvementDate: '1993-06-01',
      salePrice: 300000,
      saleDate: '2026-03-01',
    });
    inLang(lang, <CapitalGainsResultCard {...card} input={input} result={capitalGains(input)} />);
    const figures = screen.getByTestId('capital-gains-result').querySelectorAll('dt');
    expect(figures[0]?.textContent).toBe(c.results.capitalGains.taxableGain);
    const text = screen.getByTestId('capital-gains-result').textContent;
    for (const note of [
      c.results.capitalGains.abatementRule,
      c.results.capitalGains.componentsNote,
      c.results.capitalGains.assumption,
    ]) {
      expect(text).toContain(note);
    }
    expect(text).not.toContain(c.results.capitalGains.dependency); // not the main residence
  });

  it('valuation: a price per m² above the district band is not said to fit what is usual', () => {
    const input = makeValuationInput({
      district: 'chamberi',
      propertyType: 'penthouse',
      condition: 'new',
      features: ['terrace', 'pool'],
    });
    const result = valuate(input, EXAMPLE_TODAY);
    expect(result.pricePerM2).toBeGreaterThan(result.marketRange.maxPerM2);
    inLang(lang, <ValuationResultCard {...card} input={input} result={result} />);
    const text = screen.getByTestId('valuation-result').textContent;
    expect(text).toContain(c.results.valuation.outsideBand.above);
    expect(text).not.toContain(c.results.valuation.precisionNote.narrow);
  });
});
