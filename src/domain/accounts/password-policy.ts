/**
 * The password rules of decisions.md, Product 9 (ASVS 5.0 V6, NIST SP 800-63B-4): length only, any
 * characters, no composition rules, no rotation; a password on the list of common and breached
 * passwords is refused, and so is one a strength estimator finds guessable (issue 22). The list and the
 * estimator live on the server and are passed in; the form checks length only.
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

export type PasswordProblem =
  'passwordTooShort' | 'passwordTooLong' | 'passwordCommon' | 'passwordMatchesContext' | 'passwordGuessable';

/**
 * A strength estimator's verdict, zxcvbn's scale: about how many guesses an attacker who knows how people
 * choose passwords needs. 0: under 10³, 1: under 10⁶, 2: under 10⁸, 3: under 10¹⁰, 4: 10¹⁰ or more.
 */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/**
 * The lowest score a new password may have: 10¹⁰ guesses (ADR 0037). Score 3 (10⁸) still lets through a
 * word, a year and two marks ("Summer2025!!", "Madrid2024!!": 10⁸·⁰); 10¹⁰ guesses of argon2id at about
 * 12 ms each are some four years of one core per account.
 */
export const PASSWORD_MIN_SCORE: PasswordScore = 4;

/** What people put between words; an attacker tries the words without it too ("aurea madrid 2024" as "aureamadrid2024"). */
const WORD_JOINERS = /[\s\-_.,;:/\\|+·]+/gu;

export type PasswordContext = {
  /** Is this (normalised, lower-cased) password on the list of common and breached passwords? */
  isCommon?: (candidate: string) => boolean;
  /** Words that make a poor password for this account: its e-mail, its name, the site's name. */
  contextWords?: readonly string[];
  /**
   * Estimates a (normalised) password's strength, with the context words as what an attacker knows of the
   * account. Asked about the password as typed and, when it has separators, without them (the lower score counts).
   */
  score?: (password: string, contextWords: readonly string[]) => PasswordScore;
};

/** Splits on anything that is not a letter or a digit: "ana.garcia@example.com" → ana, garcia, example, com. */
const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;

/**
 * The words an attacker would try first for this account: its e-mail, the e-mail's local part and each
 * part of it, the domain's first label, the name and each of its words, and the site's words (its name,
 * the legal name's words). Lower-cased, without duplicates; words of one or two letters add nothing.
 */
export function passwordContextWords(
  account: { email?: string | undefined; name?: string | undefined },
  siteNames: readonly string[],
): string[] {
  const words: string[] = [];
  const add = (text: string | undefined, whole = true) => {
    if (!text) return;
    const lower = normalizePassword(text).toLowerCase().trim();
    if (whole) words.push(lower);
    words.push(...lower.split(WORD_SEPARATORS));
  };
  const [local, domain] = (account.email ?? '').split('@');
  add(account.email);
  add(local);
  add(domain?.split('.')[0], false);
  add(account.name);
  for (const name of siteNames) add(name);
  return [...new Set(words.filter((w) => [...w].length >= 3))];
}

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
  if (context.score && passwordScore(password, context.score, context.contextWords ?? []) < PASSWORD_MIN_SCORE)
    return 'passwordGuessable';
  return null;
}

/**
 * The estimator's score of the password as typed and joined up, whichever is lower: estimators such as
 * zxcvbn count a separator as an unknown character and a password of many parts as harder, so "aurea madrid
 * 2024" scores 10¹² guesses while "aureamadrid2024" is what it is, two site words and a year.
 */
function passwordScore(
  password: string,
  score: NonNullable<PasswordContext['score']>,
  contextWords: readonly string[],
): PasswordScore {
  const typed = normalizePassword(password);
  const joined = typed.replace(WORD_JOINERS, '');
  const asTyped = score(typed, contextWords);
  return joined === typed || joined === '' ? asTyped : (Math.min(asTyped, score(joined, contextWords)) as PasswordScore);
}
