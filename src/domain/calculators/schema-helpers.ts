import { z } from 'zod';
import type { CalculatorMessageCode } from './errors.ts';

/** zod issues carry a message code (see CALCULATOR_MESSAGES); the UI translates it. */
export const code = (c: CalculatorMessageCode) => ({ error: c });

/** A number field: missing → 'required', anything else that is not a finite number → 'notANumber'. */
const number = () => z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'notANumber') });

/** A required whole number within limits, with a code per rule. */
export function wholeNumber(limits: { min: number; max: number }, min: CalculatorMessageCode, max: CalculatorMessageCode) {
  return number().int(code('wholeNumber')).min(limits.min, code(min)).max(limits.max, code(max));
}

/** A required amount (decimals allowed) within limits. */
export function amount(limits: { min: number; max: number }, min: CalculatorMessageCode, max: CalculatorMessageCode) {
  return number().min(limits.min, code(min)).max(limits.max, code(max));
}

/**
 * Runs a cross-field rule only when the fields it reads are themselves valid, so the visitor sees it
 * as soon as those fields are filled, not only once the whole form is.
 */
export function whenValid<T extends z.ZodObject>(schema: T, keys: ReadonlyArray<keyof T['shape'] & string>) {
  const mask = Object.fromEntries(keys.map((k) => [k, true])) as Record<string, true>;
  const picked = schema.pick(mask as never);
  return (payload: { value: unknown }) => picked.safeParse(payload.value).success;
}
