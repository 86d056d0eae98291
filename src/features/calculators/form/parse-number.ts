import type { Lang } from '../../../i18n/languages.ts';

/** Thousands and decimal separators as visitors type them in each language. */
const SEPARATORS: Record<Lang, { group: string; decimal: string }> = {
  es: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/**
 * Reads a number as typed: "400.000" in Spanish or "400,000" in English is 400000; spaces, € and m²
 * are ignored. Empty → undefined ("required"); anything else unreadable → NaN ("not a number").
 */
export function parseLocaleNumber(raw: string, lang: Lang): number | undefined {
  const compact = raw.replace(/[\s\u00a0€]|m²/g, '');
  if (compact === '') return undefined;
  const { group, decimal } = SEPARATORS[lang];
  const normalised = compact.split(group).join('').replace(decimal, '.');
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}
