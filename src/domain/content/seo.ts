/**
 * What a search engine shows of each public page (issue 40): its `<title>` and meta description, in both
 * languages, edited in the studio's _Buscadores_ part and served without a rebuild. The pages are the
 * route table's indexed ones (`INDEXED_ROUTE_IDS`, checked by a test); the limits are what a result
 * shows before it cuts the line.
 */

/** The indexed pages, by their route ids (`src/config/routes.ts`). */
export const SEO_PAGE_IDS = [
  'home',
  'calculators',
  'valuationCalculator',
  'capitalGainsCalculator',
  'renovationCalculator',
  'investmentCalculator',
  'compoundInterestCalculator',
  'detailedRequest',
  'legalNotice',
  'privacyPolicy',
  'cookiesPolicy',
] as const;
export type SeoPageId = (typeof SEO_PAGE_IDS)[number];

/** Longest title a save takes (about twice what a result shows). */
export const SEO_TITLE_MAX_CHARS = 120;
/** Longest description a save takes. */
export const SEO_DESCRIPTION_MAX_CHARS = 320;
/** What a result shows of a title before it cuts it (about 600 px of a results page). */
export const SEO_TITLE_RECOMMENDED_CHARS = 60;
/** What a result shows of a description before it cuts it; shorter than the least, the engine may write its own. */
export const SEO_DESCRIPTION_RECOMMENDED_CHARS = { min: 70, max: 160 } as const;

export type SeoLength = 'short' | 'fits' | 'long';

/** Whether a title's length suits a result: empty or within the recommended length, or too long to show whole. */
export const titleLength = (title: string): SeoLength =>
  title.trim().length > SEO_TITLE_RECOMMENDED_CHARS ? 'long' : title.trim() === '' ? 'short' : 'fits';

/** Whether a description's length suits a result. */
export function descriptionLength(description: string): SeoLength {
  const length = description.trim().length;
  if (length > SEO_DESCRIPTION_RECOMMENDED_CHARS.max) return 'long';
  return length < SEO_DESCRIPTION_RECOMMENDED_CHARS.min ? 'short' : 'fits';
}

/**
 * A text as a result shows it: whole when it fits `max` characters, else cut at the last word that fits,
 * with an ellipsis (what the studio's preview draws).
 */
export function asShownInResults(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/u, '')}…`;
}
