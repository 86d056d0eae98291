import { describe, expect, it } from 'vitest';
import { EXAMPLE_TODAY, makeCompoundInterestInput, makeValuationInput } from '../calculators/test-factories.ts';
import {
  ProfileUpdateSchema,
  scenarioCreateSchema,
  SignUpBodySchema,
  SignUpFormSchema,
  accountFieldErrors,
  primaryAccountError,
} from './index.ts';
import { CALCULATOR_IDS, SCENARIO_INPUT_SCHEMAS } from './scenarios.ts';

const signUp = {
  name: 'Ana García',
  email: ' Ana@Example.COM ',
  password: 'cipreses junto al Retiro',
  clientType: 'buyer',
  lang: 'es',
};

describe('account schemas', () => {
  it('normalise the e-mail and sanitise the name', () => {
    const parsed = SignUpBodySchema.parse({ ...signUp, name: ' Ana <b>García</b> ' });
    expect(parsed.email).toBe('ana@example.com');
    expect(parsed.name).toBe('Ana García');
  });

  it('report each field’s first problem as a code; missing fields first', () => {
    const result = SignUpFormSchema.safeParse({
      email: 'nope',
      password: 'short',
      confirmPassword: 'other',
      clientType: 'renter',
    });
    expect(result.success).toBe(false);
    const fields = accountFieldErrors(result.error!);
    expect(fields).toMatchObject({
      name: 'required',
      email: 'emailInvalid',
      password: 'passwordTooShort',
      clientType: 'clientTypeInvalid',
      lang: 'required',
    });
    expect(primaryAccountError(fields)).toBe('required');
  });

  it('check that the confirmation matches', () => {
    const result = SignUpFormSchema.safeParse({ ...signUp, confirmPassword: 'cipreses junto al retiro' });
    expect(accountFieldErrors(result.error!)).toEqual({ confirmPassword: 'passwordsDoNotMatch' });
  });

  it('take a profile update of any of the three fields, nothing else', () => {
    expect(ProfileUpdateSchema.safeParse({ lang: 'en' }).success).toBe(true);
    expect(ProfileUpdateSchema.safeParse({}).success).toBe(false);
    expect(ProfileUpdateSchema.safeParse({ lang: 'en', email: 'x@y.z' }).success).toBe(false);
  });

  it('validate a scenario with its calculator’s own schema, defaults applied', () => {
    const schema = scenarioCreateSchema(EXAMPLE_TODAY);
    const parsed = schema.parse({
      calculator: 'valuation',
      name: 'Piso',
      inputs: { ...makeValuationInput(), elevator: undefined },
    });
    expect(parsed.inputs).toMatchObject({ elevator: false, district: 'chamberi' });
    const bad = schema.safeParse({ calculator: 'valuation', name: 'Piso', inputs: { district: 'atlantis' } });
    expect(accountFieldErrors(bad.error!)).toEqual({ inputs: 'scenarioInputsInvalid' });
    expect(schema.safeParse({ calculator: 'valuation', name: 'Piso', inputs: makeValuationInput(), extra: 1 }).success).toBe(
      false,
    );
    expect(
      schema.safeParse({ calculator: 'compound-interest', name: 'Ahorro', inputs: makeCompoundInterestInput() }).success,
    ).toBe(true);
    expect(schema.safeParse({ calculator: 'investment', name: 'x', inputs: makeCompoundInterestInput() }).success).toBe(false);
  });

  it('bound the construction year by the day it is validated', () => {
    const year = EXAMPLE_TODAY.getUTCFullYear();
    const schema = scenarioCreateSchema(EXAMPLE_TODAY);
    expect(
      schema.safeParse({ calculator: 'valuation', name: 'x', inputs: makeValuationInput({ constructionYear: year }) }).success,
    ).toBe(true);
    expect(
      schema.safeParse({ calculator: 'valuation', name: 'x', inputs: makeValuationInput({ constructionYear: year + 1 }) })
        .success,
    ).toBe(false);
  });

  it('know every calculator, each validated by its own schema', () => {
    expect(Object.keys(SCENARIO_INPUT_SCHEMAS).sort()).toEqual([...CALCULATOR_IDS].sort());
  });
});
