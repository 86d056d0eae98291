import {
  HOLDING_REDUCTION_CUTOFF_ISO,
  HOLDING_REDUCTION_MAX_YEARS,
  HOLDING_REDUCTION_RATE_PER_YEAR,
  MAIN_RESIDENCE_AGE_THRESHOLD_YEARS,
  MAIN_RESIDENCE_OVER_65_CAP_EUR,
  REINVESTMENT_CAP_EUR,
  SAVINGS_TAX_SCALES,
  UPDATE_COEFFICIENT,
  type TaxBracket,
} from './capital-gains-tables.ts';
import type { CapitalGainsInput } from './capital-gains-schema.ts';
import { daysBetween, parseIsoDate, wholeYearsBetween, type CalendarDate } from './dates.ts';
import { CalculatorError } from './errors.ts';
import { round } from './round.ts';

export type ExemptionName = 'holdingReduction' | 'mainResidenceOver65' | 'reinvestment';
export type Exemption = { name: ExemptionName; amount: number };
export type UpdateCoefficient = { year: number; coefficient: number };

export type CapitalGainsResult = {
  grossGain: number;
  netGain: number;
  taxableGain: number;
  taxDue: number;
  /** Effective rate on the taxable gain, percent with two decimals. */
  taxRate: number;
  exemptions: Exemption[];
  updateCoefficients: UpdateCoefficient[];
};

const CUTOFF = parseIsoDate(HOLDING_REDUCTION_CUTOFF_ISO) as CalendarDate;

/** Update coefficient of an acquisition year: 1 from 2024, 1.4498 up to 2000, linear in between. */
export function updateCoefficient(year: number): number {
  const { baseYear, floorYear, maxCoefficient, spanYears, decimals } = UPDATE_COEFFICIENT;
  if (year >= baseYear) return 1;
  if (year <= floorYear) return maxCoefficient;
  return round(1 + ((baseYear - year) * (maxCoefficient - 1)) / spanYears, decimals);
}

/** The savings-base scale in force in a tax year. */
export function taxScaleFor(year: number): readonly TaxBracket[] {
  let scale: readonly TaxBracket[] = [];
  for (const entry of SAVINGS_TAX_SCALES) if (year >= entry.fromYear) scale = entry.brackets;
  return scale;
}

/** Progressive tax on a taxable base, rounded to cents. */
export function savingsTax(base: number, year: number): number {
  let tax = 0;
  let lower = 0;
  for (const { upTo, rate } of taxScaleFor(year)) {
    if (base <= lower) break;
    tax += (Math.min(base, upTo) - lower) * rate;
    lower = upTo;
  }
  return round(tax, 2);
}

function holdingReduction(netGain: number, purchase: CalendarDate, sale: CalendarDate): number {
  if (purchase.time >= CUTOFF.time) return 0;
  const years = Math.min(HOLDING_REDUCTION_MAX_YEARS, wholeYearsBetween(purchase, CUTOFF));
  const heldBeforeCutoff = daysBetween(purchase, sale.time < CUTOFF.time ? sale : CUTOFF);
  const share = heldBeforeCutoff / daysBetween(purchase, sale);
  return round(netGain * share * Math.min(1, HOLDING_REDUCTION_RATE_PER_YEAR * years), 2);
}

/** Spanish capital-gains tax on the sale of a property (calculators.md, "Capital gains"). */
export function capitalGains(input: CapitalGainsInput): CapitalGainsResult {
  const purchaseExpenses = input.purchaseExpenses ?? 0;
  const saleExpenses = input.saleExpenses ?? 0;
  const improvements = input.improvements ?? 0;

  const purchase = parseIsoDate(input.purchaseDate);
  const sale = parseIsoDate(input.saleDate);
  const improvementDate =
    improvements > 0 && input.improvementDate !== undefined && input.improvementDate !== ''
      ? parseIsoDate(input.improvementDate)
      : purchase;
  if (!purchase || !sale || !improvementDate) throw new CalculatorError('invalidDates');
  if (sale.time <= purchase.time) throw new CalculatorError('saleNotAfterPurchase');

  const grossGain = input.salePrice - input.purchasePrice;
  if (input.salePrice <= input.purchasePrice) {
    return { grossGain, netGain: 0, taxableGain: 0, taxDue: 0, taxRate: 0, exemptions: [], updateCoefficients: [] };
  }

  const purchaseCoefficient = updateCoefficient(purchase.year);
  const improvementCoefficient = updateCoefficient(improvementDate.year);
  const updateCoefficients: UpdateCoefficient[] = [{ year: purchase.year, coefficient: purchaseCoefficient }];
  if (improvements > 0 && improvementDate.year !== purchase.year) {
    updateCoefficients.push({ year: improvementDate.year, coefficient: improvementCoefficient });
  }

  const acquisition = round(
    (input.purchasePrice + purchaseExpenses) * purchaseCoefficient + improvements * improvementCoefficient,
    2,
  );
  const transmission = input.salePrice - saleExpenses;
  const netGain = round(Math.max(0, transmission - acquisition), 2);

  const exemptions: Exemption[] = [];
  let remaining = netGain;
  const reduction = holdingReduction(netGain, purchase, sale);
  if (reduction > 0) exemptions.push({ name: 'holdingReduction', amount: reduction });
  remaining -= reduction;

  if (input.isMainResidence ?? false) {
    const over65 = input.age !== undefined && input.age >= MAIN_RESIDENCE_AGE_THRESHOLD_YEARS;
    const amount = Math.min(remaining, over65 ? MAIN_RESIDENCE_OVER_65_CAP_EUR : REINVESTMENT_CAP_EUR);
    if (amount > 0) exemptions.push({ name: over65 ? 'mainResidenceOver65' : 'reinvestment', amount });
    remaining -= Math.max(0, amount);
  }

  const taxableGain = Math.max(0, remaining);
  const taxDue = savingsTax(taxableGain, sale.year);
  const taxRate = taxableGain > 0 ? round((taxDue / taxableGain) * 100, 2) : 0;

  return { grossGain, netGain, taxableGain, taxDue, taxRate, exemptions, updateCoefficients };
}
