import { useCallback } from 'react';
import { valuate, ValuationInputSchema, type ValuationInput, type ValuationResult } from '../../domain/calculators/index.ts';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';
import { CalculatorPanel } from './calculator-panel.tsx';
import { parseLocaleNumber } from './form/parse-number.ts';
import { useCalculatorForm } from './form/use-calculator-form.ts';
import { useCalculation } from './use-calculation.ts';
import { VALUATION_FORM_ID, VALUATION_INITIAL, ValuationFields, type ValuationValues } from './valuation-form.tsx';
import { ValuationResultCard } from './valuation-result.tsx';

// The valuation is instant: no pause and no success toast (the spec gives those to the other two).
const compute = (input: ValuationInput): ValuationResult => valuate(input);

export function ValuationPanel() {
  const { c, lang } = useCalculatorsI18n();
  const toInput = useCallback(
    (v: ValuationValues) => ({
      propertyType: v.propertyType || undefined,
      district: v.district || undefined,
      usableArea: parseLocaleNumber(v.usableArea, lang),
      builtArea: parseLocaleNumber(v.builtArea, lang),
      bedrooms: parseLocaleNumber(v.bedrooms, lang),
      bathrooms: parseLocaleNumber(v.bathrooms, lang),
      floor: v.floor || undefined,
      elevator: v.elevator,
      condition: v.condition || undefined,
      constructionYear: parseLocaleNumber(v.constructionYear, lang),
      features: v.features,
    }),
    [lang],
  );
  const form = useCalculatorForm(ValuationInputSchema, VALUATION_INITIAL, toInput);
  const { result, calculating, run } = useCalculation(compute, { delayMs: 0, announceSuccess: false });

  return (
    <CalculatorPanel
      formId={VALUATION_FORM_ID}
      intro={c.tabIntros.valuation}
      fields={<ValuationFields form={form} />}
      canSubmit={form.data !== undefined}
      calculating={calculating}
      onSubmit={() => form.data && run(form.data)}
      result={result}
      renderResult={(r, ref) => <ValuationResultCard result={r} headingRef={ref} />}
    />
  );
}
