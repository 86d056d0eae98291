import { describe, expect, it } from 'vitest';
import { capitalGains, savingsTax, updateCoefficient, type CapitalGainsInput } from './index.ts';
import { makeCapitalGainsInput } from './test-factories.ts';

const SECOND_EXAMPLE: CapitalGainsInput = {
  purchasePrice: 200000,
  purchaseDate: '2016-04-01',
  purchaseExpenses: 10000,
  salePrice: 800000,
  saleDate: '2025-06-01',
  saleExpenses: 20000,
};

describe('capitalGains', () => {
  it('matches the first worked example (main residence, over 65)', () => {
    expect(capitalGains(makeCapitalGainsInput())).toEqual({
      grossGain: 500000,
      netGain: 455000,
      taxableGain: 55000,
      taxDue: 11530,
      taxRate: 20.96,
      exemptions: [{ name: 'mainResidenceOver65', amount: 400000 }],
      updateCoefficients: [{ year: 2018, coefficient: 1.1125 }],
    });
  });

  it('matches the second worked example under the 2025 and the 2024 scale', () => {
    const in2025 = capitalGains(SECOND_EXAMPLE);
    expect(in2025).toMatchObject({ netGain: 538521, taxableGain: 538521, taxDue: 143436.3, taxRate: 26.64, exemptions: [] });
    expect(in2025.updateCoefficients).toEqual([{ year: 2016, coefficient: 1.1499 }]);
    const in2024 = capitalGains({ ...SECOND_EXAMPLE, saleDate: '2024-06-01' });
    expect(in2024.taxDue).toBe(138665.88);
    expect(in2024.taxRate).toBe(25.75);
  });

  it('switches the top band from 28 % to 30 % between the 2024 and 2025 tax years', () => {
    expect(savingsTax(300000, 2024)).toBe(71880);
    expect(savingsTax(300000, 2025)).toBe(71880);
    expect(savingsTax(300100, 2024)).toBe(71908);
    expect(savingsTax(300100, 2025)).toBe(71910);
    expect(savingsTax(400000, 2030)).toBe(101880);
  });

  it('applies the brackets progressively with exact edges', () => {
    expect(savingsTax(0, 2025)).toBe(0);
    expect(savingsTax(6000, 2025)).toBe(1140);
    expect(savingsTax(6001, 2025)).toBe(1140.21);
    expect(savingsTax(50000, 2025)).toBe(10380);
    expect(savingsTax(50001, 2025)).toBe(10380.23);
    expect(savingsTax(200000, 2025)).toBe(44880);
    expect(savingsTax(200001, 2025)).toBe(44880.27);
  });

  it('computes update coefficients: 1 from 2024, 1.4498 up to 2000, 4 decimals in between', () => {
    expect(updateCoefficient(2025)).toBe(1);
    expect(updateCoefficient(2024)).toBe(1);
    expect(updateCoefficient(2023)).toBe(1.0187);
    expect(updateCoefficient(2018)).toBe(1.1125);
    expect(updateCoefficient(2001)).toBe(1.4311);
    expect(updateCoefficient(2000)).toBe(1.4498);
    expect(updateCoefficient(1985)).toBe(1.4498);
  });

  it('throws "Fechas no válidas" on dates that do not parse', () => {
    for (const bad of ['', 'yesterday', '2023-02-30', '2023-13-01', '20000-01-01']) {
      expect(() => capitalGains(makeCapitalGainsInput({ saleDate: bad }))).toThrow(
        expect.objectContaining({ code: 'invalidDates', message: 'Fechas no válidas' }),
      );
    }
    expect(() => capitalGains(makeCapitalGainsInput({ purchaseDate: '10/01/2018' }))).toThrow('Fechas no válidas');
    expect(() => capitalGains(makeCapitalGainsInput({ improvements: 1000, improvementDate: 'soon' }))).toThrow(
      'Fechas no válidas',
    );
    // Without improvements the improvement date is ignored.
    expect(() => capitalGains(makeCapitalGainsInput({ improvements: 0, improvementDate: 'soon' }))).not.toThrow();
  });

  it('throws when the sale is not after the purchase', () => {
    const message = 'La fecha de venta debe ser posterior a la fecha de compra';
    expect(() => capitalGains(makeCapitalGainsInput({ saleDate: '2018-01-10' }))).toThrow(
      expect.objectContaining({ code: 'saleNotAfterPurchase', message }),
    );
    expect(() => capitalGains(makeCapitalGainsInput({ saleDate: '2017-01-10' }))).toThrow(message);
    expect(() => capitalGains(makeCapitalGainsInput({ saleDate: '2018-01-11', salePrice: 400001 }))).not.toThrow();
  });

  it('returns zero tax when the sale price does not exceed the purchase price', () => {
    const zero = { netGain: 0, taxableGain: 0, taxDue: 0, taxRate: 0, exemptions: [], updateCoefficients: [] };
    expect(capitalGains(makeCapitalGainsInput({ salePrice: 350000 }))).toEqual({ grossGain: -50000, ...zero });
    expect(capitalGains(makeCapitalGainsInput({ salePrice: 400000 }))).toEqual({ grossGain: 0, ...zero });
  });

  it('floors the net gain at zero when costs eat the gain', () => {
    const result = capitalGains(makeCapitalGainsInput({ salePrice: 420000, isMainResidence: false }));
    expect(result).toMatchObject({ grossGain: 20000, netGain: 0, taxableGain: 0, taxDue: 0, taxRate: 0, exemptions: [] });
  });

  it('updates improvements with their own year and lists that coefficient once', () => {
    const input = makeCapitalGainsInput({ isMainResidence: false, improvements: 50000, improvementDate: '2020-03-01' });
    const result = capitalGains(input);
    expect(result.updateCoefficients).toEqual([
      { year: 2018, coefficient: 1.1125 },
      { year: 2020, coefficient: 1.075 },
    ]);
    // acquisition = 400000 × 1.1125 + 50000 × 1.075 = 498750.
    expect(result.netGain).toBe(401250);
    const sameYear = capitalGains({ ...input, improvementDate: '2018-06-01' });
    expect(sameYear.updateCoefficients).toEqual([{ year: 2018, coefficient: 1.1125 }]);
    const undated = capitalGains({ ...input, improvementDate: undefined });
    expect(undated.updateCoefficients).toEqual([{ year: 2018, coefficient: 1.1125 }]);
    expect(undated.netGain).toBe(900000 - (445000 + 55625));
  });

  it('deducts expenses: purchase expenses updated, sale expenses from the transmission value', () => {
    const result = capitalGains(makeCapitalGainsInput({ isMainResidence: false, purchaseExpenses: 10000, saleExpenses: 5000 }));
    expect(result.netGain).toBe(900000 - 5000 - 410000 * 1.1125);
  });

  it('reduces only the pre-2015 part of the gain of older purchases', () => {
    const result = capitalGains({
      purchasePrice: 300000,
      purchaseDate: '2010-06-15',
      salePrice: 700000,
      saleDate: '2020-06-15',
    });
    // coef(2010) = 1.2624; 4 whole years to 2015-01-01; share = 1661 / 3653 days.
    expect(result.updateCoefficients).toEqual([{ year: 2010, coefficient: 1.2624 }]);
    expect(result.netGain).toBe(321280);
    expect(result.exemptions).toEqual([{ name: 'holdingReduction', amount: 66468.37 }]);
    expect(result.taxableGain).toBeCloseTo(254811.63, 2);
    expect(result.taxDue).toBe(59679.14);
  });

  it('counts whole years by anniversary and caps the reduction at 100 %', () => {
    const reduction = (purchaseDate: string) =>
      capitalGains({ purchasePrice: 100000, purchaseDate, salePrice: 500000, saleDate: '2020-01-01' }).exemptions[0]?.amount ?? 0;
    const net = (purchaseDate: string) =>
      capitalGains({ purchasePrice: 100000, purchaseDate, salePrice: 500000, saleDate: '2020-01-01' }).netGain;
    const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
    // 2006-01-02: 8 whole years → 91 %; 2006-01-01: 9 whole years → 102.375 % → capped at 100 %.
    const share8 = days('2006-01-02', '2015-01-01') / days('2006-01-02', '2020-01-01');
    expect(reduction('2006-01-02')).toBe(Math.round(net('2006-01-02') * share8 * 0.91 * 100) / 100);
    const share9 = days('2006-01-01', '2015-01-01') / days('2006-01-01', '2020-01-01');
    expect(reduction('2006-01-01')).toBe(Math.round(net('2006-01-01') * share9 * 100) / 100);
    // Purchases from 2015-01-01 get no reduction.
    expect(reduction('2015-01-01')).toBe(0);
  });

  it('applies the main-residence exemption after the holding reduction, capped by age', () => {
    const base = makeCapitalGainsInput({ salePrice: 1000000 }); // netGain 555000
    expect(capitalGains({ ...base, age: 65 }).exemptions).toEqual([{ name: 'mainResidenceOver65', amount: 400000 }]);
    expect(capitalGains({ ...base, age: 64 }).exemptions).toEqual([{ name: 'reinvestment', amount: 240000 }]);
    expect(capitalGains({ ...base, age: undefined }).exemptions).toEqual([{ name: 'reinvestment', amount: 240000 }]);
    expect(capitalGains({ ...base, isMainResidence: false }).exemptions).toEqual([]);
    const small = capitalGains(makeCapitalGainsInput({ salePrice: 600000, age: 40 })); // net 155000 < 240000
    expect(small).toMatchObject({
      taxableGain: 0,
      taxDue: 0,
      taxRate: 0,
      exemptions: [{ name: 'reinvestment', amount: 155000 }],
    });

    const old = capitalGains({
      purchasePrice: 300000,
      purchaseDate: '2010-06-15',
      salePrice: 700000,
      saleDate: '2020-06-15',
      isMainResidence: true,
      age: 70,
    });
    expect(old.exemptions.map((e) => e.name)).toEqual(['holdingReduction', 'mainResidenceOver65']);
    expect(old.exemptions[1]?.amount).toBeCloseTo(254811.63, 2);
    expect(old.taxableGain).toBe(0);
  });
});
