import { describe, expect, it } from 'vitest';
import { CALCULATOR_IDS, type CalculatorId } from '../../config/calculators.ts';
import { SCENARIO_INPUT_SCHEMAS } from '../../domain/accounts/scenarios.ts';
import {
  makeCapitalGainsInput,
  makeCompoundInterestInput,
  makeInvestmentInput,
  makeRenovationInput,
  makeValuationInput,
} from '../../domain/calculators/test-factories.ts';
import { LANGS } from '../../i18n/languages.ts';
import capitalGains from './definitions/capital-gains.tsx';
import compoundInterest from './definitions/compound-interest.tsx';
import investment from './definitions/investment.tsx';
import renovation from './definitions/renovation.tsx';
import valuation from './definitions/valuation.tsx';
import { fieldsOf, initialValues, type FormValues } from '../../components/form/calculator-fields/field-specs.ts';
import { readScenario } from './form/scenario.ts';
import { validate } from './form/use-calculator-form.ts';
import { savedScenarioPath } from './scenario-link.ts';

const TODAY = new Date('2026-11-23T12:00:00Z');
const CALCULATORS = { valuation, 'capital-gains': capitalGains, renovation, investment, 'compound-interest': compoundInterest };
const INPUTS: Record<CalculatorId, () => unknown> = {
  valuation: makeValuationInput,
  'capital-gains': makeCapitalGainsInput,
  renovation: makeRenovationInput,
  investment: makeInvestmentInput,
  'compound-interest': makeCompoundInterestInput,
};

describe('a saved scenario reopens through its link', () => {
  it.each(CALCULATOR_IDS.flatMap((id) => LANGS.map((lang) => [id, lang] as const)))(
    '%s (%s): the link fills the calculator with exactly the saved inputs',
    async (id, lang) => {
      // What the API keeps: the inputs as the calculator's schema parsed them, through JSON.
      const saved = JSON.parse(JSON.stringify(SCENARIO_INPUT_SCHEMAS[id](TODAY).parse(INPUTS[id]()))) as Record<string, unknown>;
      const path = await savedScenarioPath(id, lang, saved);
      expect(path.startsWith(lang === 'en' ? '/en/calculators/' : '/calculadoras/')).toBe(true);
      const fields = fieldsOf(CALCULATORS[id].sections);
      const scenario = readScenario(fields, new URL(path, 'http://x').search, lang);
      expect(scenario.unreadable).toEqual([]);
      const values = { ...initialValues(fields, lang), ...scenario.values } as FormValues;
      const { data } = validate(CALCULATORS[id].schema, fields, values, lang);
      expect(data).toEqual(saved);
    },
  );
});
