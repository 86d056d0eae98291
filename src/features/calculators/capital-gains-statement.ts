import type { z } from 'zod';
import type { CapitalGainsInputSchema, CapitalGainsResult } from '../../domain/calculators/index.ts';
import type { CalculatorText } from './definition.ts';
import type { StatementLine } from './statement.tsx';

/** The input as the schema returns it (optional amounts defaulted to 0). */
export type CapitalGainsOutput = z.output<typeof CapitalGainsInputSchema>;

/**
 * The capital-gains card's statement: from the sale price down to the taxable gain (`walk`), then the
 * tax band by band to the total and the effective rate (`bands`). Lines that would read 0 € (no costs,
 * no improvements) are left out.
 */
export function capitalGainsStatement(
  result: CapitalGainsResult,
  input: CapitalGainsOutput,
  { c, format }: CalculatorText,
): { walk: StatementLine[]; bands: StatementLine[] } {
  const r = c.results.capitalGains;
  const money = format.moneyExact;
  const minus = (value: number) => `−${money(value)}`;
  const walk: StatementLine[] = [
    { key: 'salePrice', label: r.salePrice, value: input.salePrice, formatted: money(input.salePrice) },
    ...(input.saleExpenses > 0
      ? [
          {
            key: 'saleExpenses',
            label: r.saleExpenses,
            value: input.saleExpenses,
            formatted: minus(input.saleExpenses),
            sign: '−' as const,
          },
        ]
      : []),
    {
      key: 'transmissionValue',
      label: r.transmissionValue,
      value: result.transmissionValue,
      formatted: money(result.transmissionValue),
      subtotal: true,
      testId: 'result-transmissionValue',
    },
    { key: 'purchasePrice', label: r.purchasePrice, value: input.purchasePrice, formatted: money(input.purchasePrice) },
    ...(input.purchaseExpenses > 0
      ? [
          {
            key: 'purchaseExpenses',
            label: r.purchaseExpenses,
            value: input.purchaseExpenses,
            formatted: money(input.purchaseExpenses),
            sign: '+' as const,
          },
        ]
      : []),
    ...(input.improvements > 0
      ? [
          {
            key: 'improvements',
            label: r.improvements,
            value: input.improvements,
            formatted: money(input.improvements),
            sign: '+' as const,
          },
        ]
      : []),
    {
      key: 'acquisitionValue',
      label: r.acquisitionValue,
      value: result.acquisitionValue,
      formatted: money(result.acquisitionValue),
      subtotal: true,
      testId: 'result-acquisitionValue',
    },
    {
      key: 'netGain',
      label: r.netGain,
      value: result.netGain,
      formatted: money(result.netGain),
      subtotal: true,
      testId: 'result-netGain',
    },
    ...result.reductions.map((reduction) => ({
      key: reduction.name,
      label: r[reduction.name](format.percent(reduction.percent, 2)),
      value: reduction.amount,
      formatted: minus(reduction.amount),
      sign: '−' as const,
      testId: 'result-reduction',
      data: { 'data-percent': String(reduction.percent) },
    })),
    ...result.exemptions.map((exemption) => ({
      key: exemption.name,
      label: c.exemptions[exemption.name],
      value: exemption.amount,
      formatted: minus(exemption.amount),
      sign: '−' as const,
      testId: 'result-exemption',
    })),
    {
      key: 'taxableGain',
      label: r.taxableGain,
      value: result.taxableGain,
      formatted: money(result.taxableGain),
      subtotal: true,
    },
  ];
  const bands: StatementLine[] = [
    ...result.bands.map((band) => ({
      key: `band-${band.from}`,
      label:
        band.from === 0
          ? r.firstBand(format.money(band.to), format.percent(band.rate, 0))
          : r.band(format.money(band.from), format.money(band.to), format.percent(band.rate, 0)),
      value: band.tax,
      formatted: money(band.tax),
      testId: 'result-band',
      data: { 'data-rate': String(band.rate), 'data-from': String(band.from), 'data-to': String(band.to) },
    })),
    { key: 'total', label: r.total, value: result.taxDue, formatted: money(result.taxDue), subtotal: true },
    { key: 'taxRate', label: r.taxRate, value: result.taxRate, formatted: format.percent(result.taxRate, 2) },
  ];

  return { walk, bands };
}
