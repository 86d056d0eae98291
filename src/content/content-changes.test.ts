import { describe, expect, it } from 'vitest';
import { seedContent } from './seed.ts';
import { changedItems } from '../domain/content/index.ts';

describe('changedItems', () => {
  it('names each case edited, moved, added or removed, and each part changed, and nothing when nothing changed', () => {
    const before = seedContent();
    expect(changedItems(before, structuredClone(before))).toEqual([]);
    const after = structuredClone(before);
    const [first, second] = after.cases;
    after.cases[1] = { ...second!, es: { ...second!.es, title: 'Otro título' } };
    after.cases = [after.cases[2]!, first!, after.cases[1], ...after.cases.slice(3, -1)];
    after.market = { ...after.market, asOf: '2026-10' };
    const changes = changedItems(before, after);
    expect(changes).toContainEqual({ kind: 'case', id: second!.id, name: 'Otro título', change: 'edited' });
    expect(changes).toContainEqual(expect.objectContaining({ kind: 'case', id: before.cases[2]!.id, change: 'moved' }));
    expect(changes).toContainEqual(expect.objectContaining({ kind: 'case', id: before.cases.at(-1)!.id, change: 'removed' }));
    expect(changes).toContainEqual({ kind: 'market', id: 'market', name: '', change: 'edited' });
    expect(changes.some((c) => c.kind === 'identity' || c.kind === 'zone')).toBe(false);
  });
});
