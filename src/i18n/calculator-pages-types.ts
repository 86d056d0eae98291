import type { calculatorPages } from './es/calculator-pages.ts';
import type { Widen } from './types.ts';

/** The calculators' pages' copy, typed from the Spanish source so English must provide every key. */
export type CalculatorPagesMessages = Widen<typeof calculatorPages>;
