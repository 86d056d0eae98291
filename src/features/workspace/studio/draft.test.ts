import { describe, expect, it } from 'vitest';
import { seedContent } from '../../../content/seed.ts';
import type { ContentDocument } from '../../../domain/content/index.ts';
import { draftReducer, entryOf, fieldOf, isUnsaved, pairOf, setTo, startDraft, textsOf, type Update } from './draft.ts';

const read = () => ({ document: seedContent(), updatedAt: '2026-11-28T09:00:00.000Z', missing: [] });

/** An `Update` of a value held here, as the form's reducer holds the document. */
function held<T>(value: T) {
  const box = { value };
  const update: Update<T> = (change) => {
    box.value = change(box.value);
  };
  return { box, update };
}

describe('the studio’s draft', () => {
  it('is unsaved once edited, saved once the document sent is saved, and unsaved again for edits made meanwhile', () => {
    let draft = startDraft(read());
    expect(isUnsaved(draft)).toBe(false);
    const rename = (title: string) => (d: ContentDocument) => ({
      ...d,
      cases: [{ ...d.cases[0]!, es: { ...d.cases[0]!.es, title } }],
    });
    draft = draftReducer(draft, { type: 'edit', change: rename('Ático') });
    expect(isUnsaved(draft)).toBe(true);
    const sent = draft.document;
    // Typed on while the save was on its way.
    draft = draftReducer(draft, { type: 'edit', change: rename('Ático en Almagro') });
    draft = draftReducer(draft, { type: 'saved', document: sent, updatedAt: '2026-11-28T09:05:00.000Z' });
    expect(draft.updatedAt).toBe('2026-11-28T09:05:00.000Z');
    expect(isUnsaved(draft)).toBe(true);
    draft = draftReducer(draft, { type: 'saved', document: draft.document, updatedAt: '2026-11-28T09:06:00.000Z' });
    expect(isUnsaved(draft)).toBe(false);
  });

  it('takes a draft read afresh whole, dropping what was not saved', () => {
    const edited = draftReducer(startDraft(read()), { type: 'edit', change: (d) => ({ ...d, cases: [] }) });
    const restored = { ...read(), updatedAt: '2026-11-28T10:00:00.000Z' };
    const taken = draftReducer(edited, { type: 'taken', draft: restored });
    expect(taken).toEqual({ document: restored.document, saved: restored.document, updatedAt: restored.updatedAt });
    expect(isUnsaved(taken)).toBe(false);
  });

  it('merges a colleague’s save under her edits: theirs becomes what was saved, hers stays to save', () => {
    const retitle = (index: number, title: string) => (d: ContentDocument) => ({
      ...d,
      cases: d.cases.map((c, i) => (i === index ? { ...c, es: { ...c.es, title } } : c)),
    });
    const edited = draftReducer(startDraft(read()), { type: 'edit', change: retitle(0, 'Mío') });
    const theirs = { ...read(), document: retitle(1, 'Suyo')(seedContent()), updatedAt: '2026-11-28T10:00:00.000Z' };
    const merged = draftReducer(edited, { type: 'merged', theirs, choices: {} });
    expect(merged.saved).toBe(theirs.document);
    expect(merged.updatedAt).toBe(theirs.updatedAt);
    expect(merged.document.cases.slice(0, 2).map((c) => c.es.title)).toEqual(['Mío', 'Suyo']);
    expect(isUnsaved(merged)).toBe(true);
    // Nothing of hers left unsaved: theirs, with nothing to save.
    const untouched = draftReducer(startDraft(read()), { type: 'merged', theirs, choices: {} });
    expect(isUnsaved(untouched)).toBe(false);
  });

  it('is not unsaved by an edit that changes nothing', () => {
    const draft = startDraft(read());
    expect(draftReducer(draft, { type: 'edit', change: (d) => d })).toBe(draft);
  });
});

describe('a field’s typed update', () => {
  it('changes that field on the latest value and leaves every other branch as it was', () => {
    const { box, update } = held(seedContent());
    const before = box.value;
    const secondCase = entryOf(fieldOf(update, 'cases'), 1);
    textsOf(secondCase, 'title')('en', 'A new title');
    setTo(fieldOf(secondCase, 'visible'))(false);
    expect(box.value.cases[1]).toMatchObject({ visible: false, en: { title: 'A new title' } });
    expect(box.value.cases[1]!.es).toBe(before.cases[1]!.es);
    expect(box.value.cases[0]).toBe(before.cases[0]);
    expect(box.value.identity).toBe(before.identity);
    expect(before.cases[1]!.en.title).not.toBe('A new title');
  });

  it('sets one language of a pair', () => {
    const { box, update } = held({ es: 'Directora', en: '' });
    pairOf(update)('en', 'Director');
    expect(box.value).toEqual({ es: 'Directora', en: 'Director' });
  });
});
