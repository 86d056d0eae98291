import type { Lang } from './languages.ts';

/**
 * A count written as a sentence starts it ("Trece operaciones", "Fourteen transactions"), in words up to
 * twenty and in figures beyond, as style guides in both languages ask. The copy that states a count takes
 * it from the data, so the home never says thirteen above fourteen cases.
 */
const WORDS = {
  es: {
    feminine: [
      'cero',
      'una',
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
    masculine: [
      'cero',
      'un',
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
  },
  en: [
    'no',
    'one',
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
} as const;

/** `count` in words (or figures past twenty), its first letter capital: it opens a sentence. */
export function countOpening(count: number, lang: Lang, gender: 'feminine' | 'masculine' = 'feminine'): string {
  const words = lang === 'es' ? WORDS.es[gender] : WORDS.en;
  const word = Number.isInteger(count) && count >= 0 && count < words.length ? words[count]! : String(count);
  return word.charAt(0).toLocaleUpperCase(lang) + word.slice(1);
}
