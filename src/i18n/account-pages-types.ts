import type { accountPages } from './es/account-pages.ts';
import type { Widen } from './types.ts';

/** The account pages' copy, typed from the Spanish source so English must provide every key. */
export type AccountPagesMessages = Widen<typeof accountPages>;
