import type { RouteId } from './routes.ts';

/** UI timings of the calculators (product-spec section 4): the pause before a result is shown. */
export const CAPITAL_GAINS_DELAY_MS = 500;
export const RENOVATION_DELAY_MS = 1000;

/** The five calculators, in the order their index page lists them. */
export const CALCULATOR_IDS = ['valuation', 'capital-gains', 'renovation', 'investment', 'compound-interest'] as const;
export type CalculatorId = (typeof CALCULATOR_IDS)[number];

/** Each calculator's own page (issue 14). */
export const CALCULATOR_ROUTES = {
  valuation: 'valuationCalculator',
  'capital-gains': 'capitalGainsCalculator',
  renovation: 'renovationCalculator',
  investment: 'investmentCalculator',
  'compound-interest': 'compoundInterestCalculator',
} as const satisfies Record<CalculatorId, RouteId>;

/** The calculators the home page keeps as tabs; the others live on their own pages only. */
export const HOME_CALCULATOR_IDS = ['valuation', 'capital-gains', 'renovation'] as const satisfies readonly CalculatorId[];

/**
 * A valuation whose confidence reaches this (percent) has a range of ±10 % or less and is called
 * narrow; below it, wider. The card says so in words, never as a bare percentage (calculators.md).
 */
export const NARROW_RANGE_MIN_CONFIDENCE = 80;
