import type { Lang } from './languages.ts';

type Mark = '.' | ',';

/** Each language's own marks: Spanish writes 1.234,5 and English 1,234.5. */
const MARKS: Record<Lang, { group: Mark; decimal: Mark }> = {
  es: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** Spaces (also the narrow no-break space Intl writes), the euro sign and m² are not part of the number. */
const DECORATION = /[\s\u00a0\u202f€]|m²|m2/g;
const DIGITS_AND_MARKS = /^[+-]?(\d|[.,])+$/;
/** An integer part grouped by `mark` in threes: 1–3 digits, then `mark` and exactly three digits, repeated. */
const groupedBy = (mark: Mark) => new RegExp(`^\\d{1,3}(\\${mark}\\d{3})+$`);

/**
 * Reads a number as a visitor types it on a page in `lang`. The one parser of the site.
 *
 * - No mark: the digits (`400000`).
 * - Both marks: the last one is the decimal point, the other groups thousands in threes
 *   (`1.234,5` and `1,234.5` are 1234.5 in both languages).
 * - One mark, more than once: it groups thousands in threes (`1.000.000`, `1,000,000`).
 * - One mark, once: the page's decimal mark is a decimal point (es `95,5`, en `95.5`). The page's
 *   grouping mark groups thousands when 1–3 digits stand before it and exactly three after it
 *   (es `400.000`, en `400,000`); otherwise it is a decimal point (es `95.5`, en `95,5`).
 *
 * So English mirrors Spanish with the two marks swapped: es `1,500` is 1.5 and en `1.500` is 1.5.
 * Spaces, € and m² are ignored. Empty → undefined ("required"); unreadable → NaN ("not a number").
 */
export function parseNumber(raw: string, lang: Lang): number | undefined {
  const compact = raw.replace(DECORATION, '');
  if (compact === '') return undefined;
  if (!DIGITS_AND_MARKS.test(compact)) return Number.NaN;
  const sign = /^[+-]/.test(compact) ? compact[0] : '';
  const body = sign ? compact.slice(1) : compact;
  const separated = split(body, lang);
  if (!separated) return Number.NaN;
  const [integer, fraction] = separated;
  if (!/^\d*$/.test(integer) || !/^\d*$/.test(fraction ?? '') || (integer === '' && !fraction)) return Number.NaN;
  return Number(`${sign}${integer || '0'}${fraction ? `.${fraction}` : ''}`);
}

/** The integer digits and the fraction digits (undefined: no decimal point), or null when malformed. */
function split(body: string, lang: Lang): [string, string | undefined] | null {
  const dots = count(body, '.');
  const commas = count(body, ',');
  if (dots === 0 && commas === 0) return [body, undefined];
  if (dots > 0 && commas > 0) {
    const decimal: Mark = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
    const group: Mark = decimal === '.' ? ',' : '.';
    if (count(body, decimal) > 1) return null;
    const [integer = '', fraction = ''] = body.split(decimal);
    return groupedBy(group).test(integer) ? [integer.split(group).join(''), fraction] : null;
  }
  const mark: Mark = dots > 0 ? '.' : ',';
  if (count(body, mark) > 1) return groupedBy(mark).test(body) ? [body.split(mark).join(''), undefined] : null;
  if (mark === MARKS[lang].group && groupedBy(mark).test(body)) return [body.replace(mark, ''), undefined];
  const [integer = '', fraction = ''] = body.split(mark);
  return [integer, fraction];
}

function count(text: string, mark: Mark): number {
  return text.split(mark).length - 1;
}

/**
 * How the field read a value that holds a mark written other than as the page writes it
 * ('95.5' on a Spanish page → '95,5'), for the field's description; undefined when there is nothing
 * to point out (no mark, unreadable, or typed exactly as the page would write it).
 */
export function readingOf(raw: string, lang: Lang, formatNumber: (value: number) => string): string | undefined {
  if (!/[.,]/.test(raw)) return undefined;
  const value = parseNumber(raw, lang);
  if (value === undefined || !Number.isFinite(value)) return undefined;
  const written = formatNumber(value);
  return written.replace(DECORATION, '') === raw.replace(DECORATION, '') ? undefined : written;
}

/**
 * How a value is written into a number field (a default, or a value from a shared link): no grouping,
 * the page's decimal mark, so `parseNumber` reads it back exactly ('2,5' on a Spanish page, '2.5' on
 * an English one, '1965' for a year, '100000' for an amount).
 */
export function writeNumber(value: number, lang: Lang): string {
  return String(value).replace('.', MARKS[lang].decimal);
}
