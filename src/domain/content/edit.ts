/**
 * The studio's edits (ADR 0036), as pure functions on the part of the document they change (a list, an
 * entry, a registry entry): each returns a new value and leaves the one it was given alone, or returns it
 * as it is when nothing changes (the studio compares documents to know what is unsaved).
 */
import {
  CONTENT_MEDIA_PREFIX,
  type CaseEntry,
  type Credential,
  type HeroFilm,
  type Identity,
  type PressMention,
  type TeamMember,
} from './content-document.ts';
import type { FilmReference } from './film-jobs.ts';

/** A copy of `list` with the entry at `index` moved `by` places (−1 up, +1 down); the same list at either end. */
export function moveEntry<T>(list: T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || target < 0 || index >= list.length || target >= list.length) return list;
  const copy = [...list];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}

/** A copy of `list` with the entry at `from` taken out and put at `to` (a drag and drop); the same list when either is outside it. */
export function moveEntryTo<T>(list: T[], from: number, to: number): T[] {
  if (from < 0 || to < 0 || from >= list.length || to >= list.length || from === to) return list;
  const copy = [...list];
  const [entry] = copy.splice(from, 1);
  copy.splice(to, 0, entry!);
  return copy;
}

/** A copy of `list` without the entry at `index`; the same list when there is none there. */
export function removeEntry<T>(list: T[], index: number): T[] {
  if (index < 0 || index >= list.length) return list;
  return list.filter((_, i) => i !== index);
}

/**
 * New, empty entries of the identity's lists (a press cutting dated `today`, 'YYYY-MM-DD'): empty in both
 * languages, they lack no translation, and are filled in before they are published.
 */
export const emptyTeamMember = (): TeamMember => ({ name: '', role: { es: '', en: '' }, languages: [] });
export const emptyCredential = (): Credential => ({ name: { es: '', en: '' } });
export const emptyPressMention = (today: string): PressMention => ({ outlet: '', title: '', lang: 'es', date: today });

/** The optional texts of an entry (`url`, `reference`). */
type OptionalText<T> = {
  [K in keyof T]-?: undefined extends T[K] ? (string extends NonNullable<T[K]> ? K : never) : never;
}[keyof T];

/** An optional text of an entry: blank is no value at all (the field absent, not empty). */
export function withOptional<T extends object, K extends OptionalText<T>>(entry: T, key: K, value: string): T {
  if (value.trim() !== '') return { ...entry, [key]: value };
  const { [key]: _dropped, ...rest } = entry;
  return rest as T;
}

type Mercantile = NonNullable<Identity['mercantileRegistration']>;
type Agent = NonNullable<Identity['agentRegistration']>;
const MERCANTILE_EMPTY: Mercantile = { registry: '', tomo: '', folio: '', hoja: '', inscripcion: '' };
const blank = (value: string) => value.trim() === '';

/** One field of the Registro Mercantil entry: the entry is absent (null) while every field is blank. */
export function withMercantileField(entry: Mercantile | null, key: keyof Mercantile, value: string): Mercantile | null {
  const next = { ...(entry ?? MERCANTILE_EMPTY), [key]: value };
  return Object.values(next).every(blank) ? null : next;
}

/** One field of the estate agents' register entry (`register` in a language, or `number`): null while all are blank. */
export function withAgentField(entry: Agent | null, field: 'es' | 'en' | 'number', value: string): Agent | null {
  const current = entry ?? { register: { es: '', en: '' }, number: '' };
  const next =
    field === 'number' ? { ...current, number: value } : { ...current, register: { ...current.register, [field]: value } };
  return blank(next.number) && blank(next.register.es) && blank(next.register.en) ? null : next;
}

/** An id no case has yet: `caso-nuevo`, `caso-nuevo-2`… */
function freeId(cases: readonly CaseEntry[]): string {
  const taken = new Set(cases.map((c) => c.id));
  for (let n = 1; ; n++) {
    const id = n === 1 ? 'caso-nuevo' : `caso-nuevo-${n}`;
    if (!taken.has(id)) return id;
  }
}

/**
 * A new, hidden case at the top: it is published only once staff make it visible, and a hidden case
 * may wait for its translation.
 */
export function addCase(cases: CaseEntry[]): CaseEntry[] {
  const empty = { title: '', location: '', situation: '', solution: '', advantage: '' };
  const added: CaseEntry = { id: freeId(cases), visible: false, priceBand: 'under-1m', es: { ...empty }, en: { ...empty } };
  return [added, ...cases];
}

/**
 * A film the server made, as a hero slot holds it: its words still to write. Named by its WebM's hash, so
 * the same film in two slots is the same entry (refused as a duplicate; the library's chooser does not
 * offer a film another slot holds).
 */
export function madeFilm(film: FilmReference): HeroFilm {
  return {
    ...film,
    id: `film-${film.webm.slice(CONTENT_MEDIA_PREFIX.length, CONTENT_MEDIA_PREFIX.length + 12)}`,
    poster: { ...film.poster, alt: { es: '', en: '' } },
    description: { es: '', en: '' },
  };
}
