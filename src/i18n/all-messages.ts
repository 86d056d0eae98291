import { en } from './en/index.ts';
import { es } from './es/index.ts';
import type { Lang } from './languages.ts';
import type { Messages } from './messages.ts';

/** Both languages' copy, for tests and tools. The site loads one language per page (loadMessages). */
export const MESSAGES: Record<Lang, Messages> = { es, en };
