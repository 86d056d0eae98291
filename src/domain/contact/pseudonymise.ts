import { DISTRICT_SLUGS, type District } from '../calculators/valuation-tables.ts';

/** Lower case, without accents, cut into words: «San Sebastián de los Reyes» → san, sebastian, de, los, reyes. */
function wordsOf(text: string): Set<string> {
  return new Set(
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );
}

/**
 * The zone a brief's location names, if it names one of the valuation table's districts (every word of
 * its slug among the text's words): what the firm keeps of a location once the request is pseudonymised.
 * A street, a number or anything else the sender typed is not kept.
 */
export function zoneOfLocation(location: string): District | null {
  const words = wordsOf(location);
  return DISTRICT_SLUGS.find((slug) => slug.split('-').every((word) => words.has(word))) ?? null;
}
