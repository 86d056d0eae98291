/**
 * A published case shows the band its closing price fell in, never the price itself: an exact figure
 * beside a district and a kind of home can name the client (issue 24, discretion).
 */
export const PRICE_BANDS = ['under-1m', '1m-2m', '2m-3m', '3m-5m', 'over-5m'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

/** Upper bounds (exclusive) of every band but the last, in euros. */
const BAND_TOPS_EUR: readonly [PriceBand, number][] = [
  ['under-1m', 1_000_000],
  ['1m-2m', 2_000_000],
  ['2m-3m', 3_000_000],
  ['3m-5m', 5_000_000],
];

/** The band of a closing price in euros: a price on a boundary belongs to the band it opens. */
export function priceBandOf(priceEur: number): PriceBand {
  return BAND_TOPS_EUR.find(([, top]) => priceEur < top)?.[0] ?? 'over-5m';
}
