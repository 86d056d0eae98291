import { useCallback } from 'react';
import { RENOVATION_DELAY_MS } from '../../config/calculators.ts';
import { renovation, RenovationInputSchema } from '../../domain/calculators/index.ts';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';
import { CalculatorPanel } from './calculator-panel.tsx';
import { parseLocaleNumber } from './form/parse-number.ts';
import { useCalculatorForm } from './form/use-calculator-form.ts';
import { RENOVATION_FORM_ID, RENOVATION_INITIAL, RenovationFields, type RenovationValues } from './renovation-form.tsx';
import { RenovationResultCard } from './renovation-result.tsx';
import { useCalculation } from './use-calculation.ts';

export function RenovationPanel() {
  const { c, lang } = useCalculatorsI18n();
  const toInput = useCallback(
    (v: RenovationValues) => ({
      ...v,
      propertyValue: parseLocaleNumber(v.propertyValue, lang),
      totalArea: parseLocaleNumber(v.totalArea, lang),
      zone: v.zone || undefined,
      propertyType: v.propertyType || undefined,
      renovationQuality: v.renovationQuality || undefined,
      includeBathrooms: parseLocaleNumber(v.includeBathrooms, lang),
    }),
    [lang],
  );
  const form = useCalculatorForm(RenovationInputSchema, RENOVATION_INITIAL, toInput);
  const { result, calculating, run } = useCalculation(renovation, { delayMs: RENOVATION_DELAY_MS, announceSuccess: true });

  return (
    <CalculatorPanel
      formId={RENOVATION_FORM_ID}
      intro={c.tabIntros.renovation}
      fields={<RenovationFields form={form} />}
      canSubmit={form.data !== undefined}
      calculating={calculating}
      onSubmit={() => form.data && run(form.data)}
      result={result}
      renderResult={(r, ref) => <RenovationResultCard result={r} headingRef={ref} />}
    />
  );
}
