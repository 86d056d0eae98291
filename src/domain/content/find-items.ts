import type { ContentDocument } from './content-document.ts';

/**
 * The studio's sections, in the order its page shows them: what its section menu lists and what a search
 * answer points into. `cases`, `zones`, `team`, `credentials` and `press` hold entries; the others are one part.
 */
export const STUDIO_SECTIONS = [
  'cases',
  'zones',
  'films',
  'library',
  'copy',
  'identity',
  'registries',
  'team',
  'credentials',
  'press',
  'market',
  'seo',
] as const;
export type StudioSection = (typeof STUDIO_SECTIONS)[number];

/** An item a search found: its section, its place in that section's list (none: the section as a whole) and its name. */
export type FoundItem = { section: StudioSection; index?: number; name: string };

/** At most this many answers: a search narrows, it does not list the whole page. */
export const FOUND_ITEMS_MAX = 12;

/** Lowercase without accents, so "chamberi" finds "Chamberí" and "atico" finds "Ático". */
export const searchable = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');

/** Every string inside a value, its keys aside: an entry's texts in both languages, its names and references. */
function textsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(textsIn);
  return [];
}

const matches = (value: unknown, words: string[]) => {
  const haystack = searchable(textsIn(value).join('\n'));
  return words.every((word) => haystack.includes(word));
};

/**
 * The entries and parts of a document whose texts, in either language, hold every word of `query`
 * (accents and case aside), in the studio's order, at most `FOUND_ITEMS_MAX`. Entries are named as the
 * studio names them (`nameOf`'s language); a part found whole is named by its section alone (empty name).
 */
export function findItems(document: ContentDocument, query: string, lang: 'es' | 'en'): FoundItem[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const { team, credentials, press, mercantileRegistration, agentRegistration, nif, ...identity } = document.identity;
  const entries = <T>(section: StudioSection, list: readonly T[], nameOf: (entry: T) => string): FoundItem[] =>
    list.flatMap((entry, index) => (matches(entry, words) ? [{ section, index, name: nameOf(entry) }] : []));
  const part = (section: StudioSection, value: unknown): FoundItem[] => (matches(value, words) ? [{ section, name: '' }] : []);
  // Image fields hold rendition paths and ids, not words she wrote: a search for "webp" finds nothing.
  const withoutMedia = <T extends { image?: unknown; portrait?: unknown }>({ image: _i, portrait: _p, ...rest }: T) => rest;
  return [
    ...entries('cases', document.cases.map(withoutMedia), (c) => c[lang].title || c.es.title),
    ...entries('zones', document.zones.map(withoutMedia), (z) => z[lang].name || z.id),
    ...part(
      'films',
      (document.hero?.films ?? []).map((film) => [film.description, film.poster.alt]),
    ),
    ...part('copy', document.copy),
    ...part('identity', identity),
    ...part('registries', { mercantileRegistration, agentRegistration, nif }),
    ...entries('team', team.map(withoutMedia), (m) => m.name),
    ...entries('credentials', credentials, (c) => c.name[lang] || c.name.es),
    ...entries('press', press, (p) => `${p.outlet}: ${p.title}`),
    // The table's districts by their names (its keys), its month; not its figures.
    ...part('market', [document.market.asOf ?? '', Object.keys(document.market.districts)]),
    ...part('seo', document.seo),
  ].slice(0, FOUND_ITEMS_MAX);
}
