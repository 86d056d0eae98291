import { ABATEMENT, ANNUITY_CAP_EUR, SENIOR_AGE_YEARS } from './capital-gains-tables.ts';
import type { CapitalGainsInput } from './capital-gains-schema.ts';
import { daysBetween, parseIsoDate, startedYearsBetween, type CalendarDate } from './dates.ts';
import { CalculatorError } from './errors.ts';
import { round } from './round.ts';
import { savingsTax, type TaxBand } from './savings-tax.ts';

/** Stable names; the UI translates them. `improvementAbatement` is an improvement's own DT 9.ª reduction. */
export type ReductionName = 'abatement' | 'improvementAbatement';
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
  /** "Ganancia sujeta": what remains of the gain after reductions and exemptions (not the year's savings base). */
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

/** The part of `whole` that `x` covers, at most all of it (all of it when there is nothing to cover). */
function share(x: number, whole: number): number {
  return whole <= 0 ? 1 : Math.min(1, x / whole);
}

/** A part of the property acquired on its own date (art. 34.2 LIRPF): the property, or an improvement. */
type Component = { name: ReductionName; date: CalendarDate; weight: number };

/**
 * The property and, when it has its own date, the improvement (calculators.md, Capital gains 4). The sale
 * value is split in proportion to cost, as the card says.
 */
function components(input: CapitalGainsInput, purchase: CalendarDate, acquisitionValue: number): Component[] {
  const improvements = input.improvements ?? 0;
  const improvementDate = improvements > 0 && input.improvementDate ? parseIsoDate(input.improvementDate) : null;
  if (!improvementDate || improvementDate.time === purchase.time || !(acquisitionValue > 0)) {
    return [{ name: 'abatement', date: purchase, weight: 1 }];
  }
  const propertyCost = input.purchasePrice + (input.purchaseExpenses ?? 0);
  return [
    { name: 'abatement', date: purchase, weight: propertyCost / acquisitionValue },
    { name: 'improvementAbatement', date: improvementDate, weight: improvements / acquisitionValue },
  ];
}

/** DT 9.ª percent: 11.11 % per started year to 1996-12-31 beyond two; 100 % beyond ten. */
function abatementPercent(date: CalendarDate): number {
  const years = startedYearsBetween(date, OWNERSHIP_COUNTED_TO);
  if (years > ABATEMENT.fullyAbatedAfterYears) return ABATEMENT.fullPercent;
  return Math.max(0, years - ABATEMENT.yearsWithoutReduction) * ABATEMENT.percentPerYear;
}

/** DT 9.ª LIRPF (calculators.md, Capital gains 4): one reduction per qualifying component, none when none applies. */
function abatements(
  input: CapitalGainsInput,
  netGain: number,
  acquisitionValue: number,
  transmissionValue: number,
  purchase: CalendarDate,
  sale: CalendarDate,
): Reduction[] {
  if (purchase.time > LAST_ABATED_PURCHASE.time || !(netGain > 0)) return [];
  const qualifying = components(input, purchase, acquisitionValue).filter((c) => c.date.time <= LAST_ABATED_PURCHASE.time);
  const room = Math.max(0, ABATEMENT.transmissionValueCapEur - (input.priorAbatedSales ?? 0));
  const cap = share(
    room,
    qualifying.reduce((sum, c) => sum + transmissionValue * c.weight, 0),
  );
  const reductions: Reduction[] = [];
  for (const { name, date, weight } of qualifying) {
    const percent = abatementPercent(date);
    // "ambos inclusive": the days from the date to 2006-01-19 count both ends.
    const generatedBefore = Math.min(1, (daysBetween(date, GAIN_GENERATED_TO) + 1) / daysBetween(date, sale));
    const reduced = reductions.reduce((sum, r) => sum + r.amount, 0);
    // Each component is rounded to cents on its own: never let the cents add up to more than the gain.
    const amount = Math.min(round((netGain * weight * generatedBefore * cap * percent) / 100, 2), round(netGain - reduced, 2));
    if (amount > 0) reductions.push({ name, amount, percent: round(percent, 2) });
  }
  return reductions;
}

/** One exemption at most, on what the reductions leave (calculators.md, Capital gains 5): null when none applies. */
function exemption(rest: number, transmissionValue: number, input: CapitalGainsInput): Exemption | null {
  const senior = input.age !== undefined && input.age >= SENIOR_AGE_YEARS;
  let found: Exemption | null = null;
  if (input.isMainResidence && senior) {
    found = { name: 'mainResidenceOver65', amount: rest };
  } else if (input.isMainResidence) {
    // RIRPF art. 41: with a loan on the home repaid from the sale, what must be reinvested is the rest.
    const obtained = transmissionValue - (input.outstandingLoan ?? 0);
    // Nothing is assumed reinvested: a blank amount exempts nothing, so the card shows the tax due.
    const reinvested = input.reinvestedAmount ?? 0;
    found = { name: 'reinvestment', amount: round(rest * share(reinvested, obtained), 2) };
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
  // A given improvement date must be a date: it makes the improvement a component of its own (rule 4).
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

  const reductions = abatements(input, netGain, acquisitionValue, transmissionValue, purchase, sale);
  // Cents minus cents: rounding here only removes binary noise, it never moves a cent.
  const rest = round(netGain - reductions.reduce((sum, r) => sum + r.amount, 0), 2);
  const exempt = exemption(rest, transmissionValue, input);
  const exemptions = exempt ? [exempt] : [];
  const taxableGain = Math.max(0, round(rest - (exempt?.amount ?? 0), 2));

  const { bands, taxDue } = savingsTax(taxableGain, sale.year);
  const taxRate = taxableGain > 0 ? round((taxDue / taxableGain) * 100, 2) : 0;

  return { grossGain, acquisitionValue, transmissionValue, netGain, reductions, exemptions, taxableGain, taxDue, taxRate, bands };
}
