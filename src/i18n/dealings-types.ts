import type { dealings } from './es/dealings.ts';
import type { Widen } from './types.ts';

/** The words of viewings, offers, messages and the weekly report, typed from the Spanish source. */
export type DealingsMessages = Widen<typeof dealings>;
