/** Public entry of the calculators: pure functions, their input schemas, tables and error codes. */
export { valuate, type ValuationFactor, type ValuationFactorName, type ValuationResult } from './valuation.ts';
export {
  capitalGains,
  savingsTax,
  taxScaleFor,
  updateCoefficient,
  type CapitalGainsResult,
  type Exemption,
  type ExemptionName,
  type UpdateCoefficient,
} from './capital-gains.ts';
export { renovation, type CostItem, type CostItemName, type RenovationResult } from './renovation.ts';
export { ValuationInputSchema, type ValuationInput } from './valuation-schema.ts';
export { CapitalGainsInputSchema, type CapitalGainsInput } from './capital-gains-schema.ts';
export { RenovationInputSchema, type RenovationInput } from './renovation-schema.ts';
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
