import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { CALCULATOR_ROUTES } from '../../config/calculators.ts';
import { pathFor } from '../../config/routes.ts';
import { usePublishedContent } from '../../content/published-content.tsx';
import { isCalculatorError, type CalculatorErrorCode } from '../../domain/calculators/index.ts';
import { cn } from '../../lib/cn.ts';
import { RENDERED_SEARCH_ATTRIBUTE, useRenderedSearch } from '../../lib/use-rendered-search.ts';
import { CalculateButton } from './calculate-button.tsx';
import type { Calculator } from './definition.ts';
import { CalculatorFields } from './form/calculator-fields.tsx';
import { scenarioQuery, SUBMITTED_KEY, SUBMITTED_VALUE } from './form/scenario.ts';
import { firstScenario, useCalculatorForm } from './form/use-calculator-form.ts';
import { fieldsOf } from '../../components/form/spec-fields/field-spec.ts';
import { ResultActions } from './result-actions.tsx';
import { ResultPlaceholder } from './result-card.tsx';
import { useCalculation } from './use-calculation.ts';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';
import { useScenarioFromLink } from './use-scenario-from-link.ts';

/**
 * One calculator, driven by its definition: intro, the fields and the result (beside the form, or
 * under it for results with a chart). When a result the visitor asked for arrives its heading takes
 * focus, so keyboard and screen-reader users land on it. On a calculator's own page (`standalone`), a
 * scenario in the address fills the form and, when complete, shows its result: rendered by the server
 * with the page, so a shared link and the form sent without scripts (a GET form to that page) answer
 * before any script runs (ADR 0052).
 */
export function CalculatorPanel({
  calculator,
  standalone = false,
}: {
  calculator: Calculator;
  /** On the calculator's own page: the page introduces it, and a scenario in the address fills it. */
  standalone?: boolean;
}) {
  const { c, lang } = useCalculatorsI18n();
  const formId = `${calculator.id}-form`;
  // The firm's published €/m² table, as the server that rendered the page had it (ADR 0036).
  const { districts } = usePublishedContent().market;
  const compute = useCallback((input: unknown) => calculator.compute(input, districts), [calculator, districts]);
  // The address's scenario, as the server rendered it: its values, and its result or the calculation's refusal.
  const rendered = useRenderedSearch(formId);
  const [first] = useState(() => {
    const scenario = standalone ? firstScenario(calculator.schema, fieldsOf(calculator.sections), rendered, lang) : undefined;
    if (scenario?.data === undefined) return { scenario: scenario?.scenario, outcome: null, refusal: undefined };
    try {
      return {
        scenario: scenario.scenario,
        outcome: { input: scenario.data, result: compute(scenario.data) },
        refusal: undefined,
      };
    } catch (error) {
      if (!isCalculatorError(error)) throw error;
      return { scenario: scenario.scenario, outcome: null, refusal: error.code as CalculatorErrorCode };
    }
  });
  const form = useCalculatorForm(calculator.schema, calculator.sections, lang, first.scenario);
  const { outcome, calculating, announced, run } = useCalculation<unknown, unknown>(compute, calculator, () => first.outcome);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A result the page opened with takes no focus: focus stays where the visitor starts.
  const focusNextResult = useRef(first.outcome === null);
  const canSubmit = form.data !== undefined;
  // The field the disabled button waits for, by its label (a field without one of its own: the general line).
  const missingLabel = form.firstInvalid ? (c.fields as Partial<Record<string, string>>)[form.firstInvalid] : undefined;
  const wide = calculator.layout === 'wide';

  const keepInAddress = useScenarioFromLink(
    standalone,
    form.fields,
    form.load,
    (data) => {
      focusNextResult.current = false; // the page opened with it: focus stays where the visitor starts
      run(data, { asked: false });
    },
    first.scenario ? rendered : '',
  );
  const query = outcome ? scenarioQuery(form.fields, outcome.input as Record<string, unknown>) : null;

  useEffect(() => {
    if (!outcome) return;
    if (focusNextResult.current) headingRef.current?.focus();
    focusNextResult.current = true;
  }, [outcome]);

  useEffect(() => {
    if (query !== null) keepInAddress(query);
  }, [query, keepInAddress]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit && !calculating) run(form.data);
  };

  // A result beside a form that no longer holds its figures (changed, or now invalid) says so.
  const stale = outcome !== null && JSON.stringify(form.data) !== JSON.stringify(outcome.input);
  const result = outcome
    ? calculator.renderResult({
        ...outcome,
        headingRef,
        actions: <ResultActions inline={wide} scenario={{ calculator, ...outcome, query: query ?? '' }} />,
      })
    : null;

  return (
    <div className={cn('grid grid-cols-1 gap-12', !wide && 'lg:grid-cols-12 lg:gap-16')}>
      {/* A GET form to the calculator's own page: without scripts the browser sends it, and the page answers with the result. */}
      <form
        ref={form.formRef}
        id={formId}
        method="get"
        action={pathFor(CALCULATOR_ROUTES[calculator.id], lang)}
        {...{ [RENDERED_SEARCH_ATTRIBUTE]: first.scenario ? rendered : undefined }}
        noValidate
        onSubmit={submit}
        aria-busy={calculating}
        className={cn('flex flex-col gap-10', !wide && 'lg:col-span-7')}
      >
        {standalone ? null : <p className="max-w-prose text-lg text-ink-muted">{c.tabIntros[calculator.copy]}</p>}
        <input type="hidden" name={SUBMITTED_KEY} value={SUBMITTED_VALUE} />
        <CalculatorFields sections={calculator.sections} form={form} formId={formId} wide={wide} />
        {first.refusal && !form.dirty ? (
          <p role="alert" className="border-l-2 border-danger pl-4 text-sm text-ink">
            {c.errors[first.refusal]}
          </p>
        ) : null}
        <CalculateButton formId={formId} missingLabel={missingLabel} canSubmit={canSubmit} calculating={calculating} />
      </form>
      <div className={cn(!wide && 'lg:col-span-5')}>
        <div className={cn(!wide && 'lg:sticky lg:top-24')}>
          {/* Present from the start, so a screen reader hears the note when it appears. */}
          <p
            role="status"
            data-testid="result-stale"
            className={stale ? 'mb-4 border-l-2 border-brass-500 pl-4 text-sm text-ink' : 'sr-only'}
          >
            {stale ? c.actions.stale : ''}
          </p>
          <p role="status" className="sr-only" data-testid="result-announcement">
            {announced && !stale ? c.resultReady : ''}
          </p>
          {/* A stale result steps back beside the form's error (its colour, not its contrast), so it does not read as current. */}
          <div
            data-testid="result-frame"
            data-stale={stale || undefined}
            className={cn('transition-[filter]', stale && 'grayscale')}
          >
            {result ?? <ResultPlaceholder />}
          </div>
        </div>
      </div>
    </div>
  );
}
