import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { usePublishedContent } from '../../content/published-content.tsx';
import { cn } from '../../lib/cn.ts';
import type { Calculator } from './definition.ts';
import { CalculatorFields } from './form/calculator-fields.tsx';
import { scenarioQuery } from './form/scenario.ts';
import { useCalculatorForm } from './form/use-calculator-form.ts';
import { ResultActions } from './result-actions.tsx';
import { ResultPlaceholder } from './result-card.tsx';
import { useCalculation } from './use-calculation.ts';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';
import { useScenarioFromLink } from './use-scenario-from-link.ts';

/**
 * One calculator, driven by its definition: intro, the fields and the result (beside the form, or
 * under it for results with a chart). When a result the visitor asked for arrives its heading takes
 * focus, so keyboard and screen-reader users land on it. On a calculator's own page (`standalone`), a
 * scenario in the address fills the form and, when complete, shows its result.
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
  const form = useCalculatorForm(calculator.schema, calculator.sections, lang);
  // The firm's published €/m² table, as the server that rendered the page had it (ADR 0036).
  const { districts } = usePublishedContent().market;
  const compute = useCallback((input: unknown) => calculator.compute(input, districts), [calculator, districts]);
  const { outcome, calculating, run } = useCalculation(compute, calculator);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusNextResult = useRef(true);
  const canSubmit = form.data !== undefined;
  // The field the disabled button waits for, by its label (a field without one of its own: the general line).
  const missingLabel = form.firstInvalid ? (c.fields as Partial<Record<string, string>>)[form.firstInvalid] : undefined;
  const wide = calculator.layout === 'wide';

  const keepInAddress = useScenarioFromLink(standalone, form.fields, form.load, (data) => {
    focusNextResult.current = false; // the page opened with it: focus stays where the visitor starts
    run(data, { asked: false });
  });
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
      <form
        id={formId}
        noValidate
        onSubmit={submit}
        aria-busy={calculating}
        className={cn('flex flex-col gap-10', !wide && 'lg:col-span-7')}
      >
        {standalone ? null : <p className="max-w-prose text-lg text-ink-muted">{c.tabIntros[calculator.copy]}</p>}
        <CalculatorFields sections={calculator.sections} form={form} formId={formId} wide={wide} />
        <div className="flex flex-col gap-3 border-t border-ink/10 pt-8 sm:flex-row sm:items-center sm:gap-6">
          <Button
            type="submit"
            size="lg"
            disabled={!canSubmit || calculating}
            aria-describedby={canSubmit ? undefined : `${formId}-incomplete`}
          >
            {calculating ? c.actions.calculating : c.actions.calculate}
          </Button>
          {canSubmit ? null : (
            <p id={`${formId}-incomplete`} className="text-sm text-ink-muted">
              {missingLabel ? c.actions.needs(missingLabel) : c.actions.incomplete}
            </p>
          )}
        </div>
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
