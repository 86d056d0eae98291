import { describe, expect, it } from 'vitest';
import { compoundInterest, type CompoundInterestInput } from '../../../domain/calculators/index.ts';
import {
  makeCapitalGainsInput,
  makeCompoundInterestInput,
  makeInvestmentInput,
  makeValuationInput,
} from '../../../domain/calculators/test-factories.ts';
import { LANGS, type Lang } from '../../../i18n/languages.ts';
import capitalGains from '../definitions/capital-gains.tsx';
import compound from '../definitions/compound-interest.tsx';
import investment from '../definitions/investment.tsx';
import renovation from '../definitions/renovation.tsx';
import valuation from '../definitions/valuation.tsx';
import type { Calculator } from '../definition.ts';
import { fieldsOf, initialValues, toInput, type FormValues } from '../../../components/form/spec-fields/field-spec.ts';
import { readScenario, scenarioQuery } from './scenario.ts';
import { validate } from './use-calculator-form.ts';

/** What the form holds after opening a link: the defaults, then what the link gave. */
function open(calculator: Calculator, search: string, lang: Lang) {
  const fields = fieldsOf(calculator.sections);
  const scenario = readScenario(fields, search, lang);
  const values = { ...initialValues(fields, lang), ...scenario.values } as FormValues;
  return { scenario, values, ...validate(calculator.schema, fields, values, lang) };
}

const EXAMPLE =
  '?initialAmount=100000&monthlyContribution=1000&annualRatePct=5&years=20&compounding=monthly&inflationPct=2&applySavingsTax=true';

describe('scenarios in links', () => {
  it.each(LANGS)('the issue’s compound-interest link fills a complete, valid form that gives 682297.70 (%s)', (lang) => {
    const { scenario, data } = open(compound, EXAMPLE, lang);
    expect(scenario.unreadable).toEqual([]);
    expect(scenario.named).toHaveLength(7);
    expect(data).toBeDefined();
    expect(compoundInterest(data as CompoundInterestInput).finalBalance).toBe(682297.7);
  });

  it('writes numbers in the page’s format in the fields, and reads them back the same', () => {
    expect(open(compound, '?annualRatePct=2.5', 'es').values.annualRatePct).toBe('2,5');
    expect(open(compound, '?annualRatePct=2.5', 'en').values.annualRatePct).toBe('2.5');
    expect(open(compound, '?annualRatePct=2.5', 'es').input.annualRatePct).toBe(2.5);
  });

  const examples: Array<[string, Calculator, Record<string, unknown>]> = [
    ['valuation', valuation, makeValuationInput()],
    [
      'a house (no floor, no lift)',
      valuation,
      makeValuationInput({ propertyType: 'house', floor: undefined, elevator: undefined }),
    ],
    [
      'capital gains',
      capitalGains,
      makeCapitalGainsInput({
        purchaseDate: '1990-05-15',
        isMainResidence: true,
        age: 50,
        reinvestedAmount: 300000,
        outstandingLoan: 150000,
        priorAbatedSales: 1000,
      }),
    ],
    [
      'renovation',
      renovation,
      {
        propertyValue: 600000,
        totalArea: 95.5,
        zone: 'salamanca',
        propertyType: 'apartment',
        renovationQuality: 'mid',
        roomsToRenovate: ['living', 'bedrooms'],
        includeKitchen: true,
        includeBathrooms: 2,
        flooring: true,
        painting: true,
        electricalWork: false,
        plumbingWork: false,
      },
    ],
    ['compound interest', compound, makeCompoundInterestInput({ contributionGrowthPct: 1.5 })],
    [
      'investment',
      investment,
      makeInvestmentInput({
        newBuild: true,
        vacancyMonths: 1,
        maintenancePct: 5,
        rentGrowthPct: 2,
        appreciationPct: -1.5,
        loanToValuePct: 60,
        mortgageRatePct: 3,
        mortgageYears: 25,
        incomeTaxRatePct: 37,
        years: 10,
        alternatives: [
          { name: 'deposit', annualReturnPct: 2.5 },
          { name: 'custom', annualReturnPct: -3 },
        ],
      }),
    ],
  ];

  it.each(examples)('a %s scenario survives the round trip through a link, in both languages', (_, calculator, input) => {
    const fields = fieldsOf(calculator.sections);
    const query = scenarioQuery(fields, input);
    for (const lang of LANGS) {
      const { scenario, data } = open(calculator, `?${query}`, lang);
      expect(scenario.unreadable).toEqual([]);
      expect(data).toEqual(calculator.schema.parse(input));
    }
  });

  it('writes the query the issue describes: field names, booleans, comma lists, alternatives as name:rate', () => {
    const fields = fieldsOf(investment.sections);
    const query = scenarioQuery(fields, {
      ...makeInvestmentInput(),
      newBuild: false,
      alternatives: [
        { name: 'deposit', annualReturnPct: 2.5 },
        { name: 'fund', annualReturnPct: 7 },
      ],
    });
    expect(query).toContain('price=600000');
    expect(query).toContain('newBuild=false');
    expect(query).toContain('alternatives=deposit:2.5,fund:7');
    const features = scenarioQuery(fieldsOf(valuation.sections), makeValuationInput());
    expect(features).toContain('features=terrace,doorman');
    expect(features).toContain('elevator=true');
  });

  it('leaves out what does not show: no floor or lift for a house, no mortgage terms without a mortgage', () => {
    const house = scenarioQuery(fieldsOf(valuation.sections), makeValuationInput({ propertyType: 'house' }));
    expect(house).not.toMatch(/floor=|elevator=/);
    const cash = scenarioQuery(fieldsOf(investment.sections), { ...makeInvestmentInput(), loanToValuePct: 0, mortgageYears: 25 });
    expect(cash).not.toContain('mortgageYears');
  });

  it('fills what a partial or invalid link holds, names its fields for their errors, and flags what the form cannot hold', () => {
    const { scenario, values, issues, data } = open(
      compound,
      '?initialAmount=100000&annualRatePct=25&compounding=weekly&applySavingsTax=yes&unknown=1',
      'es',
    );
    expect(values.initialAmount).toBe('100000');
    expect(values.annualRatePct).toBe('25');
    expect(values.compounding).toBe('monthly'); // the default stays
    expect(scenario.named).toEqual(['initialAmount', 'annualRatePct', 'compounding', 'applySavingsTax']);
    expect(scenario.unreadable).toEqual(['compounding', 'applySavingsTax']);
    expect(issues.annualRatePct).toBe('rangePct0To20');
    expect(issues.years).toBe('required');
    expect(data).toBeUndefined();
    // Text that is not a number is shown as it came, for the schema to call it one.
    expect(open(compound, '?years=twenty', 'en').issues.years).toBe('notANumber');
  });

  it('refuses malformed alternatives, dates and lists', () => {
    for (const bad of ['deposit:x', 'gold:3', 'deposit:2,deposit:3', 'deposit:2:3'])
      expect(open(investment, `?alternatives=${bad}`, 'es').scenario.unreadable).toEqual(['alternatives']);
    expect(open(capitalGains, '?saleDate=01/02/2025', 'es').scenario.unreadable).toEqual(['saleDate']);
    expect(open(valuation, '?features=terrace,moat', 'es').scenario.unreadable).toEqual(['features']);
    expect(open(valuation, '?district=atlantis', 'es').scenario.unreadable).toEqual(['district']);
    const chosen = open(investment, '?alternatives=bonds:3.5', 'es');
    expect(chosen.input.alternatives).toEqual([{ name: 'bonds', annualReturnPct: 3.5 }]);
  });
});

describe('initial values', () => {
  it('start each field at the spec’s default, in the page’s format', () => {
    const fields = fieldsOf(investment.sections);
    const es = initialValues(fields, 'es');
    expect(es.vacancyMonths).toBe('1');
    expect(es.incomeTaxRatePct).toBe('37');
    expect(es.alternatives).toEqual({
      deposit: { chosen: true, rate: '2,5' },
      bonds: { chosen: false, rate: '' },
      fund: { chosen: true, rate: '7' },
      custom: { chosen: false, rate: '' },
    });
    expect(toInput(fields, es, 'es').alternatives).toEqual([
      { name: 'deposit', annualReturnPct: 2.5 },
      { name: 'fund', annualReturnPct: 7 },
    ]);
  });
});

describe('a form sent without scripts (ADR 0052)', () => {
  it('reads numbers as typed in the page’s language, a checkbox by its presence, a checklist and rates by their keys', () => {
    const es = open(compound, '?submitted=1&initialAmount=100.000&annualRatePct=2,5&applySavingsTax=on', 'es');
    expect(es.input.initialAmount).toBe(100000);
    expect(es.input.annualRatePct).toBe(2.5);
    expect(es.input.applySavingsTax).toBe(true);
    expect(open(compound, '?submitted=1&initialAmount=100,000', 'en').input.initialAmount).toBe(100000);
    expect(open(compound, '?submitted=1', 'en').input.applySavingsTax).toBe(false);
    const rates = open(investment, '?submitted=1&alternatives=bonds&alternatives-bonds=3,5&alternatives-fund=7', 'es');
    expect(rates.input.alternatives).toEqual([{ name: 'bonds', annualReturnPct: 3.5 }]);
    expect(open(valuation, '?submitted=1&features=terrace&features=pool', 'es').values.features).toEqual(['terrace', 'pool']);
  });

  it('names every field, so each says what it lacks, and refuses what the form does not offer', () => {
    const sent = open(valuation, '?submitted=1&district=atlantis', 'es');
    expect(sent.scenario.named).toEqual(fieldsOf(valuation.sections).map((field) => field.name));
    expect(sent.scenario.unreadable).toEqual(['district']);
    expect(sent.data).toBeUndefined();
  });

  it('keeps control characters and endless digits out of the fields', () => {
    const { values } = open(compound, `?initialAmount=%001${'9'.repeat(400)}&years=${'9'.repeat(400)}`, 'es');
    expect(values.initialAmount).not.toMatch(/\p{Cc}/u);
    expect(String(values.initialAmount).length).toBeLessThanOrEqual(40);
    expect(String(values.years).length).toBeLessThanOrEqual(40);
  });
});
