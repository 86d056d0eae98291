/**
 * Every message the calculators can produce, keyed by a stable code. The Spanish text is the spec's
 * where it gives one (product-spec section 5 and calculators.md), with amounts written the Spanish way
 * (decisions.md, Product 8: the seed's 'Mínimo €1,000' becomes 'Mínimo 1000 €'); the UI translates the
 * code, so the English page never shows these strings. Schemas use the code as the zod issue message.
 * Range messages shared by several fields are named by their range (`rangeEur0To1M`).
 */
export const CALCULATOR_MESSAGES = {
  // Shared
  required: 'Este campo es obligatorio.',
  notANumber: 'Introduzca un número válido',
  wholeNumber: 'Introduzca un número entero',
  propertyTypeRequired: 'Seleccione el tipo de propiedad',
  areaMin: 'Mínimo 20 m²',
  areaMax: 'Máximo 1000 m²',
  // Valuation
  districtRequired: 'Seleccione el distrito',
  usableAboveBuilt: 'La superficie útil no puede superar la construida',
  bedroomsMin: 'Mínimo 1 dormitorio',
  bedroomsMax: 'Máximo 10 dormitorios',
  bathroomsMin: 'Mínimo 1 baño',
  bathroomsMax: 'Máximo 10 baños',
  floorRequired: 'Seleccione la planta',
  conditionRequired: 'Seleccione el estado',
  constructionYearMin: 'Año mínimo 1800',
  constructionYearMax: 'No puede ser posterior al año en curso',
  featureInvalid: 'Característica no válida',
  // Capital gains
  priceMin: 'Mínimo 1000 €',
  priceMax: 'Máximo 50.000.000 €',
  purchaseDateRequired: 'Fecha de compra requerida',
  saleDateRequired: 'Fecha de venta requerida',
  amountMin: 'El importe no puede ser negativo',
  amountMax: 'Máximo 1.000.000 €',
  ageMin: 'Mínimo 18 años',
  ageMax: 'Máximo 120 años',
  saleNotAfterPurchase: 'La fecha de venta debe ser posterior a la fecha de compra',
  saleNotAbovePurchase: 'El precio de venta debe ser mayor al de compra para calcular ganancia patrimonial',
  improvementBeforePurchase: 'La fecha de las mejoras no puede ser anterior a la fecha de compra',
  saleDateRange: 'La fecha de venta debe estar entre 2015 y 2035',
  // Renovation
  propertyValueMin: 'Valor mínimo 50.000 €',
  propertyValueMax: 'Valor máximo 5.000.000 €',
  zoneRequired: 'Seleccione la zona',
  qualityRequired: 'Seleccione la calidad',
  roomsRequired: 'Seleccione al menos una estancia',
  includeBathroomsMin: 'Mínimo 0 baños',
  includeBathroomsMax: 'Máximo 5 baños',
  // Compound interest and investment comparison (calculators.md); the capital-gains optional amounts
  rangeEur0To50M: 'Entre 0 € y 50.000.000 €',
  rangeEur0To1M: 'Entre 0 € y 1.000.000 €',
  rangeEur0To500k: 'Entre 0 € y 500.000 €',
  rangeEur50kTo50M: 'Entre 50.000 € y 50.000.000 €',
  rangePct0To10: 'Entre 0 % y 10 %',
  rangePct0To15: 'Entre 0 % y 15 %',
  rangePct0To20: 'Entre 0 % y 20 %',
  rangePct0To50: 'Entre 0 % y 50 %',
  rangePct0To54: 'Entre 0 % y 54 %',
  rangePct0To80: 'Entre 0 % y 80 %',
  rangePctMinus10To15: 'Entre −10 % y 15 %',
  rangePctMinus10To30: 'Entre −10 % y 30 %',
  rangeYears1To30: 'Entre 1 y 30 años',
  rangeYears1To50: 'Entre 1 y 50 años',
  rangeYears5To40: 'Entre 5 y 40 años',
  rangeMonths0To12: 'Entre 0 y 12 meses',
  initialOrMonthlyRequired: 'Indique un capital inicial o una aportación mensual',
  alternativesCount: 'Elija entre 1 y 3 alternativas',
  alternativeInvalid: 'Alternativa no válida',
  alternativeRepeated: 'Cada alternativa puede elegirse una sola vez',
  // Thrown by the functions
  invalidDistrict: 'Distrito no válido',
  invalidDates: 'Fechas no válidas',
  invalidQuality: 'Calidad no válida',
  invalidZone: 'Zona no válida',
  invalidPropertyType: 'Tipo de propiedad no válido',
  invalidCondition: 'Estado no válido',
  invalidFloor: 'Planta no válida',
  invalidCompounding: 'Capitalización no válida',
} as const;

export type CalculatorMessageCode = keyof typeof CALCULATOR_MESSAGES;

/** Codes of the errors the calculator functions throw. */
export type CalculatorErrorCode = Extract<
  CalculatorMessageCode,
  | 'invalidDistrict'
  | 'invalidDates'
  | 'saleNotAfterPurchase'
  | 'invalidQuality'
  | 'invalidZone'
  | 'invalidPropertyType'
  | 'invalidCondition'
  | 'invalidFloor'
  | 'invalidCompounding'
>;

/** An error thrown by a calculator: the spec's Spanish message plus a stable code for translation. */
export class CalculatorError extends Error {
  readonly code: CalculatorErrorCode;

  constructor(code: CalculatorErrorCode) {
    super(CALCULATOR_MESSAGES[code]);
    this.name = 'CalculatorError';
    this.code = code;
  }
}

export function isCalculatorError(error: unknown): error is CalculatorError {
  return error instanceof CalculatorError;
}
