import type { CalculatorsMessages } from './calculators-types.ts';
import { calculators as en } from './en/calculators.ts';
import { calculators as es } from './es/calculators.ts';
import type { Lang } from './languages.ts';

export type { CalculatorsMessages } from './calculators-types.ts';

/**
 * The calculators' copy in both languages. Not part of `Messages`: only the calculators' lazy island
 * imports this module, so the copy loads with their code instead of in every page's first JavaScript.
 */
export const CALCULATORS_MESSAGES: Record<Lang, CalculatorsMessages> = { es, en };
