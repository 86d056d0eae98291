import {
  CONSTRUCTION_SHARE_PCT,
  DEPRECIATION_PCT_PER_YEAR,
  INVESTMENT_DEFAULTS as DEFAULTS,
  IRR_SEARCH,
  NEW_BUILD_STAMP_DUTY_BANDS,
  NEW_BUILD_VAT_PCT,
  PURCHASE_FEES_PCT,
  RENTAL_INCOME_REDUCTION_PCT,
  SALE_COSTS_PCT,
  SECOND_HAND_TRANSFER_TAX_PCT,
  YEARLY_TAXED_ALTERNATIVES,
  type AlternativeName,
} from './investment-tables.ts';
import { MONTHS_PER_YEAR } from './dates.ts';
import type { InvestmentInput } from './investment-schema.ts';
import { round } from './round.ts';
import { savingsTax } from './savings-tax.ts';
import { LATEST_SAVINGS_TAX_YEAR } from './savings-tax-tables.ts';

/** One row per year, money rounded to cents. `alternatives` holds each alternative's value, in input order. */
export type InvestmentYear = {
  year: number;
  rent: number;
  /** Expenses + maintenance. */
  costs: number;
  /** Mortgage interest + principal. */
  debtService: number;
  incomeTax: number;
  cashFlow: number;
  loanBalance: number;
  marketValue: number;
  /** Market value − loan balance + the cash flows so far. */
  propertyWealth: number;
  alternatives: number[];
};

export type PropertyOutcome = {
  salePrice: number;
  saleCosts: number;
  exitTax: number;
  netSaleProceeds: number;
  totalCashFlow: number;
  finalWealth: number;
  netGain: number;
  /** Percent a year, two decimals; null when the flows have no rate between −99 % and 100 %. */
  irrPct: number | null;
};

export type AlternativeOutcome = {
  name: AlternativeName;
  annualReturnPct: number;
  finalValue: number;
  tax: number;
  netGain: number;
  /** Percent a year, two decimals. */
  irrPct: number;
};

export type InvestmentResult = {
  equity: number;
  purchaseTaxes: number;
  purchaseFees: number;
  loan: number;
  monthlyPayment: number;
  grossYieldPct: number;
  netYieldPct: number;
  cashOnCashPct: number;
  property: PropertyOutcome;
  alternatives: AlternativeOutcome[];
  /** The option with the highest internal rate of return; the property wins ties. */
  best: 'property' | AlternativeName;
  years: InvestmentYear[];
};

const money = (x: number) => round(x, 2);
const percent = (ratio: number) => round(ratio * 100, 2);
const growth = (ratePct: number, years: number) => (1 + ratePct / 100) ** years;
/** Tax of the latest tax year's savings scale on a gain, nothing on a loss. */
const gainTax = (gain: number) => (gain > 0 ? savingsTax(round(gain, 2), LATEST_SAVINGS_TAX_YEAR).taxDue : 0);

/**
 * AJD on a new home bought by an individual in Madrid (calculators.md, Investment constants): the band's
 * rate on the whole price, but never more than the tax at the band below's ceiling plus the excess over it.
 */
export function ajd(price: number): number {
  let previous: { upToEur: number; ratePct: number } | null = null;
  for (const band of NEW_BUILD_STAMP_DUTY_BANDS) {
    if (price <= band.upToEur) {
      const atRate = (price * band.ratePct) / 100;
      if (!previous) return atRate;
      return Math.min(atRate, (previous.upToEur * previous.ratePct) / 100 + price - previous.upToEur);
    }
    previous = band;
  }
  return 0; // unreachable: the last band has no ceiling
}

/** The rate where the flows' net present value is zero, by bisection; null without a sign change. */
export function internalRateOfReturn(flows: readonly number[]): number | null {
  const npv = (rate: number) => flows.reduce((sum, flow, t) => sum + flow / (1 + rate) ** t, 0);
  let [low, high]: [number, number] = [IRR_SEARCH.lowRate, IRR_SEARCH.highRate];
  const [atLow, atHigh] = [npv(low), npv(high)];
  if (atLow === 0) return low;
  if (atHigh === 0) return high;
  if (Math.sign(atLow) === Math.sign(atHigh)) return null;
  for (let k = 0; k < IRR_SEARCH.halvings; k++) {
    const mid = (low + high) / 2;
    if (Math.sign(npv(mid)) === Math.sign(atLow)) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * An alternative's value at the end of each year. Deposits and bonds pay tax on each year's interest in
 * that year (LIRPF art. 25), so they compound net; a fund (and a custom option) grows gross and pays all
 * its tax at the sale (calculators.md, Investment constants and 6).
 */
function alternativeValues(equity: number, alternative: { name: AlternativeName; annualReturnPct: number }, years: number) {
  const taxedYearly = YEARLY_TAXED_ALTERNATIVES.has(alternative.name);
  const values: number[] = [];
  let value = equity;
  let yearlyTax = 0;
  for (let year = 1; year <= years; year++) {
    if (taxedYearly) {
      const interest = (value * alternative.annualReturnPct) / 100;
      const tax = gainTax(interest);
      yearlyTax += tax;
      value += interest - tax;
    } else {
      value = equity * growth(alternative.annualReturnPct, year);
    }
    values.push(value);
  }
  return { values, yearlyTax };
}

/** Monthly French-amortisation schedule, summed by year: interest, principal and the balance left. */
function mortgageYears(loan: number, ratePct: number, termYears: number, years: number) {
  const im = ratePct / (100 * MONTHS_PER_YEAR); // the spec's rate / 1200
  const n = termYears * MONTHS_PER_YEAR;
  const payment = loan === 0 ? 0 : im === 0 ? loan / n : (loan * im) / (1 - (1 + im) ** -n);
  let balance = loan;
  let month = 0;
  const byYear: Array<{ interest: number; principal: number; balance: number }> = [];
  for (let y = 1; y <= years; y++) {
    let [interest, principal] = [0, 0];
    for (let m = 0; m < MONTHS_PER_YEAR; m++) {
      month += 1;
      if (month > n) continue;
      const monthInterest = balance * im;
      const monthPrincipal = Math.min(payment - monthInterest, balance);
      interest += monthInterest;
      principal += monthPrincipal;
      balance -= monthPrincipal;
    }
    byYear.push({ interest, principal, balance });
  }
  return { payment, byYear };
}

/**
 * Buy a flat to let, or put the same money elsewhere? Every option gets the cash the purchase needs
 * on day one (calculators.md, "Investment comparison").
 */
export function compareInvestments(input: InvestmentInput): InvestmentResult {
  const p = {
    newBuild: input.newBuild ?? DEFAULTS.newBuild,
    vacancyMonths: input.vacancyMonths ?? DEFAULTS.vacancyMonths,
    maintenancePct: input.maintenancePct ?? DEFAULTS.maintenancePct,
    rentGrowthPct: input.rentGrowthPct ?? DEFAULTS.rentGrowthPct,
    appreciationPct: input.appreciationPct ?? DEFAULTS.appreciationPct,
    loanToValuePct: input.loanToValuePct ?? DEFAULTS.loanToValuePct,
    mortgageRatePct: input.mortgageRatePct ?? DEFAULTS.mortgageRatePct,
    mortgageYears: input.mortgageYears ?? DEFAULTS.mortgageYears,
    incomeTaxRatePct: input.incomeTaxRatePct ?? DEFAULTS.incomeTaxRatePct,
    years: input.years ?? DEFAULTS.years,
    alternatives: input.alternatives ?? DEFAULTS.alternatives,
  };
  const { price } = input;

  const purchaseTaxes = money(
    p.newBuild ? (price * NEW_BUILD_VAT_PCT) / 100 + ajd(price) : (price * SECOND_HAND_TRANSFER_TAX_PCT) / 100,
  );
  const purchaseFees = money(price * (PURCHASE_FEES_PCT / 100));
  const loan = money((price * p.loanToValuePct) / 100);
  const equity = money(price - loan + purchaseTaxes + purchaseFees);

  const mortgage = mortgageYears(loan, p.mortgageRatePct, p.mortgageYears, p.years);
  // The building's share of the whole acquisition cost, taxes and fees included (RIRPF art. 14.2.a).
  const amortization =
    (price + purchaseTaxes + purchaseFees) * (CONSTRUCTION_SHARE_PCT / 100) * (DEPRECIATION_PCT_PER_YEAR / 100);
  const taxableShareOfRent = 1 - RENTAL_INCOME_REDUCTION_PCT / 100;

  const alternativeYears = p.alternatives.map((a) => alternativeValues(equity, a, p.years));

  const rows: InvestmentYear[] = [];
  const cashFlows: number[] = [];
  let cumulativeCashFlow = 0;
  let loanBalance = loan;
  let firstYearNetOperating = 0;
  for (let year = 1; year <= p.years; year++) {
    const g = growth(p.rentGrowthPct, year - 1);
    const { interest, principal, balance } = mortgage.byYear[year - 1] ?? { interest: 0, principal: 0, balance: 0 };
    const rent = input.monthlyRent * g * (MONTHS_PER_YEAR - p.vacancyMonths);
    const expenses = input.annualExpenses * g;
    const maintenance = (rent * p.maintenancePct) / 100;
    const netRental = rent - expenses - maintenance - interest - amortization;
    const incomeTax = (Math.max(0, netRental) * taxableShareOfRent * p.incomeTaxRatePct) / 100;
    const cashFlow = rent - expenses - maintenance - interest - principal - incomeTax;
    if (year === 1) firstYearNetOperating = rent - expenses - maintenance;
    cumulativeCashFlow += cashFlow;
    cashFlows.push(cashFlow);
    loanBalance = balance;
    const marketValue = price * growth(p.appreciationPct, year);
    rows.push({
      year,
      rent: money(rent),
      costs: money(expenses + maintenance),
      debtService: money(interest + principal),
      incomeTax: money(incomeTax),
      cashFlow: money(cashFlow),
      loanBalance: money(loanBalance),
      marketValue: money(marketValue),
      propertyWealth: money(marketValue - loanBalance + cumulativeCashFlow),
      alternatives: alternativeYears.map((a) => money(a.values[year - 1] ?? equity)),
    });
  }

  const salePrice = price * growth(p.appreciationPct, p.years);
  const saleCosts = salePrice * (SALE_COSTS_PCT / 100);
  const acquisition = price + purchaseTaxes + purchaseFees - amortization * p.years;
  const exitTax = gainTax(salePrice - saleCosts - acquisition);
  const netSaleProceeds = salePrice - saleCosts - loanBalance - exitTax;
  const flows = [-equity, ...cashFlows];
  flows[flows.length - 1] = (flows.at(-1) ?? 0) + netSaleProceeds;
  const propertyIrr = internalRateOfReturn(flows);
  const finalWealth = netSaleProceeds + cumulativeCashFlow;
  const property: PropertyOutcome = {
    salePrice: money(salePrice),
    saleCosts: money(saleCosts),
    exitTax,
    netSaleProceeds: money(netSaleProceeds),
    totalCashFlow: money(cumulativeCashFlow),
    finalWealth: money(finalWealth),
    netGain: money(finalWealth - equity),
    irrPct: propertyIrr === null ? null : percent(propertyIrr),
  };

  const alternatives = p.alternatives.map((a, k): AlternativeOutcome => {
    const { values, yearlyTax } = alternativeYears[k] ?? { values: [], yearlyTax: 0 };
    const value = values.at(-1) ?? equity;
    const deferredTax = YEARLY_TAXED_ALTERNATIVES.has(a.name) ? 0 : gainTax(value - equity);
    const finalValue = value - deferredTax;
    return {
      name: a.name,
      annualReturnPct: a.annualReturnPct,
      finalValue: money(finalValue),
      tax: money(yearlyTax + deferredTax),
      netGain: money(finalValue - equity),
      irrPct: percent((finalValue / equity) ** (1 / p.years) - 1),
    };
  });

  let best: InvestmentResult['best'] = 'property';
  let bestIrr = property.irrPct ?? Number.NEGATIVE_INFINITY;
  for (const a of alternatives) {
    if (a.irrPct > bestIrr) [best, bestIrr] = [a.name, a.irrPct];
  }

  return {
    equity,
    purchaseTaxes,
    purchaseFees,
    loan,
    monthlyPayment: money(mortgage.payment),
    grossYieldPct: percent((input.monthlyRent * MONTHS_PER_YEAR) / price),
    netYieldPct: percent(firstYearNetOperating / (price + purchaseTaxes + purchaseFees)),
    cashOnCashPct: percent((cashFlows[0] ?? 0) / equity),
    property,
    alternatives,
    best,
    years: rows,
  };
}
