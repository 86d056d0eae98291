import { describe, expect, it } from 'vitest';
import {
  capitalGains,
  CapitalGainsInputSchema,
  compareInvestments,
  InvestmentInputSchema,
} from '../../domain/calculators/index.ts';
import { makeInvestmentInput } from '../../domain/calculators/test-factories.ts';
import { CALCULATORS_MESSAGES } from '../../i18n/calculators.ts';
import { formattersFor } from '../../i18n/format.ts';
import { capitalGainsStatement } from './capital-gains-statement.ts';
import { investmentDrivers } from './investment-drivers.ts';

const text = { c: CALCULATORS_MESSAGES.es, format: formattersFor('es') };

describe('capital-gains statement', () => {
  it('walks the 1990 example down from the sale price to the taxable gain, then band by band to the total', () => {
    const input = CapitalGainsInputSchema.parse({
      purchasePrice: 60000,
      purchaseDate: '1990-05-15',
      salePrice: 650000,
      saleDate: '2026-03-01',
      saleExpenses: 15000,
      isMainResidence: true,
      age: 50,
      reinvestedAmount: 300000,
    });
    const { walk, bands } = capitalGainsStatement(capitalGains(input), input, text);
    expect(walk.map((line) => [line.key, line.value])).toEqual([
      ['salePrice', 650000],
      ['saleExpenses', 15000],
      ['transmissionValue', 635000],
      ['purchasePrice', 60000],
      ['acquisitionValue', 60000],
      ['netGain', 575000],
      ['abatement', 88167.5],
      ['reinvestment', 229999.61],
      ['taxableGain', 256832.89],
    ]);
    expect(walk.find((line) => line.key === 'abatement')?.label).toBe('Reducción por compra anterior a 1995 (55,55\u00a0%)');
    expect(walk.find((line) => line.key === 'reinvestment')?.formatted).toBe('−229.999,61\u00a0€');
    expect(bands.map((line) => line.label)).toEqual([
      'Hasta 6.000\u00a0€, al 19\u00a0%',
      'De 6.000\u00a0€ a 50.000\u00a0€, al 21\u00a0%',
      'De 50.000\u00a0€ a 200.000\u00a0€, al 23\u00a0%',
      'De 200.000\u00a0€ a 256.833\u00a0€, al 27\u00a0%',
      'Total',
      'Tipo efectivo',
    ]);
    expect(bands.at(-2)?.value).toBe(60224.88);
  });

  it('names the taxable gain "Ganancia sujeta", and an improvement before 1995 gets a line of its own', () => {
    const input = CapitalGainsInputSchema.parse({
      purchasePrice: 100000,
      purchaseDate: '1985-03-01',
      improvements: 100000,
      improvementDate: '1993-06-01',
      salePrice: 300000,
      saleDate: '2026-03-01',
    });
    const { walk } = capitalGainsStatement(capitalGains(input), input, text);
    expect(walk.filter((line) => line.sign === '−').map((line) => line.label)).toEqual([
      'Reducción por compra anterior a 1995 (100\u00a0%)',
      'Reducción de las mejoras anteriores a 1995 (22,22\u00a0%)',
    ]);
    expect(walk.at(-1)?.label).toBe('Ganancia sujeta');
  });

  it('leaves out the lines that would read 0 € (no costs, no improvements)', () => {
    const input = CapitalGainsInputSchema.parse({
      purchasePrice: 200000,
      purchaseDate: '2016-04-01',
      salePrice: 300000,
      saleDate: '2025-06-01',
    });
    const { walk } = capitalGainsStatement(capitalGains(input), input, text);
    expect(walk.map((line) => line.key)).toEqual([
      'salePrice',
      'transmissionValue',
      'purchasePrice',
      'acquisitionValue',
      'netGain',
      'taxableGain',
    ]);
  });
});

describe('investment drivers', () => {
  it('say one sentence per driver, the mortgage only when there is one, and one per alternative', () => {
    const cash = InvestmentInputSchema.parse(makeInvestmentInput());
    const financed = InvestmentInputSchema.parse(makeInvestmentInput({ loanToValuePct: 60 }));
    const withoutLoan = investmentDrivers(compareInvestments(cash), cash, text);
    const withLoan = investmentDrivers(compareInvestments(financed), financed, text);
    expect(withoutLoan).toHaveLength(3 + 2);
    expect(withLoan).toHaveLength(withoutLoan.length + 1);
    expect(withoutLoan[0]).toBe(
      'El alquiler rinde un 3,11\u00a0% neto sobre el coste total de compra (4,4\u00a0% bruto sobre el precio).',
    );
    expect(withoutLoan.at(-1)).toBe(
      'Fondo de inversión al 7\u00a0% anual rinde un 5,48\u00a0% al año una vez pagado el impuesto sobre el ahorro, todo al final.',
    );
    expect(withoutLoan.at(-2)).toBe(
      'Depósito a plazo al 2,5\u00a0% anual rinde un 1,99\u00a0% al año: sus intereses tributan cada año en el impuesto sobre el ahorro.',
    );
  });
});
