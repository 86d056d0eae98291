import type { ReactNode, RefObject } from 'react';
import type { z } from 'zod';
import type { CalculatorId } from '../../config/calculators.ts';
import type { DistrictTable } from '../../domain/calculators/index.ts';
import type { ServiceTypeOption } from '../../domain/contact/steps.ts';
import type { CalculatorsMessages } from '../../i18n/calculators.ts';
import type { Formatters } from '../../i18n/format.ts';
import type { CalculatorSection } from './form/field-specs.ts';

export type { CalculatorId } from '../../config/calculators.ts';

/** What a result card receives: the result, the input that produced it, and the actions at its foot. */
export type ResultProps<I, R> = {
  result: R;
  input: I;
  headingRef: RefObject<HTMLHeadingElement | null>;
  actions: ReactNode;
};

/** The page's copy and formatters, for texts made from a scenario. */
export type CalculatorText = { c: CalculatorsMessages; format: Formatters };

/** A result's leading figure, named and written as its card shows it: "Impuesto a pagar", "12.345,67 €". */
export type ResultHeadline = { label: string; value: string };

/** One calculator as data: its fields, the domain's schema and function, its pause and its result card. */
export type CalculatorDefinition<S extends z.ZodType, R> = {
  /** The form is `<id>-form` and each control `<id>-form-<field>`. */
  id: CalculatorId;
  /** Key of its name and introduction in the calculators' copy. */
  copy: keyof CalculatorsMessages['tabs'];
  schema: S;
  sections: readonly CalculatorSection[];
  /** The spec's pause before the result shows (0: at once). */
  delayMs: number;
  /** Whether a toast says the result is ready (the spec gives it to capital gains and renovation). */
  announceSuccess: boolean;
  /** `side`: the result beside the form; `wide`: under it, across the page (results with a chart). */
  layout: 'side' | 'wide';
  /** The contact form's service when the visitor takes this result to an adviser (issue 14). */
  adviserService: ServiceTypeOption;
  /** `districts`: the firm's published €/m² table (the valuation and the renovation's ceiling read it). */
  compute(input: z.output<S>, districts: DistrictTable): R;
  renderResult(props: ResultProps<z.output<S>, R>): ReactNode;
  /** The scenario and its result in a sentence or two, in the page's language, for the adviser's message. */
  summarize(input: z.output<S>, result: R, text: CalculatorText): string;
  /** The card's leading figure, for a saved scenario's card in the private area (issue 22). */
  headline(input: z.output<S>, result: R, text: CalculatorText): ResultHeadline;
};

/** A calculator with its types checked where it is defined and forgotten after, so all five fit one list. */
export type Calculator = CalculatorDefinition<z.ZodType, unknown>;
/** A result and the scenario that produced it: what every action on a result works from. */
export type Scenario = { calculator: Calculator; input: unknown; result: unknown; query: string };

export const define = <S extends z.ZodType, R>(definition: CalculatorDefinition<S, R>): Calculator => definition;
