/** Public entry of the calculators: pure functions, their input schemas, tables and error codes. */
export { valuate, type ValuationFactor, type ValuationFactorName, type ValuationResult } from './valuation.ts';
export {
  capitalGains,
  type CapitalGainsResult,
  type Exemption,
  type ExemptionName,
  type Reduction,
  type ReductionName,
} from './capital-gains.ts';
export { renovation, type CostItem, type CostItemName, type RenovationResult } from './renovation.ts';
export { compoundInterest, type CompoundInterestResult, type CompoundInterestYear } from './compound-interest.ts';
export {
  ajd,
  compareInvestments,
  internalRateOfReturn,
  type AlternativeOutcome,
  type InvestmentResult,
  type InvestmentYear,
  type PropertyOutcome,
} from './investment.ts';
export { savingsTax, taxScaleFor, type TaxBand } from './savings-tax.ts';
export { valuationInputSchema, type ValuationInput } from './valuation-schema.ts';
export { CapitalGainsInputSchema, type CapitalGainsInput } from './capital-gains-schema.ts';
export { RenovationInputSchema, type RenovationInput } from './renovation-schema.ts';
export { CompoundInterestInputSchema, type CompoundInterestInput } from './compound-interest-schema.ts';
export { InvestmentInputSchema, type InvestmentAlternativeInput, type InvestmentInput } from './investment-schema.ts';
export {
  CALCULATOR_MESSAGES,
  CalculatorError,
  isCalculatorError,
  type CalculatorErrorCode,
  type CalculatorMessageCode,
} from './errors.ts';
export { round } from './round.ts';
export * from './valuation-tables.ts';
export * from './capital-gains-tables.ts';
export * from './renovation-tables.ts';
export * from './savings-tax-tables.ts';
export * from './compound-interest-tables.ts';
export * from './investment-tables.ts';
export { VALUATION_QUESTIONS } from './valuation-questions.ts';
