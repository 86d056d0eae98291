import { describe, expect, it } from 'vitest';
import { CALCULATOR_IDS, type CalculatorId } from '../../config/calculators.ts';
import { SCENARIO_INPUT_SCHEMAS } from '../../domain/accounts/scenarios.ts';
import {
  makeCapitalGainsInput,
  makeCompoundInterestInput,
  makeInvestmentInput,
  makeDistrictTable,
  makeRenovationInput,
  makeValuationInput,
} from '../../domain/calculators/test-factories.ts';
import { LANGS } from '../../i18n/languages.ts';
import capitalGains from './definitions/capital-gains.tsx';
import compoundInterest from './definitions/compound-interest.tsx';
import investment from './definitions/investment.tsx';
import renovation from './definitions/renovation.tsx';
import valuation from './definitions/valuation.tsx';
import { fieldsOf, initialValues, type FormValues } from '../../components/form/spec-fields/field-spec.ts';
import { readScenario } from './form/scenario.ts';
import { validate } from './form/use-calculator-form.ts';
import { savedScenarioHeadline, savedScenarioPath } from './scenario-link.ts';
import {
  capitalGains as computeCapitalGains,
  compareInvestments,
  compoundInterest as computeCompoundInterest,
  renovation as computeRenovation,
  DISTRICTS,
  valuate,
} from '../../domain/calculators/index.ts';
import { CALCULATORS_MESSAGES } from '../../i18n/calculators.ts';
import { formattersFor } from '../../i18n/format.ts';

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

describe('a saved scenario’s card shows its result (issue 22)', () => {
  /** What API keeps of a calculator's inputs: the schema's output, through JSON. */
  const saved = (id: CalculatorId) =>
    JSON.parse(JSON.stringify(SCENARIO_INPUT_SCHEMAS[id](TODAY).parse(INPUTS[id]()))) as Record<string, unknown>;

  it.each(LANGS)(
    'each calculator’s leading figure, from the domain’s function, named and written as its card (%s)',
    async (lang) => {
      const c = CALCULATORS_MESSAGES[lang];
      const f = formattersFor(lang);
      // The domain's functions on the inputs as the schemas read them (defaults applied), as the pages run them.
      const valuation = valuate(saved('valuation') as Parameters<typeof valuate>[0]);
      const gains = computeCapitalGains(saved('capital-gains') as Parameters<typeof computeCapitalGains>[0]);
      const reform = computeRenovation(saved('renovation') as Parameters<typeof computeRenovation>[0]);
      const compound = computeCompoundInterest(saved('compound-interest') as Parameters<typeof computeCompoundInterest>[0]);
      const investment = compareInvestments(saved('investment') as Parameters<typeof compareInvestments>[0]);
      const expected: Record<CalculatorId, { label: string; value: string }> = {
        valuation: {
          label: c.results.valuation.range,
          value: `${f.money(valuation.range.low)} – ${f.money(valuation.range.high)}`,
        },
        'capital-gains': { label: c.results.capitalGains.taxDue, value: f.moneyExact(gains.taxDue) },
        renovation: { label: c.results.renovation.roi, value: f.percent(reform.roi, 1) },
        'compound-interest': { label: c.results.compoundInterest.finalBalance, value: f.moneyExact(compound.finalBalance) },
        investment: {
          label: c.results.investment.best,
          value: investment.best === 'property' ? c.results.investment.property : c.options.alternatives[investment.best],
        },
      };
      for (const id of CALCULATOR_IDS)
        expect(await savedScenarioHeadline(id, lang, saved(id), DISTRICTS), id).toEqual(expected[id]);
      // The page's number format: "1.234,56 €" in Spanish, "€1,234.56" in English.
      const tax = (await savedScenarioHeadline('capital-gains', lang, saved('capital-gains'), DISTRICTS))!.value;
      expect(tax).toMatch(lang === 'es' ? /^\d{1,3}(\.\d{3})*,\d{2}\s€$/ : /^€\d{1,3}(,\d{3})*\.\d{2}$/);
    },
  );

  it('shows none when the saved inputs no longer pass the calculator’s schema', async () => {
    expect(await savedScenarioHeadline('valuation', 'es', { ...saved('valuation'), builtArea: -5 }, DISTRICTS)).toBeNull();
    expect(await savedScenarioHeadline('renovation', 'en', {}, DISTRICTS)).toBeNull();
  });

  it('works the valuation and the renovation out with the published district table it is given', async () => {
    const published = makeDistrictTable({ chamberi: { avgPerM2: 9000, maxPerM2: 10500 }, salamanca: { maxPerM2: 12400 } });
    const f = formattersFor('es');
    const valuation = valuate(saved('valuation') as Parameters<typeof valuate>[0], new Date(), published);
    expect(valuation.range.low).not.toBe(valuate(saved('valuation') as Parameters<typeof valuate>[0]).range.low);
    expect((await savedScenarioHeadline('valuation', 'es', saved('valuation'), published))?.value).toBe(
      `${f.money(valuation.range.low)} – ${f.money(valuation.range.high)}`,
    );
    const flat = { ...saved('renovation'), propertyValue: 1300000 };
    const reform = computeRenovation(flat as Parameters<typeof computeRenovation>[0], published);
    expect(reform).toMatchObject({ marketCeiling: 1488000, roi: 82.8 });
    expect((await savedScenarioHeadline('renovation', 'es', flat, published))?.value).toBe(f.percent(reform.roi, 1));
  });
});
