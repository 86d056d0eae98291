import type { calculators } from './es/calculators.ts';
import type { Widen } from './types.ts';

/** The calculators' copy, typed from the Spanish source so English must provide every key. */
export type CalculatorsMessages = Widen<typeof calculators>;
