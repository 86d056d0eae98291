/**
 * Every key this site writes to the browser's storage. The cookies policy lists exactly these;
 * a test keeps the two in step.
 */
export const STORAGE_KEYS = {
  /** 'es' | 'en', written only when the visitor picks a language with the switcher. */
  language: 'aurea.lang',
  /** 'accepted' | 'rejected', written only when the visitor answers the cookie banner. */
  cookieConsent: 'aurea.cookie-consent',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
