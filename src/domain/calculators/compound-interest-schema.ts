import { z } from 'zod';
import { COMPOUND_INTEREST_DEFAULTS, COMPOUND_INTEREST_LIMITS as LIMITS, COMPOUNDINGS } from './compound-interest-tables.ts';
import { amount, code, wholeNumber, whenValid } from './schema-helpers.ts';

const CompoundInterestFields = z.object({
  initialAmount: amount(LIMITS.initialAmountEur, 'rangeEur0To50M', 'rangeEur0To50M'),
  monthlyContribution: amount(LIMITS.monthlyContributionEur, 'rangeEur0To1M', 'rangeEur0To1M'),
  annualRatePct: amount(LIMITS.annualRatePct, 'rangePct0To20', 'rangePct0To20'),
  years: wholeNumber(LIMITS.years, 'rangeYears1To50', 'rangeYears1To50'),
  compounding: z.enum(COMPOUNDINGS, code('invalidCompounding')).default(COMPOUND_INTEREST_DEFAULTS.compounding),
  inflationPct: amount(LIMITS.inflationPct, 'rangePct0To10', 'rangePct0To10').default(COMPOUND_INTEREST_DEFAULTS.inflationPct),
  /** Yearly rise of the monthly contribution, percent. */
  contributionGrowthPct: amount(LIMITS.contributionGrowthPct, 'rangePct0To10', 'rangePct0To10').default(
    COMPOUND_INTEREST_DEFAULTS.contributionGrowthPct,
  ),
  applySavingsTax: z.boolean().default(COMPOUND_INTEREST_DEFAULTS.applySavingsTax),
});

/** Compound-interest input: calculators.md ("Compound interest"). Messages are codes. */
export const CompoundInterestInputSchema = CompoundInterestFields.refine(
  (v) => v.initialAmount > 0 || v.monthlyContribution > 0,
  {
    ...code('initialOrMonthlyRequired'),
    path: ['initialAmount'],
    when: whenValid(CompoundInterestFields, ['initialAmount', 'monthlyContribution']),
  },
);

export type CompoundInterestInput = z.input<typeof CompoundInterestInputSchema>;
