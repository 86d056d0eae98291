import { dealings as en } from './en/dealings.ts';
import { dealings as es } from './es/dealings.ts';
import type { DealingsMessages } from './dealings-types.ts';
import type { Lang } from './languages.ts';

export type { DealingsMessages } from './dealings-types.ts';

/** Viewings', offers', messages' and the weekly report's words in both languages (server and signed-in pages). */
export const DEALINGS_MESSAGES: Record<Lang, DealingsMessages> = { es, en };
