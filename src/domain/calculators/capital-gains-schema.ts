import { z } from 'zod';
import { CAPITAL_GAINS_LIMITS, SALE_DATE_RANGE } from './capital-gains-tables.ts';
import { parseIsoDate } from './dates.ts';
import { amount, code, wholeNumber, whenValid } from './schema-helpers.ts';

const requiredDate = (c: 'purchaseDateRequired' | 'saleDateRequired') => z.string(code(c)).min(1, code(c));
const optionalAmount = () => amount(CAPITAL_GAINS_LIMITS.optionalAmountEur, 'rangeEur0To50M', 'rangeEur0To50M');

const CapitalGainsFields = z.object({
  purchasePrice: amount(CAPITAL_GAINS_LIMITS.priceEur, 'priceMin', 'priceMax'),
  // Only presence is checked here: a date that does not parse is the function's error ('Fechas no válidas').
  purchaseDate: requiredDate('purchaseDateRequired'),
  salePrice: amount(CAPITAL_GAINS_LIMITS.priceEur, 'priceMin', 'priceMax'),
  saleDate: requiredDate('saleDateRequired'),
  purchaseExpenses: amount(CAPITAL_GAINS_LIMITS.amountEur, 'amountMin', 'amountMax').default(0),
  saleExpenses: amount(CAPITAL_GAINS_LIMITS.amountEur, 'amountMin', 'amountMax').default(0),
  improvements: amount(CAPITAL_GAINS_LIMITS.amountEur, 'amountMin', 'amountMax').default(0),
  improvementDate: z.string().optional(),
  isMainResidence: z.boolean().default(false),
  age: wholeNumber(CAPITAL_GAINS_LIMITS.ageYears, 'ageMin', 'ageMax').optional(),
  /** Main residence, under 65: reinvested in a new main residence. Omitted means all of it (the function's default). */
  reinvestedAmount: optionalAmount().optional(),
  /** 65 or over, not the main residence: put into a life annuity within six months. */
  annuityAmount: optionalAmount().default(0),
  /** Transmission values of earlier sales since 2015 that used the pre-1995 reduction. */
  priorAbatedSales: optionalAmount().default(0),
  /** Main residence: the principal still owed on the home sold and repaid with the sale (RIRPF art. 41). */
  outstandingLoan: optionalAmount().default(0),
});

const time = (iso: string | undefined) => (iso ? (parseIsoDate(iso)?.time ?? null) : null);
const [SALE_FROM, SALE_TO] = [time(SALE_DATE_RANGE.fromIso), time(SALE_DATE_RANGE.toIso)] as [number, number];

/**
 * Capital-gains input: product-spec section 5 and calculators.md (sale date 2015–2035, the optional
 * amounts), plus the cross-field rules (sale after purchase, sale price above purchase price,
 * improvements not before the purchase). Messages are codes.
 */
export const CapitalGainsInputSchema = CapitalGainsFields.refine(
  (v) => {
    const sale = time(v.saleDate);
    return sale === null || (sale >= SALE_FROM && sale <= SALE_TO);
  },
  { ...code('saleDateRange'), path: ['saleDate'], when: whenValid(CapitalGainsFields, ['saleDate']) },
)
  .refine(
    (v) => {
      const [purchase, sale] = [time(v.purchaseDate), time(v.saleDate)];
      return purchase === null || sale === null || sale > purchase;
    },
    { ...code('saleNotAfterPurchase'), path: ['saleDate'], when: whenValid(CapitalGainsFields, ['purchaseDate', 'saleDate']) },
  )
  .refine((v) => v.salePrice > v.purchasePrice, {
    ...code('saleNotAbovePurchase'),
    path: ['salePrice'],
    when: whenValid(CapitalGainsFields, ['purchasePrice', 'salePrice']),
  })
  .refine(
    (v) => {
      if (!(v.improvements > 0)) return true;
      const [purchase, improvement] = [time(v.purchaseDate), time(v.improvementDate)];
      return purchase === null || improvement === null || improvement >= purchase;
    },
    {
      ...code('improvementBeforePurchase'),
      path: ['improvementDate'],
      when: whenValid(CapitalGainsFields, ['purchaseDate', 'improvements', 'improvementDate']),
    },
  );

export type CapitalGainsInput = z.input<typeof CapitalGainsInputSchema>;
