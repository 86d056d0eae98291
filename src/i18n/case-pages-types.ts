import type { casePages } from './es/case-pages.ts';
import type { Widen } from './types.ts';

/** The case file's pages' copy, typed from the Spanish source so English must provide every key. */
export type CasePagesMessages = Widen<typeof casePages>;
