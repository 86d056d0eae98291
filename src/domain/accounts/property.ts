import { valuationInputSchema, type ValuationResult } from '../calculators/index.ts';

/** Mi propiedad: the home's data, saved once, are the valuation calculator's inputs (as of today). */
export const propertySchema = (today: Date) => valuationInputSchema(today);

/** One dated point of a seller's valuation history: the central estimate and its range. */
export type ValuationPoint = { estimatedValue: number; low: number; high: number; confidence: number; pricePerM2: number };

export function valuationPoint(result: ValuationResult): ValuationPoint {
  return {
    estimatedValue: result.estimatedValue,
    low: result.range.low,
    high: result.range.high,
    confidence: result.confidence,
    pricePerM2: result.pricePerM2,
  };
}
