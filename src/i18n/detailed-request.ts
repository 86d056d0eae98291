import type { DetailedRequestMessages } from './detailed-request-types.ts';
import { detailedRequest as en } from './en/detailed-request.ts';
import { detailedRequest as es } from './es/detailed-request.ts';
import type { Lang } from './languages.ts';

export type { DetailedRequestMessages } from './detailed-request-types.ts';

/**
 * The detailed brief's copy in both languages. Not part of `Messages`: only its page, its form (and the
 * server's notification e-mail) import this module, so no other page carries it.
 */
export const DETAILED_REQUEST_MESSAGES: Record<Lang, DetailedRequestMessages> = { es, en };
