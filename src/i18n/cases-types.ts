import type { cases } from './es/cases.ts';
import type { Widen } from './types.ts';

/** The case file's copy, typed from the Spanish source so English must provide every key. */
export type CasesMessages = Widen<typeof cases>;
