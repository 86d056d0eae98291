import type { detailedRequest } from './es/detailed-request.ts';
import type { Widen } from './types.ts';

/** The detailed brief's copy, typed from the Spanish source so English must provide every key. */
export type DetailedRequestMessages = Widen<typeof detailedRequest>;
