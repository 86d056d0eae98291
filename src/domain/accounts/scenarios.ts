import { z } from 'zod';
import {
  CapitalGainsInputSchema,
  CompoundInterestInputSchema,
  InvestmentInputSchema,
  RenovationInputSchema,
  valuationInputSchema,
} from '../calculators/index.ts';
import { sanitizeText } from '../contact/sanitize-text.ts';
import { SCENARIO_INPUTS_MAX_CHARS, SCENARIO_NAME_MAX_CHARS } from './scenario-limits.ts';

/** Every calculator a scenario can belong to (issue 14 adds compound-interest and investment). */
export const CALCULATOR_IDS = ['valuation', 'capital-gains', 'renovation', 'compound-interest', 'investment'] as const;
export type CalculatorId = (typeof CALCULATOR_IDS)[number];

/**
 * The schema that validates a scenario's inputs, per calculator: the calculator's own input schema
 * (valuation's needs today's date for its year bound). A new calculator is one line here.
 */
export const SCENARIO_INPUT_SCHEMAS: Record<CalculatorId, (today: Date) => z.ZodType> = {
  valuation: valuationInputSchema,
  'capital-gains': () => CapitalGainsInputSchema,
  renovation: () => RenovationInputSchema,
  'compound-interest': () => CompoundInterestInputSchema,
  investment: () => InvestmentInputSchema,
};

export const ScenarioNameSchema = z
  .string({ error: 'required' })
  .overwrite(sanitizeText)
  .trim()
  .min(1, { error: 'required' })
  .max(SCENARIO_NAME_MAX_CHARS, { error: 'scenarioNameLength' });

const CalculatorIdSchema = z.enum(CALCULATOR_IDS, {
  error: (issue) => (issue.input === undefined ? 'required' : 'calculatorUnknown'),
});

/** POST /api/portal/scenarios. `inputs` is replaced by what the calculator's schema parsed (defaults applied). */
export const scenarioCreateSchema = (today: Date) =>
  z.strictObject({ calculator: CalculatorIdSchema, name: ScenarioNameSchema, inputs: z.unknown() }).transform((value, ctx) => {
    if (value.inputs === undefined || value.inputs === null) {
      ctx.addIssue({ code: 'custom', path: ['inputs'], message: 'required' });
      return z.NEVER;
    }
    if ((JSON.stringify(value.inputs)?.length ?? 0) > SCENARIO_INPUTS_MAX_CHARS) {
      ctx.addIssue({ code: 'custom', path: ['inputs'], message: 'scenarioInputsInvalid' });
      return z.NEVER;
    }
    const parsed = SCENARIO_INPUT_SCHEMAS[value.calculator](today).safeParse(value.inputs);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: ['inputs'], message: 'scenarioInputsInvalid' });
      return z.NEVER;
    }
    return { ...value, inputs: parsed.data as Record<string, unknown> };
  });
export type ScenarioCreate = z.output<ReturnType<typeof scenarioCreateSchema>>;

/** PATCH /api/portal/scenarios/:id. */
export const ScenarioRenameSchema = z.strictObject({ name: ScenarioNameSchema });
