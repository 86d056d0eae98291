import { ABATEMENT, ANNUITY_CAP_EUR, SENIOR_AGE_YEARS } from './capital-gains-tables.ts';
import type { CapitalGainsInput } from './capital-gains-schema.ts';
import { daysBetween, parseIsoDate, startedYearsBetween, type CalendarDate } from './dates.ts';
import { CalculatorError } from './errors.ts';
import { round } from './round.ts';
import { savingsTax, type TaxBand } from './savings-tax.ts';

/** Stable names; the UI translates them. */
export type ReductionName = 'abatement';
export type Reduction = { name: ReductionName; amount: number; /** Percent, two decimals. */ percent: number };
export type ExemptionName = 'mainResidenceOver65' | 'reinvestment' | 'annuity';
export type Exemption = { name: ExemptionName; amount: number };

export type CapitalGainsResult = {
  /** salePrice − purchasePrice. */
  grossGain: number;
  /** Purchase price + purchase expenses + improvements. */
  acquisitionValue: number;
  /** Sale price − sale expenses. */
  transmissionValue: number;
  netGain: number;
  reductions: Reduction[];
  exemptions: Exemption[];
  taxableGain: number;
  taxDue: number;
  /** Effective rate on the taxable gain, percent with two decimals. */
  taxRate: number;
  /** Each band of the sale year's savings scale that the taxable gain reaches. */
  bands: TaxBand[];
};

const iso = (value: string) => parseIsoDate(value) as CalendarDate;
const LAST_ABATED_PURCHASE = iso(ABATEMENT.lastPurchaseDateIso);
const OWNERSHIP_COUNTED_TO = iso(ABATEMENT.ownershipCountedToIso);
const GAIN_GENERATED_TO = iso(ABATEMENT.gainGeneratedToIso);

/** The part of `transmissionValue` that `x` covers, at most all of it. */
function share(x: number, transmissionValue: number): number {
  return transmissionValue <= 0 ? 1 : Math.min(1, x / transmissionValue);
}

/** DT 9.ª LIRPF (calculators.md, rule 4): null when it does not apply. */
function abatement(
  netGain: number,
  transmissionValue: number,
  priorAbatedSales: number,
  purchase: CalendarDate,
  sale: CalendarDate,
): Reduction | null {
  if (purchase.time > LAST_ABATED_PURCHASE.time || !(netGain > 0)) return null;
  const years = startedYearsBetween(purchase, OWNERSHIP_COUNTED_TO);
  const percent = Math.min(ABATEMENT.maxPercent, Math.max(0, years - ABATEMENT.yearsWithoutReduction) * ABATEMENT.percentPerYear);
  const before = Math.min(netGain, (netGain * daysBetween(purchase, GAIN_GENERATED_TO)) / daysBetween(purchase, sale));
  const room = Math.max(0, ABATEMENT.transmissionValueCapEur - priorAbatedSales);
  const amount = round((before * share(room, transmissionValue) * percent) / 100, 2);
  return amount > 0 ? { name: 'abatement', amount, percent: round(percent, 2) } : null;
}

/** One exemption at most, on what the reduction leaves (calculators.md, rule 5): null when none applies. */
function exemption(rest: number, transmissionValue: number, input: CapitalGainsInput): Exemption | null {
  const senior = input.age !== undefined && input.age >= SENIOR_AGE_YEARS;
  let found: Exemption | null = null;
  if (input.isMainResidence && senior) {
    found = { name: 'mainResidenceOver65', amount: rest };
  } else if (input.isMainResidence) {
    const reinvested = input.reinvestedAmount ?? transmissionValue;
    found = { name: 'reinvestment', amount: round(rest * share(reinvested, transmissionValue), 2) };
  } else if (senior && (input.annuityAmount ?? 0) > 0) {
    const annuity = Math.min(input.annuityAmount ?? 0, ANNUITY_CAP_EUR);
    found = { name: 'annuity', amount: round(rest * share(annuity, transmissionValue), 2) };
  }
  return found && found.amount > 0 ? found : null;
}

/**
 * Spanish personal income tax on the gain of a property sale, by the law in force for sales from 2015
 * (calculators.md, "Capital gains"; the legal basis of each rule is in ADR 0013).
 */
export function capitalGains(input: CapitalGainsInput): CapitalGainsResult {
  const purchaseExpenses = input.purchaseExpenses ?? 0;
  const saleExpenses = input.saleExpenses ?? 0;
  const improvements = input.improvements ?? 0;

  const purchase = parseIsoDate(input.purchaseDate);
  const sale = parseIsoDate(input.saleDate);
  // The improvement date no longer changes the maths (no update coefficients), but a given one must be a date.
  const improvementDateValid =
    !(improvements > 0) ||
    input.improvementDate === undefined ||
    input.improvementDate === '' ||
    parseIsoDate(input.improvementDate) !== null;
  if (!purchase || !sale || !improvementDateValid) throw new CalculatorError('invalidDates');
  if (sale.time <= purchase.time) throw new CalculatorError('saleNotAfterPurchase');

  const grossGain = input.salePrice - input.purchasePrice;
  if (input.salePrice <= input.purchasePrice) {
    return {
      grossGain,
      acquisitionValue: 0,
      transmissionValue: 0,
      netGain: 0,
      reductions: [],
      exemptions: [],
      taxableGain: 0,
      taxDue: 0,
      taxRate: 0,
      bands: [],
    };
  }

  const acquisitionValue = round(input.purchasePrice + purchaseExpenses + improvements, 2);
  const transmissionValue = round(input.salePrice - saleExpenses, 2);
  const netGain = round(Math.max(0, transmissionValue - acquisitionValue), 2);

  const reduction = abatement(netGain, transmissionValue, input.priorAbatedSales ?? 0, purchase, sale);
  const reductions = reduction ? [reduction] : [];
  // Cents minus cents: rounding here only removes binary noise, it never moves a cent.
  const rest = round(netGain - (reduction?.amount ?? 0), 2);
  const exempt = exemption(rest, transmissionValue, input);
  const exemptions = exempt ? [exempt] : [];
  const taxableGain = Math.max(0, round(rest - (exempt?.amount ?? 0), 2));

  const { bands, taxDue } = savingsTax(taxableGain, sale.year);
  const taxRate = taxableGain > 0 ? round((taxDue / taxableGain) * 100, 2) : 0;

  return { grossGain, acquisitionValue, transmissionValue, netGain, reductions, exemptions, taxableGain, taxDue, taxRate, bands };
}
