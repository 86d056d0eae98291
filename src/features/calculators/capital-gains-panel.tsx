import { useCallback } from 'react';
import { CAPITAL_GAINS_DELAY_MS } from '../../config/calculators.ts';
import { capitalGains, CapitalGainsInputSchema } from '../../domain/calculators/index.ts';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';
import { CalculatorPanel } from './calculator-panel.tsx';
import {
  CAPITAL_GAINS_FORM_ID,
  CAPITAL_GAINS_INITIAL,
  CapitalGainsFields,
  type CapitalGainsValues,
} from './capital-gains-form.tsx';
import { CapitalGainsResultCard } from './capital-gains-result.tsx';
import { parseLocaleNumber } from './form/parse-number.ts';
import { useCalculatorForm } from './form/use-calculator-form.ts';
import { useCalculation } from './use-calculation.ts';

export function CapitalGainsPanel() {
  const { c, lang } = useCalculatorsI18n();
  const toInput = useCallback(
    (v: CapitalGainsValues) => {
      const improvements = parseLocaleNumber(v.improvements, lang);
      return {
        purchasePrice: parseLocaleNumber(v.purchasePrice, lang),
        purchaseDate: v.purchaseDate,
        salePrice: parseLocaleNumber(v.salePrice, lang),
        saleDate: v.saleDate,
        purchaseExpenses: parseLocaleNumber(v.purchaseExpenses, lang),
        saleExpenses: parseLocaleNumber(v.saleExpenses, lang),
        improvements,
        // The date only exists (and only counts) when there are improvements.
        improvementDate: improvements !== undefined && improvements > 0 && v.improvementDate ? v.improvementDate : undefined,
        isMainResidence: v.isMainResidence,
        age: parseLocaleNumber(v.age, lang),
      };
    },
    [lang],
  );
  const form = useCalculatorForm(CapitalGainsInputSchema, CAPITAL_GAINS_INITIAL, toInput);
  const { result, calculating, run } = useCalculation(capitalGains, { delayMs: CAPITAL_GAINS_DELAY_MS, announceSuccess: true });
  const improvements = parseLocaleNumber(form.values.improvements, lang);

  return (
    <CalculatorPanel
      formId={CAPITAL_GAINS_FORM_ID}
      intro={c.tabIntros.capitalGains}
      fields={<CapitalGainsFields form={form} showImprovementDate={improvements !== undefined && improvements > 0} />}
      canSubmit={form.data !== undefined}
      calculating={calculating}
      onSubmit={() => form.data && run(form.data)}
      result={result}
      renderResult={(r, ref) => <CapitalGainsResultCard result={r} headingRef={ref} />}
    />
  );
}
