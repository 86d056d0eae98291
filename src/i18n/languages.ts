export const LANGS = ['es', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'es';

/** BCP 47 tags used for Intl formatting, <html lang> and og:locale. */
export const LOCALE_TAG: Record<Lang, string> = { es: 'es-ES', en: 'en-GB' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
