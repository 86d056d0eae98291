import { describe, expect, it } from 'vitest';
import type { ContentDocument } from './content-document.ts';
import { addCase, moveCase, setAt } from './edit.ts';

/** A document of three cases (`uno`, `dos`, `tres`); the rest is beside the point here. */
function seedContent(): ContentDocument {
  const entry = (id: string) => {
    const copy = { title: id, location: '', situation: '', solution: '', advantage: '' };
    return { id, visible: true, price: 1, es: { ...copy }, en: { ...copy, title: `${id} (en)` } };
  };
  return { cases: ['uno', 'dos', 'tres'].map(entry), zones: [], identity: {}, market: {} } as unknown as ContentDocument;
}

describe('the content studio’s edits', () => {
  it('set one field and leave the document they were given, and every other branch, as they were', () => {
    const before = seedContent();
    const after = setAt(before, ['cases', 1, 'en', 'title'], 'A new title');
    expect(after.cases[1]!.en.title).toBe('A new title');
    expect(before.cases[1]!.en.title).not.toBe('A new title');
    expect(after.cases[0]).toBe(before.cases[0]);
    expect(after.identity).toBe(before.identity);
  });

  it('move a case one place up or down, and not past either end', () => {
    const document = seedContent();
    const [first, second] = document.cases;
    expect(moveCase(document, 1, -1).cases.slice(0, 2)).toEqual([second, first]);
    expect(moveCase(document, 0, 1).cases.slice(0, 2)).toEqual([second, first]);
    expect(moveCase(document, 0, -1)).toBe(document);
    expect(moveCase(document, document.cases.length - 1, 1)).toBe(document);
  });

  it('add a hidden, empty case at the top with an id no case has', () => {
    const once = addCase(seedContent());
    const twice = addCase(once);
    expect(once.cases[0]).toMatchObject({ id: 'caso-nuevo', visible: false, price: 0 });
    expect(twice.cases[0]!.id).toBe('caso-nuevo-2');
    expect(twice.cases).toHaveLength(seedContent().cases.length + 2);
  });
});
