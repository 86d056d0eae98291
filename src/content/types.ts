import type { Lang } from '../i18n/languages.ts';

/** One entry, both languages: a piece of copy cannot exist in one language only. */
export type Bilingual<T> = Record<Lang, T>;
