import { round } from './round.ts';
import { SAVINGS_TAX_SCALES, type SavingsTaxBracket } from './savings-tax-tables.ts';

/** One band of the scale that a base reaches: `tax = round((to − from) × rate / 100, 2)`. */
export type TaxBand = { from: number; to: number; /** Percent. */ rate: number; tax: number };

/**
 * The savings-base scale in force in a tax year: the last row that starts on or before it, so years
 * after the table use the latest. Years before the table (sales before 2015, outside the form's range)
 * use its first row.
 */
export function taxScaleFor(year: number): readonly SavingsTaxBracket[] {
  let brackets = SAVINGS_TAX_SCALES[0]?.brackets ?? [];
  for (const scale of SAVINGS_TAX_SCALES) if (year >= scale.fromYear) brackets = scale.brackets;
  return brackets;
}

/** Progressive tax on a savings base: the bands it reaches and their sum, rounded to cents. */
export function savingsTax(base: number, year: number): { bands: TaxBand[]; taxDue: number } {
  const bands: TaxBand[] = [];
  let from = 0;
  for (const { upToEur, ratePct } of taxScaleFor(year)) {
    if (base <= from) break;
    const to = Math.min(base, upToEur);
    bands.push({ from, to, rate: ratePct, tax: round(((to - from) * ratePct) / 100, 2) });
    from = upToEur;
  }
  return {
    bands,
    taxDue: round(
      bands.reduce((sum, band) => sum + band.tax, 0),
      2,
    ),
  };
}
