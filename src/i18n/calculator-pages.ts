import type { CalculatorPagesMessages } from './calculator-pages-types.ts';
import { calculatorPages as en } from './en/calculator-pages.ts';
import { calculatorPages as es } from './es/calculator-pages.ts';
import type { Lang } from './languages.ts';

export type { CalculatorPagesMessages } from './calculator-pages-types.ts';

/**
 * The copy of the calculators' own pages in both languages. Not part of `Messages`: only those pages'
 * route modules import it, so it stays out of every other page's first JavaScript.
 */
export const CALCULATOR_PAGES_MESSAGES: Record<Lang, CalculatorPagesMessages> = { es, en };
