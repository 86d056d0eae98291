import { HOME_CALCULATOR_IDS } from '../../config/calculators.ts';
import type { Calculator } from './definition.ts';
import capitalGains from './definitions/capital-gains.tsx';
import renovation from './definitions/renovation.tsx';
import valuation from './definitions/valuation.tsx';

export type { Calculator, CalculatorDefinition, CalculatorId } from './definition.ts';

/**
 * The calculators the home page shows as tabs, in `HOME_CALCULATOR_IDS` order. Each calculator is one
 * data definition in `definitions/`; the two with charts (investment, compound interest) are not
 * imported here, so their code loads only on their own pages (`calculator-section.tsx`).
 */
const HOME = { valuation, 'capital-gains': capitalGains, renovation } satisfies Record<
  (typeof HOME_CALCULATOR_IDS)[number],
  Calculator
>;
export const HOME_CALCULATORS: readonly Calculator[] = HOME_CALCULATOR_IDS.map((id) => HOME[id]);
