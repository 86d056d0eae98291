/**
 * The content studio's edits (ADR 0036), as pure functions on the document: each returns a new document
 * and leaves the one it was given alone (the page compares them to know what is unsaved).
 */
import type { CaseEntry, ContentDocument, Identity } from './content-document.ts';

/** A copy of `value` with `path` (keys and indexes) set to `next`. */
export function setAt<T>(value: T, path: readonly (string | number)[], next: unknown): T {
  if (path.length === 0) return next as T;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container = value as unknown as Record<string | number, unknown>;
  const copy = (Array.isArray(value) ? [...value] : { ...container }) as Record<string | number, unknown>;
  copy[head] = setAt(container[head], rest, next);
  return copy as T;
}

/** A copy of `list` with the entry at `index` moved `by` places; the same list when it would leave either end. */
function moved<T>(list: readonly T[], index: number, by: -1 | 1): readonly T[] {
  const target = index + by;
  if (index < 0 || target < 0 || index >= list.length || target >= list.length) return list;
  const copy = [...list];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}

/** The case at `index` moved `by` places (−1 up, +1 down); unchanged at either end. */
export function moveCase(document: ContentDocument, index: number, by: -1 | 1): ContentDocument {
  const cases = moved(document.cases, index, by);
  return cases === document.cases ? document : { ...document, cases: [...cases] };
}

/** The identity's lists the studio edits entry by entry: people, credentials, press. */
export type IdentityList = 'team' | 'credentials' | 'press';

/**
 * A new, empty entry at the end of an identity list (a press cutting dated `today`, 'YYYY-MM-DD'): empty
 * in both languages, it lacks no translation, and is filled in before it is published.
 */
export function addIdentityEntry(document: ContentDocument, list: IdentityList, today: string): ContentDocument {
  const empty: { [L in IdentityList]: Identity[L][number] } = {
    team: { name: '', role: { es: '', en: '' }, languages: [] },
    credentials: { name: { es: '', en: '' } },
    press: { outlet: '', title: '', lang: 'es', date: today },
  };
  return setAt(document, ['identity', list], [...document.identity[list], empty[list]]);
}

/** The entry at `index` of an identity list removed. */
export function removeIdentityEntry(document: ContentDocument, list: IdentityList, index: number): ContentDocument {
  const entries: readonly unknown[] = document.identity[list];
  if (index < 0 || index >= entries.length) return document;
  return setAt(
    document,
    ['identity', list],
    entries.filter((_, i) => i !== index),
  );
}

/** The entry at `index` of an identity list moved `by` places (−1 up, +1 down); unchanged at either end. */
export function moveIdentityEntry(document: ContentDocument, list: IdentityList, index: number, by: -1 | 1): ContentDocument {
  const entries: readonly unknown[] = document.identity[list];
  const next = moved(entries, index, by);
  return next === entries ? document : setAt(document, ['identity', list], next);
}

/** An optional text of an entry: blank is no value at all (an optional field absent, not empty). */
export function setOptional(document: ContentDocument, path: readonly (string | number)[], value: string): ContentDocument {
  const trimmed = value.trim();
  if (trimmed !== '') return setAt(document, path, value);
  const parent = path.slice(0, -1);
  const key = path[path.length - 1]!;
  let container: unknown = document;
  for (const step of parent) container = (container as Record<string | number, unknown>)[step];
  const { [key]: _dropped, ...rest } = container as Record<string | number, unknown>;
  return setAt(document, parent, rest);
}

const MERCANTILE_EMPTY = { registry: '', tomo: '', folio: '', hoja: '', inscripcion: '' };
const blank = (value: string) => value.trim() === '';

/** One field of the Registro Mercantil entry: the entry is absent (null) while every field is blank. */
export function setMercantileField(
  document: ContentDocument,
  key: keyof typeof MERCANTILE_EMPTY,
  value: string,
): ContentDocument {
  const next = { ...(document.identity.mercantileRegistration ?? MERCANTILE_EMPTY), [key]: value };
  return setAt(document, ['identity', 'mercantileRegistration'], Object.values(next).every(blank) ? null : next);
}

/** One field of the estate agents' register entry (`register` in a language, or `number`): null while all are blank. */
export function setAgentField(document: ContentDocument, field: 'es' | 'en' | 'number', value: string): ContentDocument {
  const current = document.identity.agentRegistration ?? { register: { es: '', en: '' }, number: '' };
  const next =
    field === 'number' ? { ...current, number: value } : { ...current, register: { ...current.register, [field]: value } };
  const empty = blank(next.number) && blank(next.register.es) && blank(next.register.en);
  return setAt(document, ['identity', 'agentRegistration'], empty ? null : next);
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
export function addCase(document: ContentDocument): ContentDocument {
  const empty = { title: '', location: '', situation: '', solution: '', advantage: '' };
  const added: CaseEntry = {
    id: freeId(document.cases),
    visible: false,
    priceBand: 'under-1m',
    es: { ...empty },
    en: { ...empty },
  };
  return { ...document, cases: [added, ...document.cases] };
}
