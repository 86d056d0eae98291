import { describe, expect, it } from 'vitest';
import { pickNextIndex } from './rotation.ts';

describe('pickNextIndex', () => {
  it('never returns the current index and reaches every other one', () => {
    for (let current = 0; current < 3; current++) {
      const seen = new Set<number>();
      for (const r of [0, 0.2, 0.49, 0.5, 0.75, 0.999999]) {
        const next = pickNextIndex(current, 3, () => r);
        expect(next).not.toBe(current);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(3);
        seen.add(next);
      }
      expect(seen.size).toBe(2);
    }
  });
  it('keeps a single video', () => {
    expect(pickNextIndex(0, 1)).toBe(0);
  });
});
