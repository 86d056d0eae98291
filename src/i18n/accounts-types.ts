import type { accounts } from './es/accounts.ts';
import type { Widen } from './types.ts';

/** The accounts' copy, typed from the Spanish source so English must provide every key. */
export type AccountsMessages = Widen<typeof accounts>;
