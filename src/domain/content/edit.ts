/**
 * The content studio's edits (ADR 0036), as pure functions on the document: each returns a new document
 * and leaves the one it was given alone (the page compares them to know what is unsaved).
 */
import type { CaseEntry, ContentDocument } from './content-document.ts';

/** A copy of `value` with `path` (keys and indexes) set to `next`. */
export function setAt<T>(value: T, path: readonly (string | number)[], next: unknown): T {
  if (path.length === 0) return next as T;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container = value as unknown as Record<string | number, unknown>;
  const copy = (Array.isArray(value) ? [...value] : { ...container }) as Record<string | number, unknown>;
  copy[head] = setAt(container[head], rest, next);
  return copy as T;
}

/** The case at `index` moved `by` places (−1 up, +1 down); unchanged at either end. */
export function moveCase(document: ContentDocument, index: number, by: -1 | 1): ContentDocument {
  const target = index + by;
  if (index < 0 || target < 0 || index >= document.cases.length || target >= document.cases.length) return document;
  const cases = [...document.cases];
  [cases[index], cases[target]] = [cases[target]!, cases[index]!];
  return { ...document, cases };
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
  const added: CaseEntry = { id: freeId(document.cases), visible: false, price: 0, es: { ...empty }, en: { ...empty } };
  return { ...document, cases: [added, ...document.cases] };
}
