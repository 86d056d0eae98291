import { z } from 'zod';
import { ALTERNATIVE_NAMES, INVESTMENT_DEFAULTS as DEFAULTS, INVESTMENT_LIMITS as LIMITS } from './investment-tables.ts';
import { amount, code, wholeNumber } from './schema-helpers.ts';

const AlternativeSchema = z.object({
  name: z.enum(ALTERNATIVE_NAMES, code('alternativeInvalid')),
  annualReturnPct: amount(LIMITS.annualReturnPct, 'rangePctMinus10To30', 'rangePctMinus10To30'),
});

/**
 * Investment-comparison input: calculators.md ("Investment comparison"). Messages are codes. An
 * alternative appears once at most: the result names the best option by its name.
 */
export const InvestmentInputSchema = z.object({
  price: amount(LIMITS.priceEur, 'rangeEur50kTo50M', 'rangeEur50kTo50M'),
  newBuild: z.boolean().default(DEFAULTS.newBuild),
  monthlyRent: amount(LIMITS.monthlyRentEur, 'rangeEur0To500k', 'rangeEur0To500k'),
  /** IBI, community fees and insurance in year 1. */
  annualExpenses: amount(LIMITS.annualExpensesEur, 'rangeEur0To1M', 'rangeEur0To1M'),
  vacancyMonths: amount(LIMITS.vacancyMonths, 'rangeMonths0To12', 'rangeMonths0To12').default(DEFAULTS.vacancyMonths),
  /** Percent of the rent collected. */
  maintenancePct: amount(LIMITS.maintenancePct, 'rangePct0To50', 'rangePct0To50').default(DEFAULTS.maintenancePct),
  /** Yearly rise of rent and expenses. */
  rentGrowthPct: amount(LIMITS.rentGrowthPct, 'rangePct0To10', 'rangePct0To10').default(DEFAULTS.rentGrowthPct),
  appreciationPct: amount(LIMITS.appreciationPct, 'rangePctMinus10To15', 'rangePctMinus10To15').default(DEFAULTS.appreciationPct),
  loanToValuePct: amount(LIMITS.loanToValuePct, 'rangePct0To80', 'rangePct0To80').default(DEFAULTS.loanToValuePct),
  mortgageRatePct: amount(LIMITS.mortgageRatePct, 'rangePct0To15', 'rangePct0To15').default(DEFAULTS.mortgageRatePct),
  mortgageYears: wholeNumber(LIMITS.mortgageYears, 'rangeYears5To40', 'rangeYears5To40').default(DEFAULTS.mortgageYears),
  /** The investor's marginal rate on rental income. */
  incomeTaxRatePct: amount(LIMITS.incomeTaxRatePct, 'rangePct0To54', 'rangePct0To54').default(DEFAULTS.incomeTaxRatePct),
  years: wholeNumber(LIMITS.years, 'rangeYears1To30', 'rangeYears1To30').default(DEFAULTS.years),
  alternatives: z
    .array(AlternativeSchema, code('alternativesCount'))
    .min(LIMITS.alternatives.min, code('alternativesCount'))
    .max(LIMITS.alternatives.max, code('alternativesCount'))
    .refine((list) => new Set(list.map((a) => a.name)).size === list.length, code('alternativeRepeated'))
    .default(() => DEFAULTS.alternatives.map((a) => ({ ...a }))),
});

export type InvestmentInput = z.input<typeof InvestmentInputSchema>;
export type InvestmentAlternativeInput = z.input<typeof AlternativeSchema>;
