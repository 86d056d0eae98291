/**
 * The password rules of decisions.md, Product 9 (ASVS 5.0 V6, NIST SP 800-63B-4): length only, any
 * characters, no composition rules, no rotation; a password on the list of common and breached
 * passwords is refused (the list itself lives on the server; the form checks length only).
 */
export const PASSWORD_MIN_CHARS = 12;
export const PASSWORD_MAX_CHARS = 128;

/**
 * NIST counts each Unicode code point as one character, so an emoji or an accented letter typed as
 * one composed character counts once. Compatibility forms are folded first (NFKC), as they are
 * before hashing, so "ﬁ" and "fi" are the same password.
 */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

export function passwordLength(password: string): number {
  return [...normalizePassword(password)].length;
}

export type PasswordProblem = 'passwordTooShort' | 'passwordTooLong' | 'passwordCommon' | 'passwordMatchesContext';

export type PasswordContext = {
  /** Is this (normalised, lower-cased) password on the list of common and breached passwords? */
  isCommon?: (candidate: string) => boolean;
  /** Words that make a poor password for this account: its e-mail, the site's name. */
  contextWords?: readonly string[];
};

/** The forms in which a password is compared with the lists: normalised, lower-cased, without spaces. */
export function passwordComparisonForm(password: string): string {
  return normalizePassword(password).toLowerCase().replace(/\s+/g, '');
}

/** The first rule a password breaks, or null when it is acceptable. */
export function checkPassword(password: string, context: PasswordContext = {}): PasswordProblem | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_CHARS) return 'passwordTooShort';
  if (length > PASSWORD_MAX_CHARS) return 'passwordTooLong';
  const candidate = passwordComparisonForm(password);
  const words = (context.contextWords ?? []).map(passwordComparisonForm).filter((w) => w.length >= 4);
  if (words.some((w) => candidate === w || (candidate.includes(w) && w.length >= candidate.length / 2)))
    return 'passwordMatchesContext';
  if (context.isCommon?.(candidate)) return 'passwordCommon';
  return null;
}
