import { describe, expect, it } from 'vitest';
import { seedContent } from './seed.ts';
import { addCase, mergeDrafts, moveEntryTo, type ContentDocument } from '../domain/content/index.ts';

/** The seed as the draft both started from, and a copy each to edit. */
function three() {
  const base = seedContent();
  return { base, mine: structuredClone(base), theirs: structuredClone(base) };
}

const retitled = (document: ContentDocument, index: number, title: string): ContentDocument => ({
  ...document,
  cases: document.cases.map((c, i) => (i === index ? { ...c, es: { ...c.es, title } } : c)),
});
const ids = (document: ContentDocument) => document.cases.map((c) => c.id);

describe('mergeDrafts: a stale save merged item by item', () => {
  it('keeps both when each edited a different case, and a part each', () => {
    const { base, mine, theirs } = three();
    const myDraft = { ...retitled(mine, 0, 'Mi título'), market: { ...mine.market, asOf: '2026-10' } };
    const theirDraft = retitled(theirs, 3, 'Su título');
    theirDraft.identity = { ...theirDraft.identity, legalName: 'Otra S.L.' };
    const { document, conflicts } = mergeDrafts(base, myDraft, theirDraft);
    expect(conflicts).toEqual([]);
    expect(document.cases[0]!.es.title).toBe('Mi título');
    expect(document.cases[3]!.es.title).toBe('Su título');
    expect(document.market.asOf).toBe('2026-10');
    expect(document.identity.legalName).toBe('Otra S.L.');
    expect(ids(document)).toEqual(ids(base));
  });

  it('asks about a case both edited differently, hers until she chooses, and takes an edit made alike once', () => {
    const { base, mine, theirs } = three();
    const id = base.cases[1]!.id;
    const myDraft = retitled(mine, 1, 'Mi título');
    const theirDraft = retitled(theirs, 1, 'Su título');
    const asked = mergeDrafts(base, myDraft, theirDraft);
    expect(asked.conflicts).toEqual([
      { key: `case:${id}`, kind: 'case', id, name: 'Mi título', mine: 'edited', theirs: 'edited' },
    ]);
    expect(asked.document.cases[1]!.es.title).toBe('Mi título');
    expect(mergeDrafts(base, myDraft, theirDraft, { [`case:${id}`]: 'theirs' }).document.cases[1]!.es.title).toBe('Su título');
    expect(mergeDrafts(base, myDraft, retitled(theirs, 1, 'Mi título')).conflicts).toEqual([]);
  });

  it('keeps a case one added while the other reordered, in its place after the case it followed', () => {
    const { base, mine, theirs } = three();
    const myDraft = { ...mine, cases: addCase(mine.cases) };
    const last = base.cases.length - 1;
    const theirDraft = { ...theirs, cases: moveEntryTo(theirs.cases, last, 0) };
    const { document, conflicts } = mergeDrafts(base, myDraft, theirDraft);
    expect(conflicts).toEqual([]);
    expect(ids(document)).toEqual(['caso-nuevo', ...ids(theirDraft)]);
    // The other way round: her reorder leads, their new case keeps its place.
    const swapped = mergeDrafts(base, theirDraft, myDraft);
    expect(ids(swapped.document)).toEqual(['caso-nuevo', ...ids(theirDraft)]);
  });

  it('asks about a case one removed while the other edited it, and removes it only if she says so', () => {
    const { base, mine, theirs } = three();
    const id = base.cases[2]!.id;
    const myDraft = retitled(mine, 2, 'Editado');
    const theirDraft = { ...theirs, cases: theirs.cases.filter((c) => c.id !== id) };
    const asked = mergeDrafts(base, myDraft, theirDraft);
    expect(asked.conflicts).toEqual([expect.objectContaining({ key: `case:${id}`, mine: 'edited', theirs: 'removed' })]);
    expect(ids(asked.document)).toContain(id);
    expect(ids(mergeDrafts(base, myDraft, theirDraft, { [`case:${id}`]: 'theirs' }).document)).not.toContain(id);
    // A removal nobody contested is taken.
    expect(ids(mergeDrafts(base, mine, theirDraft).document)).not.toContain(id);
  });

  it('asks about the order when both reordered the cases differently', () => {
    const { base, mine, theirs } = three();
    const myDraft = { ...mine, cases: moveEntryTo(mine.cases, 2, 0) };
    const theirDraft = { ...theirs, cases: moveEntryTo(theirs.cases, 4, 0) };
    const asked = mergeDrafts(base, myDraft, theirDraft);
    expect(asked.conflicts).toEqual([expect.objectContaining({ key: 'case:#order', mine: 'moved', theirs: 'moved' })]);
    expect(ids(asked.document)).toEqual(ids(myDraft));
    expect(ids(mergeDrafts(base, myDraft, theirDraft, { 'case:#order': 'theirs' }).document)).toEqual(ids(theirDraft));
  });

  it('asks about a part both changed, and leaves what neither changed as it was', () => {
    const { base, mine, theirs } = three();
    const myDraft = { ...mine, identity: { ...mine.identity, legalName: 'Mía S.L.' } };
    const theirDraft = { ...theirs, identity: { ...theirs.identity, legalName: 'Suya S.L.' } };
    const { document, conflicts } = mergeDrafts(base, myDraft, theirDraft);
    expect(conflicts.map((c) => c.key)).toEqual(['identity:identity']);
    expect(document.identity.legalName).toBe('Mía S.L.');
    expect(document.identity.team).toEqual(base.identity.team);
    expect(mergeDrafts(base, base, base)).toEqual({ document: base, conflicts: [] });
  });
});
