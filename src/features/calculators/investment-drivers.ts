import type { z } from 'zod';
import { YEARLY_TAXED_ALTERNATIVES, type InvestmentInputSchema, type InvestmentResult } from '../../domain/calculators/index.ts';
import type { CalculatorText } from './definition.ts';

/**
 * What drives an investment result, one sentence each (calculators.md, Investment 8): the rent's
 * yield, the appreciation, the costs of buying and selling, the mortgage when there is one, and each
 * alternative's return after tax.
 */
export function investmentDrivers(
  result: InvestmentResult,
  input: z.output<typeof InvestmentInputSchema>,
  { c, format }: CalculatorText,
): string[] {
  const r = c.results.investment;
  const pct = (value: number) => format.percent(value, 2);
  return [
    r.driverYield(pct(result.netYieldPct), pct(result.grossYieldPct)),
    r.driverAppreciation(pct(input.appreciationPct), format.number(input.years), format.money(result.property.salePrice)),
    r.driverCosts(format.money(result.purchaseTaxes + result.purchaseFees), format.money(result.property.exitTax)),
    ...(result.loan > 0 ? [r.driverMortgage(format.moneyExact(result.monthlyPayment))] : []),
    ...result.alternatives.map((alternative) =>
      r.driverAlternative(
        c.options.alternatives[alternative.name],
        pct(alternative.annualReturnPct),
        pct(alternative.irrPct),
        YEARLY_TAXED_ALTERNATIVES.has(alternative.name),
      ),
    ),
  ];
}
