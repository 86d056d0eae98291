/**
 * Every key this site writes to the browser's storage. The cookies policy lists exactly these;
 * a test keeps the two in step.
 */
export const STORAGE_KEYS = {
  /**
   * 'es' | 'en': written when the visitor picks a language (switcher, language offer), and on a first visit to
   * the bare home page with the language detected there (the cookies policy says both).
   */
  language: 'aurea.lang',
  /** 'accepted' | 'rejected', written only when the visitor answers the cookie banner. */
  cookieConsent: 'aurea.cookie-consent',
  /**
   * The private area's sidebar, folded or unfolded: `{"state":"collapsed","storedAt":"…"}`, written when
   * the client folds or unfolds it, and followed for a year from then (the spec's lifetime).
   */
  sidebar: 'aurea.sidebar',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The only values the cookie banner stores; anything else counts as "not answered". */
export const COOKIE_CONSENT_VALUES = ['accepted', 'rejected'] as const;
export type CookieConsent = (typeof COOKIE_CONSENT_VALUES)[number];

export function isCookieConsent(value: unknown): value is CookieConsent {
  return typeof value === 'string' && (COOKIE_CONSENT_VALUES as readonly string[]).includes(value);
}
