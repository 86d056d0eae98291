import type { CalculatorMethodsMessages } from './calculator-methods-types.ts';
import { calculatorMethods as en } from './en/calculator-methods.ts';
import { calculatorMethods as es } from './es/calculator-methods.ts';
import type { Lang } from './languages.ts';

export type { CalculatorMethodsMessages } from './calculator-methods-types.ts';

/** How each calculator calculates and what it leaves out, in both languages; loaded with that section only. */
export const CALCULATOR_METHODS_MESSAGES: Record<Lang, CalculatorMethodsMessages> = { es, en };
