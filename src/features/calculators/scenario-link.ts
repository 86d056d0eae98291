import type { CalculatorId } from '../../config/calculators.ts';
import type { DistrictTable } from '../../domain/calculators/index.ts';
import { CALCULATORS_MESSAGES } from '../../i18n/calculators.ts';
import { formattersFor } from '../../i18n/format.ts';
import type { Lang } from '../../i18n/languages.ts';
import type { Calculator, ResultHeadline } from './definition.ts';
import { fieldsOf } from '../../components/form/spec-fields/field-spec.ts';
import { scenarioQuery } from './form/scenario.ts';
import { scenarioUrl } from './share.ts';

/** Each calculator's definition, loaded when a saved scenario of it needs its link. */
const DEFINITIONS: Record<CalculatorId, () => Promise<{ default: Calculator }>> = {
  valuation: () => import('./definitions/valuation.tsx'),
  'capital-gains': () => import('./definitions/capital-gains.tsx'),
  renovation: () => import('./definitions/renovation.tsx'),
  investment: () => import('./definitions/investment.tsx'),
  'compound-interest': () => import('./definitions/compound-interest.tsx'),
};

/**
 * The path that reopens a saved scenario (issue 10): its calculator's page in `lang` with the inputs
 * in the address, the same link the calculator's "copy link" gives, which fills and calculates it.
 */
export async function savedScenarioPath(
  id: CalculatorId,
  lang: Lang,
  inputs: Readonly<Record<string, unknown>>,
): Promise<string> {
  const { default: calculator } = await DEFINITIONS[id]();
  // Same origin: the path alone.
  return scenarioUrl('', id, lang, scenarioQuery(fieldsOf(calculator.sections), inputs));
}

/**
 * A saved scenario's result at a glance (issue 22): its calculator's schema and function run again on
 * the saved inputs, exactly as the calculator's page runs them (with the published €/m² table,
 * `districts`), and the card's leading figure written in `lang`. `null` when the inputs no longer pass (a
 * rule changed since) or the calculation refuses them.
 */
export async function savedScenarioHeadline(
  id: CalculatorId,
  lang: Lang,
  inputs: Readonly<Record<string, unknown>>,
  districts: DistrictTable,
): Promise<ResultHeadline | null> {
  const { default: calculator } = await DEFINITIONS[id]();
  const parsed = calculator.schema.safeParse(inputs);
  if (!parsed.success) return null;
  try {
    const result = calculator.compute(parsed.data, districts);
    return calculator.headline(parsed.data, result, { c: CALCULATORS_MESSAGES[lang], format: formattersFor(lang) });
  } catch {
    return null;
  }
}
