import { describe, expect, it } from 'vitest';
import { countOpening } from './count-words.ts';

describe('countOpening', () => {
  it('writes the count the data holds, in words up to twenty and in figures beyond', () => {
    expect(countOpening(13, 'es')).toBe('Trece');
    expect(countOpening(14, 'es')).toBe('Catorce');
    expect(countOpening(14, 'en')).toBe('Fourteen');
    expect(countOpening(1, 'es', 'masculine')).toBe('Un');
    expect(countOpening(1, 'es')).toBe('Una');
    expect(countOpening(21, 'es')).toBe('21');
    expect(countOpening(42, 'en')).toBe('42');
  });
});
