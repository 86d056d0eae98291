// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { seedContent } from '../../content/seed.ts';
import { renovation as computeRenovation, valuate } from '../../domain/calculators/index.ts';
import { makeRenovationInput, makeValuationInput } from '../../domain/calculators/test-factories.ts';
import type { ContentDocument } from '../../domain/content/index.ts';
import renovation from './definitions/renovation.tsx';
import valuation from './definitions/valuation.tsx';
import { openWithScenario } from '../../../tests/support/calculator-panel.tsx';

/**
 * The calculators read the firm's published market table (ADR 0036): a page rendered from a version with
 * other €/m² figures works its result out with them, and the valuation says the month of its data. The
 * calculator is opened as its own page with a scenario in the address, which calculates it at once.
 */

afterEach(cleanup);

/** The seed with Chamberí's and Salamanca's prices changed and the table dated November 2025. */
function publishedWithNewPrices(): ContentDocument {
  const content = seedContent();
  content.market.asOf = '2025-11';
  content.market.districts.chamberi = { avgPerM2: 9000, minPerM2: 7000, maxPerM2: 10500 };
  content.market.districts.salamanca.maxPerM2 = 12400;
  return content;
}

/** A figure of the result card, once it shows (after the renovation's pause of a second). */
const figure = async (testId: string) => Number((await screen.findByTestId(testId)).dataset.value);

describe('the valuation with the published market table', () => {
  const input = makeValuationInput();

  it.each([
    ['es', 'Datos de mercado de noviembre de 2025'],
    ['en', 'Market data from November 2025'],
  ] as const)('(%s) starts from the published Chamberí price and says the month of the data', async (lang, dateLine) => {
    const content = publishedWithNewPrices();
    openWithScenario(lang, valuation, input, content);
    const expected = valuate(input, new Date(), content.market.districts);
    expect(expected.estimatedValue).not.toBe(valuate(input).estimatedValue);
    expect(await figure('result-estimatedValue')).toBe(expected.estimatedValue);
    expect(await figure('result-rangeLow')).toBe(expected.range.low);
    expect(await figure('result-marketRangeMin')).toBe(7000);
    expect(await figure('result-marketRangeMax')).toBe(10500);
    expect(screen.getByTestId('result-marketAsOf').textContent).toBe(dateLine);
  });

  it.each(['es', 'en'] as const)('(%s) with the seed’s undated table: today’s figures and no date line', async (lang) => {
    openWithScenario(lang, valuation, input);
    expect(await figure('result-estimatedValue')).toBe(valuate(input).estimatedValue);
    expect(screen.queryByTestId('result-marketAsOf')).toBeNull();
  });
});

describe('the renovation with the published market table', () => {
  it.each(['es', 'en'] as const)('(%s) caps the value added at the published band top of the zone', async (lang) => {
    const content = publishedWithNewPrices();
    const flat = makeRenovationInput({ propertyValue: 1300000 });
    openWithScenario(lang, renovation, flat, content);
    expect(await figure('result-marketCeiling')).toBe(1488000);
    expect(computeRenovation(flat, content.market.districts)).toMatchObject({ marketCeiling: 1488000 });
    expect(computeRenovation(flat).marketCeiling).toBe(1440000);
  });
});
