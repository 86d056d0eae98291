import { cases as en } from './en/cases.ts';
import { cases as es } from './es/cases.ts';
import type { CasesMessages } from './cases-types.ts';
import type { Lang } from './languages.ts';

export type { CasesMessages } from './cases-types.ts';

/** The case file's words in both languages: for the server (timeline, e-mails) and the signed-in pages only. */
export const CASES_MESSAGES: Record<Lang, CasesMessages> = { es, en };
