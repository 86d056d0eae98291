/**
 * Counts written from the data (issue 40): a section's text holds `{count}` where the number of published
 * items goes, and the page writes it as the language reads it in running text, so the text can never
 * state a count the data contradicts. Pure: no React, no Intl beyond the number's grouping marks.
 */

/** The placeholder an editor places in a text for the number of published items. */
export const COUNT_PLACEHOLDER = '{count}';

/**
 * Two to nine are written in words, as Spanish and English newsroom style both do (El País, Fundéu, AP);
 * one is left to the text for a single item (its word agrees with the noun: «una operación», «un caso»),
 * and from ten on, figures.
 */
const NUMBER_WORDS = {
  es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
} as const;
const WORDS_FROM = 2;
const WORDS_UP_TO = 9;

type Lang = keyof typeof NUMBER_WORDS;

/** Thousands grouped as each language writes them (es 1.234, en 1,234); below 10,000 Spanish writes no mark. */
function figures(count: number, lang: Lang): string {
  const digits = String(Math.trunc(Math.abs(count)));
  if (lang === 'es' && digits.length <= 4) return digits;
  return digits.replace(/\B(?=(\d{3})+$)/g, lang === 'es' ? '.' : ',');
}

/** The number as a text in `lang` writes it: words from two to nine, figures otherwise. */
export function countInWords(count: number, lang: Lang): string {
  return count >= WORDS_FROM && count <= WORDS_UP_TO ? NUMBER_WORDS[lang][count]! : figures(count, lang);
}

/** Whether the text before a place ends a sentence (or is nothing): the word there takes a capital. */
const startsSentence = (before: string) => /(^|[.!?¡¿:]\s*)$/u.test(before.trimEnd()) || before.trim() === '';

/**
 * `template` with each `{count}` written as `count` in `lang` (a word at a sentence's start capitalised);
 * `single`, when given and not blank, is the text for exactly one item instead.
 */
export function fillCount(template: string, count: number, lang: Lang, single?: string): string {
  const text = count === 1 && single?.trim() ? single : template;
  return text.replaceAll(COUNT_PLACEHOLDER, (_match, offset: number) => {
    const word = countInWords(count, lang);
    return startsSentence(text.slice(0, offset)) ? word.charAt(0).toLocaleUpperCase(lang) + word.slice(1) : word;
  });
}

/** Number words an editor might type for a count, two to twenty, both languages, by value. */
const TYPED_WORDS: Record<string, number> = Object.fromEntries(
  [
    [
      'dos',
      'tres',
      'cuatro',
      'cinco',
      'seis',
      'siete',
      'ocho',
      'nueve',
      'diez',
      'once',
      'doce',
      'trece',
      'catorce',
      'quince',
      'dieciséis',
      'diecisiete',
      'dieciocho',
      'diecinueve',
      'veinte',
    ],
    [
      'two',
      'three',
      'four',
      'five',
      'six',
      'seven',
      'eight',
      'nine',
      'ten',
      'eleven',
      'twelve',
      'thirteen',
      'fourteen',
      'fifteen',
      'sixteen',
      'seventeen',
      'eighteen',
      'nineteen',
      'twenty',
    ],
  ].flatMap((words) => words.map((word, index) => [word, index + 2] as const)),
);

/**
 * The numbers a text states in its own words or figures (not through `{count}`) that differ from `count`:
 * what the studio warns about in a counted text («dice 13; hay 14 casos publicados»). Figures within a
 * longer figure (a year, a price) count as one number.
 */
export function contradictedCounts(text: string, count: number): number[] {
  const own = text.replaceAll(COUNT_PLACEHOLDER, ' ');
  const stated = [
    ...[...own.matchAll(/\d+(?:[.,]\d+)*/g)].map((m) => Number(m[0].replace(/[.,]/g, ''))),
    ...[...own.toLocaleLowerCase('es').matchAll(/\p{L}+/gu)].flatMap((m) => (m[0] in TYPED_WORDS ? [TYPED_WORDS[m[0]]!] : [])),
  ];
  return [...new Set(stated.filter((n) => n !== count))];
}
