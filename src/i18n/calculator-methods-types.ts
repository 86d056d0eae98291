import type { calculatorMethods } from './es/calculator-methods.ts';
import type { Widen } from './types.ts';

/** How each calculator calculates and what it leaves out, typed from the Spanish source. */
export type CalculatorMethodsMessages = Widen<typeof calculatorMethods>;
