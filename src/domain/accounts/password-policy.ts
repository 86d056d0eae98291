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

/** Lower-cased, compatibility forms folded and accents dropped: "Áurea" and "aurea" are one word to an attacker. */
const foldWord = (text: string) =>
  normalizePassword(text)
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');

/** Digits and marks read as letters ("M4drid", "@urea"), when a letter stands beside them. */
const LEET: Readonly<Record<string, string>> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};
const LEET_BESIDE_LETTER = /(?<=\p{L})[@4310!$57]|[@4310!$57](?=\p{L})/gu;
const NOT_A_LETTER = /[^\p{L}]+/u;
/** Context words shorter than this are not looked for inside a password's letters ("s.l." of a legal name). */
const CONTEXT_WORD_MIN_LETTERS = 3;

/** Whether `run` is made of `vocabulary`'s words end to end ("aureaconcierge": aurea + concierge). */
function madeOfWords(run: string, vocabulary: ReadonlySet<string>): boolean {
  const ends = new Set<number>([0]);
  for (let start = 0; start < run.length; start++) {
    if (!ends.has(start)) continue;
    for (const word of vocabulary) if (run.startsWith(word, start)) ends.add(start + word.length);
  }
  return ends.has(run.length);
}

/**
 * Whether every letter of the password belongs to the context's words, whatever digits, years and marks
 * stand around them (issue 39): "Aurea@Madrid2025", "Aurea!Concierge!2026", "M4drid-Aurea-25". An estimator
 * counts each mark and the order of the parts as unknowns, so it scores these 10¹⁰ guesses and more; an
 * attacker who knows the firm tries its words with years and marks first. Read as typed and with l33t undone.
 */
export function onlyContextWords(password: string, contextWords: readonly string[]): boolean {
  const vocabulary = new Set(
    contextWords.flatMap((w) => foldWord(w).split(NOT_A_LETTER)).filter((w) => w.length >= CONTEXT_WORD_MIN_LETTERS),
  );
  if (vocabulary.size === 0) return false;
  const folded = foldWord(password);
  // Marks are separators too ("Aurea@Madrid"), so l33t is undone for digits alone, then for marks as well.
  const readings = [
    folded,
    folded.replace(LEET_BESIDE_LETTER, (c) => (/\d/.test(c) ? (LEET[c] ?? c) : c)),
    folded.replace(LEET_BESIDE_LETTER, (c) => LEET[c] ?? c),
  ];
  return readings.some((reading) => {
    const runs = reading.split(NOT_A_LETTER).filter(Boolean);
    return runs.length > 0 && runs.every((run) => madeOfWords(run, vocabulary));
  });
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
  if (onlyContextWords(password, context.contextWords ?? [])) return 'passwordMatchesContext';
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
