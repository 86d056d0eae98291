import { describe, expect, it } from 'vitest';
import { capitalGains, type CapitalGainsInput, type TaxBand } from './index.ts';
import { makeCapitalGainsInput } from './test-factories.ts';

/** The bands every gain over 200000 € fills, identical in every year of the table. */
const BANDS_TO_200K: TaxBand[] = [
  { from: 0, to: 6000, rate: 19, tax: 1140 },
  { from: 6000, to: 50000, rate: 21, tax: 9240 },
  { from: 50000, to: 200000, rate: 23, tax: 34500 },
];
const BAND_TO_300K: TaxBand = { from: 200000, to: 300000, rate: 27, tax: 27000 };

const SECOND_EXAMPLE: CapitalGainsInput = {
  purchasePrice: 200000,
  purchaseDate: '2016-04-01',
  purchaseExpenses: 10000,
  salePrice: 800000,
  saleDate: '2025-06-01',
  saleExpenses: 20000,
};

const THIRD_EXAMPLE: CapitalGainsInput = {
  purchasePrice: 60000,
  purchaseDate: '1990-05-15',
  salePrice: 650000,
  saleDate: '2026-03-01',
  saleExpenses: 15000,
};

const FOURTH_EXAMPLE: CapitalGainsInput = {
  purchasePrice: 300000,
  purchaseDate: '2010-03-01',
  salePrice: 700000,
  saleDate: '2026-03-01',
  age: 70,
  annuityAmount: 300000,
};

describe('capitalGains: the worked examples of calculators.md', () => {
  it('bought 2018, sold 2025, main residence at 67: exempt in full', () => {
    expect(capitalGains(makeCapitalGainsInput())).toEqual({
      grossGain: 500000,
      acquisitionValue: 400000,
      transmissionValue: 900000,
      netGain: 500000,
      reductions: [],
      exemptions: [{ name: 'mainResidenceOver65', amount: 500000 }],
      taxableGain: 0,
      taxDue: 0,
      taxRate: 0,
      bands: [],
    });
  });

  it('bought 2016 with expenses, not the main residence: the 2025 scale (30 %) and the 2024 scale (28 %)', () => {
    expect(capitalGains(SECOND_EXAMPLE)).toEqual({
      grossGain: 600000,
      acquisitionValue: 210000,
      transmissionValue: 780000,
      netGain: 570000,
      reductions: [],
      exemptions: [],
      taxableGain: 570000,
      taxDue: 152880,
      taxRate: 26.82,
      bands: [...BANDS_TO_200K, BAND_TO_300K, { from: 300000, to: 570000, rate: 30, tax: 81000 }],
    });
    const in2024 = capitalGains({ ...SECOND_EXAMPLE, saleDate: '2024-06-01' });
    expect(in2024).toMatchObject({ netGain: 570000, taxDue: 147480, taxRate: 25.87 });
    expect(in2024.bands.at(-1)).toEqual({ from: 300000, to: 570000, rate: 28, tax: 75600 });
  });

  it('bought 1990: the DT 9.ª reduction at 55.55 % (days to 2006-01-19 counted inclusive), then each band', () => {
    expect(capitalGains(THIRD_EXAMPLE)).toEqual({
      grossGain: 590000,
      acquisitionValue: 60000,
      transmissionValue: 635000,
      netGain: 575000,
      reductions: [{ name: 'abatement', amount: 88167.5, percent: 55.55 }],
      exemptions: [],
      taxableGain: 486832.5,
      taxDue: 127929.75,
      taxRate: 26.28,
      bands: [...BANDS_TO_200K, BAND_TO_300K, { from: 300000, to: 486832.5, rate: 30, tax: 56049.75 }],
    });
  });

  it('bought 1990, main residence at 50 with 300000 reinvested: the reduction, then the reinvestment in proportion', () => {
    const result = capitalGains({ ...THIRD_EXAMPLE, isMainResidence: true, age: 50, reinvestedAmount: 300000 });
    expect(result).toMatchObject({
      netGain: 575000,
      reductions: [{ name: 'abatement', amount: 88167.5, percent: 55.55 }],
      exemptions: [{ name: 'reinvestment', amount: 229999.61 }],
      taxableGain: 256832.89,
      taxDue: 60224.88,
      taxRate: 23.45,
    });
    expect(result.bands).toEqual([...BANDS_TO_200K, { from: 200000, to: 256832.89, rate: 27, tax: 15344.88 }]);
  });

  it('bought 2010, not the main residence, 70 years old, 300000 into a life annuity: exempt up to 240000 of it', () => {
    expect(capitalGains(FOURTH_EXAMPLE)).toMatchObject({
      netGain: 400000,
      reductions: [],
      exemptions: [{ name: 'annuity', amount: 137142.86 }],
      taxableGain: 262857.14,
      taxDue: 61851.43,
      taxRate: 23.53,
    });
  });
});

describe('capitalGains: the worked examples of calculators.md, round 2 (issue 23)', () => {
  it("AEAT's example: bought 1992-06-20, sold 2007-05-20: 33.33 % on 4962 of 5447 days", () => {
    const result = capitalGains({ purchasePrice: 90000, purchaseDate: '1992-06-20', salePrice: 300000, saleDate: '2007-05-20' });
    expect(result.reductions).toEqual([{ name: 'abatement', amount: 63760.83, percent: 33.33 }]);
  });

  it('bought 1986-06-01, more than ten years at 1996-12-31: the part before 2006-01-20 is not taxed (100 %)', () => {
    const result = capitalGains({ purchasePrice: 30000, purchaseDate: '1986-06-01', salePrice: 300000, saleDate: '2025-06-01' });
    expect(result.reductions).toEqual([{ name: 'abatement', amount: 135957.18, percent: 100 }]);
  });

  it('the second example sold in 2018: the 2016–2020 scale (19 / 21 / 23 %)', () => {
    const result = capitalGains({ ...SECOND_EXAMPLE, saleDate: '2018-06-01' });
    expect(result).toMatchObject({ taxableGain: 570000, taxDue: 129980 });
    expect(result.bands).toEqual([
      { from: 0, to: 6000, rate: 19, tax: 1140 },
      { from: 6000, to: 50000, rate: 21, tax: 9240 },
      { from: 50000, to: 570000, rate: 23, tax: 119600 },
    ]);
  });

  it('main residence with 150000 of loan repaid: the 240000 reinvested is all that had to be, so all is exempt', () => {
    const result = capitalGains({
      purchasePrice: 300000,
      purchaseDate: '2010-03-01',
      salePrice: 400000,
      saleExpenses: 10000,
      saleDate: '2026-03-01',
      isMainResidence: true,
      age: 45,
      outstandingLoan: 150000,
      reinvestedAmount: 240000,
    });
    expect(result).toMatchObject({
      netGain: 90000,
      exemptions: [{ name: 'reinvestment', amount: 90000 }],
      taxableGain: 0,
      taxDue: 0,
    });
  });

  it('bought 1992 with an improvement made in 2012: only the property is reduced (art. 34.2, each component on its own)', () => {
    const result = capitalGains({
      purchasePrice: 100000,
      purchaseExpenses: 8000,
      purchaseDate: '1992-10-10',
      improvements: 75000,
      improvementDate: '2012-07-15',
      salePrice: 500000,
      saleExpenses: 15000,
      saleDate: '2022-02-03',
    });
    expect(result).toMatchObject({
      acquisitionValue: 183000,
      transmissionValue: 485000,
      netGain: 302000,
      reductions: [{ name: 'abatement', amount: 26905.95, percent: 33.33 }],
      exemptions: [],
      taxableGain: 275094.05,
      taxDue: 64404.45,
    });
  });
});

describe('capitalGains: errors', () => {
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
});

describe('capitalGains: values', () => {
  const zero = {
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

  it('returns zero tax, every other amount 0, when the sale price does not exceed the purchase price', () => {
    expect(capitalGains(makeCapitalGainsInput({ salePrice: 350000 }))).toEqual({ grossGain: -50000, ...zero });
    expect(capitalGains(makeCapitalGainsInput({ salePrice: 400000 }))).toEqual({ grossGain: 0, ...zero });
  });

  it('takes expenses and improvements at face value (no update coefficients) and floors the net gain at zero', () => {
    const result = capitalGains(
      makeCapitalGainsInput({
        isMainResidence: false,
        purchaseExpenses: 10000.255,
        improvements: 50000,
        improvementDate: '2020-03-01',
        saleExpenses: 5000.5,
      }),
    );
    expect(result).toMatchObject({ acquisitionValue: 460000.26, transmissionValue: 894999.5, netGain: 434999.24 });
    const eaten = capitalGains(makeCapitalGainsInput({ salePrice: 420000, saleExpenses: 30000, isMainResidence: false }));
    expect(eaten).toMatchObject({
      grossGain: 20000,
      transmissionValue: 390000,
      netGain: 0,
      taxableGain: 0,
      taxDue: 0,
      bands: [],
    });
    expect(eaten.reductions).toEqual([]);
  });
});

describe('capitalGains: the DT 9.ª reduction', () => {
  /** Not the main residence, sold 2026-03-01 for 300000 (under the 400000 € limit) with a 100000 gain. */
  const old = (purchaseDate: string, overrides: Partial<CapitalGainsInput> = {}) =>
    capitalGains({ purchasePrice: 200000, purchaseDate, salePrice: 300000, saleDate: '2026-03-01', ...overrides });
  const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
  /** Gain generated up to 2006-01-19, by days, both ends counted ("ambos inclusive"). */
  const before = (purchaseDate: string, saleDate = '2026-03-01') =>
    (100000 * (days(purchaseDate, '2006-01-19') + 1)) / days(purchaseDate, saleDate);

  it('counts years to 1996-12-31 with a started year counting whole, 11.11 % for each beyond two, 100 % beyond ten', () => {
    expect(old('1994-12-31').reductions).toEqual([]); // exactly 2 years: 0 %
    expect(old('1994-12-30').reductions[0]?.percent).toBe(11.11); // 2 years and a day: 3
    expect(old('1994-01-01').reductions[0]?.percent).toBe(11.11);
    expect(old('1993-12-31').reductions[0]?.percent).toBe(11.11); // exactly 3 years
    expect(old('1993-12-30').reductions[0]?.percent).toBe(22.22);
    expect(old('1990-05-15').reductions[0]?.percent).toBe(55.55); // 7 started years
    expect(old('1986-12-31').reductions[0]?.percent).toBe(88.88); // exactly 10 years
    expect(old('1986-12-30').reductions[0]?.percent).toBe(100); // 10 years and a day: more than ten, not taxed
    expect(old('1986-06-01').reductions[0]?.percent).toBe(100); // 11 started years
    expect(old('1985-06-01').reductions[0]?.percent).toBe(100);
  });

  it('reduces only the gain generated up to 2006-01-19, split by days counted inclusive', () => {
    const reduction = old('1990-05-15').reductions[0];
    expect(reduction?.amount).toBe(Math.round(before('1990-05-15') * 55.55) / 100);
    expect(reduction?.amount).toBe(24341.9);
  });

  it('never reduces more than the gain, and applies only to purchases up to 1994-12-31', () => {
    // A sale before 2006-01-19 (outside the form's range) generated its whole gain before that day.
    const early = capitalGains({ purchasePrice: 100000, purchaseDate: '1980-01-01', salePrice: 150000, saleDate: '2005-01-01' });
    expect(early.reductions).toEqual([{ name: 'abatement', amount: 50000, percent: 100 }]);
    expect(early.taxableGain).toBe(0);
    expect(old('1995-01-01').reductions).toEqual([]);
    expect(old('2001-01-01').reductions).toEqual([]);
  });

  it('covers at most 400000 € of transmission value since 2015, earlier abated sales included', () => {
    // THIRD_EXAMPLE: transmission value 635000, so 400000 / 635000 of the reduction.
    expect(capitalGains(THIRD_EXAMPLE).reductions[0]?.amount).toBe(88167.5);
    const full = capitalGains({ ...THIRD_EXAMPLE, saleExpenses: 250000 }); // transmission value 400000: all of it
    const fullBefore = (340000 * (days('1990-05-15', '2006-01-19') + 1)) / days('1990-05-15', '2026-03-01');
    expect(full.reductions[0]?.amount).toBe(Math.round(fullBefore * 55.55) / 100);
    // 200000 already used by earlier sales: 200000 / 635000.
    const half = capitalGains({ ...THIRD_EXAMPLE, priorAbatedSales: 200000 });
    expect(half.reductions[0]?.amount).toBe(Math.round(((before('1990-05-15') * 5.75 * 200000) / 635000) * 55.55) / 100);
    expect(half.reductions[0]?.amount).toBe(44083.75); // half of 88167.50
    expect(capitalGains({ ...THIRD_EXAMPLE, priorAbatedSales: 400000 }).reductions).toEqual([]);
    expect(capitalGains({ ...THIRD_EXAMPLE, priorAbatedSales: 900000 }).reductions).toEqual([]);
  });
});

describe('capitalGains: one exemption at most', () => {
  const base = makeCapitalGainsInput({ salePrice: 1000000 }); // net gain 600000, transmission value 1000000

  it('exempts a main residence in full from 65, whatever the gain', () => {
    expect(capitalGains({ ...base, age: 65 }).exemptions).toEqual([{ name: 'mainResidenceOver65', amount: 600000 }]);
    expect(capitalGains({ ...base, age: 65 }).taxDue).toBe(0);
  });

  it('under 65 (or age not given), exempts the reinvested share; nothing when the amount is not given', () => {
    expect(capitalGains({ ...base, age: 64 })).toMatchObject({ exemptions: [], taxableGain: 600000 });
    expect(capitalGains({ ...base, age: undefined })).toMatchObject({ exemptions: [], taxableGain: 600000 });
    expect(capitalGains({ ...base, age: 64 }).taxDue).toBeGreaterThan(0);
    expect(capitalGains({ ...base, age: 40, reinvestedAmount: 250000 }).exemptions).toEqual([
      { name: 'reinvestment', amount: 150000 },
    ]);
    expect(capitalGains({ ...base, age: 40, reinvestedAmount: 2000000 }).exemptions).toEqual([
      { name: 'reinvestment', amount: 600000 },
    ]);
    const none = capitalGains({ ...base, age: 40, reinvestedAmount: 0 });
    expect(none).toMatchObject({ exemptions: [], taxableGain: 600000 });
  });

  it('exempts a life annuity only from 65 and not for the main residence, up to 240000 €', () => {
    const investor = { ...base, isMainResidence: false, age: 65 };
    expect(capitalGains({ ...investor, annuityAmount: 100000 }).exemptions).toEqual([{ name: 'annuity', amount: 60000 }]);
    expect(capitalGains({ ...investor, annuityAmount: 500000 }).exemptions).toEqual([{ name: 'annuity', amount: 144000 }]);
    expect(capitalGains({ ...investor, annuityAmount: 0 }).exemptions).toEqual([]);
    expect(capitalGains({ ...investor, age: 64, annuityAmount: 100000 }).exemptions).toEqual([]);
    // The main residence at 65 is already exempt in full: the annuity adds nothing.
    expect(capitalGains({ ...base, age: 70, annuityAmount: 100000 }).exemptions).toEqual([
      { name: 'mainResidenceOver65', amount: 600000 },
    ]);
    // Reinvestment is for the main residence only.
    expect(capitalGains({ ...investor, age: 40, reinvestedAmount: 500000 }).exemptions).toEqual([]);
  });

  it('applies the exemption to what the reduction leaves', () => {
    const result = capitalGains({ ...THIRD_EXAMPLE, isMainResidence: true, age: 66 });
    expect(result.reductions[0]?.amount).toBe(88167.5);
    expect(result.exemptions).toEqual([{ name: 'mainResidenceOver65', amount: 486832.5 }]);
    expect(result).toMatchObject({ taxableGain: 0, taxDue: 0, taxRate: 0, bands: [] });
  });
});

describe('capitalGains: improvements as components of their own (art. 34.2)', () => {
  /** Bought 1985-03-01 for 100000, improved for 100000, sold 2026-03-01 for 300000: net gain 100000. */
  const improved = (improvementDate: string | undefined) =>
    capitalGains({
      purchasePrice: 100000,
      purchaseDate: '1985-03-01',
      improvements: 100000,
      improvementDate,
      salePrice: 300000,
      saleDate: '2026-03-01',
    });
  const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
  /** Half the gain (the component's weight), the part generated to 2006-01-19 inclusive, at `percent`. */
  const expected = (date: string, percent: number) =>
    Math.round(((50000 * (days(date, '2006-01-19') + 1)) / days(date, '2026-03-01')) * percent) / 100;

  it('gives an improvement made before 1995 its own reduction, by its own date', () => {
    const { reductions } = improved('1993-06-01');
    expect(reductions).toEqual([
      { name: 'abatement', amount: expected('1985-03-01', 100), percent: 100 }, // 12 started years: more than ten
      { name: 'improvementAbatement', amount: expected('1993-06-01', 22.22), percent: 22.22 }, // 4 started years
    ]);
  });

  it('does not reduce an improvement made after 1994', () => {
    expect(improved('2001-01-01').reductions).toEqual([{ name: 'abatement', amount: expected('1985-03-01', 100), percent: 100 }]);
  });

  it('keeps one component when the improvement has no date or the purchase date', () => {
    const whole = Math.round(((100000 * (days('1985-03-01', '2006-01-19') + 1)) / days('1985-03-01', '2026-03-01')) * 100) / 100;
    expect(improved(undefined).reductions).toEqual([{ name: 'abatement', amount: whole, percent: 100 }]);
    expect(improved('').reductions).toEqual([{ name: 'abatement', amount: whole, percent: 100 }]);
    expect(improved('1985-03-01').reductions).toEqual([{ name: 'abatement', amount: whole, percent: 100 }]);
  });

  it('shares the 400000 € limit between the qualifying components by their transmission values', () => {
    const big = capitalGains({
      purchasePrice: 100000,
      purchaseDate: '1985-03-01',
      improvements: 100000,
      improvementDate: '1993-06-01',
      salePrice: 1000000,
      saleDate: '2026-03-01',
    });
    // Net gain 800000, each component half; both qualify, so 400000 / 1000000 of each.
    const part = (date: string, percent: number) =>
      Math.round(((400000 * (days(date, '2006-01-19') + 1)) / days(date, '2026-03-01')) * 0.4 * percent) / 100;
    expect(big.reductions).toEqual([
      { name: 'abatement', amount: part('1985-03-01', 100), percent: 100 },
      { name: 'improvementAbatement', amount: part('1993-06-01', 22.22), percent: 22.22 },
    ]);
  });
});

describe('capitalGains: reinvestment with a loan repaid from the sale (RIRPF art. 41)', () => {
  const home = makeCapitalGainsInput({ salePrice: 1000000, age: 40 }); // net gain 600000, transmission value 1000000

  it('compares what was reinvested with the sale value less the loan', () => {
    expect(capitalGains({ ...home, outstandingLoan: 500000, reinvestedAmount: 250000 }).exemptions).toEqual([
      { name: 'reinvestment', amount: 300000 },
    ]);
    expect(capitalGains({ ...home, outstandingLoan: 0, reinvestedAmount: 250000 }).exemptions).toEqual([
      { name: 'reinvestment', amount: 150000 },
    ]);
  });

  it('assumes nothing reinvested when the amount is not given, and exempts all when the loan takes the whole sale', () => {
    expect(capitalGains({ ...home, outstandingLoan: 400000 }).exemptions).toEqual([]);
    expect(capitalGains({ ...home, outstandingLoan: 400000, reinvestedAmount: 600000 }).exemptions).toEqual([
      { name: 'reinvestment', amount: 600000 },
    ]);
    expect(capitalGains({ ...home, outstandingLoan: 1200000, reinvestedAmount: 0 }).exemptions).toEqual([
      { name: 'reinvestment', amount: 600000 },
    ]);
  });

  it('ignores the loan for a home that is not the main residence', () => {
    const investor = { ...home, isMainResidence: false, outstandingLoan: 500000 };
    expect(capitalGains(investor).exemptions).toEqual([]);
  });
});
