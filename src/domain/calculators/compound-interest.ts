import { COMPOUND_INTEREST_DEFAULTS as DEFAULTS, COMPOUNDING_PERIODS_PER_YEAR } from './compound-interest-tables.ts';
import type { CompoundInterestInput } from './compound-interest-schema.ts';
import { MONTHS_PER_YEAR } from './dates.ts';
import { CalculatorError } from './errors.ts';
import { round } from './round.ts';
import { savingsTax } from './savings-tax.ts';
import { LATEST_SAVINGS_TAX_YEAR } from './savings-tax-tables.ts';

/** One row per year, money rounded to cents; `realBalance` is in today's euros. */
export type CompoundInterestYear = {
  year: number;
  contributed: number;
  interest: number;
  balance: number;
  realBalance: number;
};

export type CompoundInterestResult = {
  finalBalance: number;
  totalContributed: number;
  totalInterest: number;
  /** The final balance in today's euros (deflated by the inflation input). */
  realFinalBalance: number;
  /** Percent, two decimals. */
  effectiveAnnualRatePct: number;
  /** Savings tax on the interest (latest tax year's scale), 0 unless `applySavingsTax`. */
  taxDue: number;
  netFinalBalance: number;
  /** The yearly rows, for the chart and the table. */
  years: CompoundInterestYear[];
};

/** Growth of an initial amount plus monthly contributions (calculators.md, "Compound interest"). */
export function compoundInterest(input: CompoundInterestInput): CompoundInterestResult {
  const compounding = input.compounding ?? DEFAULTS.compounding;
  if (!Object.hasOwn(COMPOUNDING_PERIODS_PER_YEAR, compounding)) throw new CalculatorError('invalidCompounding');
  const n = COMPOUNDING_PERIODS_PER_YEAR[compounding];
  const inflationPct = input.inflationPct ?? DEFAULTS.inflationPct;
  const contributionGrowthPct = input.contributionGrowthPct ?? DEFAULTS.contributionGrowthPct;

  const r = input.annualRatePct / 100;
  // The monthly rate equivalent to compounding n times a year (not rounded).
  const i = (1 + r / n) ** (n / MONTHS_PER_YEAR) - 1;

  let balance = input.initialAmount;
  let contributed = input.initialAmount;
  const rows: CompoundInterestYear[] = [];
  for (let year = 1; year <= input.years; year++) {
    const contribution = input.monthlyContribution * (1 + contributionGrowthPct / 100) ** (year - 1);
    for (let month = 0; month < MONTHS_PER_YEAR; month++) {
      balance = balance * (1 + i) + contribution;
      contributed += contribution;
    }
    rows.push({
      year,
      contributed: round(contributed, 2),
      interest: round(balance - contributed, 2),
      balance: round(balance, 2),
      realBalance: round(balance / (1 + inflationPct / 100) ** year, 2),
    });
  }

  const last = rows.at(-1);
  const totalInterest = round(balance - contributed, 2);
  const taxDue =
    (input.applySavingsTax ?? DEFAULTS.applySavingsTax) ? savingsTax(totalInterest, LATEST_SAVINGS_TAX_YEAR).taxDue : 0;
  return {
    finalBalance: last?.balance ?? round(balance, 2),
    totalContributed: last?.contributed ?? round(contributed, 2),
    totalInterest,
    realFinalBalance: last?.realBalance ?? round(balance, 2),
    effectiveAnnualRatePct: round(((1 + i) ** MONTHS_PER_YEAR - 1) * 100, 2),
    taxDue,
    netFinalBalance: round(balance - taxDue, 2),
    years: rows,
  };
}
