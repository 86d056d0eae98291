import { describe, expect, it } from 'vitest';
import { priceBandOf } from './price-band.ts';

describe('the band of a closing price', () => {
  it('puts a price in the band it falls in, a boundary in the band it opens', () => {
    expect(priceBandOf(745_000)).toBe('under-1m');
    expect(priceBandOf(999_999)).toBe('under-1m');
    expect(priceBandOf(1_000_000)).toBe('1m-2m');
    expect(priceBandOf(2_450_000)).toBe('2m-3m');
    expect(priceBandOf(4_999_999)).toBe('3m-5m');
    expect(priceBandOf(5_000_000)).toBe('over-5m');
    expect(priceBandOf(62_000_000)).toBe('over-5m');
  });
});
