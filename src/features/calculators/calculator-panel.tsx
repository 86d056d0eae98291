import { useEffect, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';
import { ResultPlaceholder } from './result-card.tsx';

/**
 * One tab's layout: intro, the form (left) and its result (right, or below on phones). When a new
 * result arrives its heading takes focus, so keyboard and screen-reader users land on it.
 */
export function CalculatorPanel<R>({
  formId,
  intro,
  fields,
  canSubmit,
  calculating,
  onSubmit,
  result,
  renderResult,
}: {
  formId: string;
  intro: string;
  fields: ReactNode;
  canSubmit: boolean;
  calculating: boolean;
  onSubmit: () => void;
  result: R | null;
  renderResult: (result: R, headingRef: RefObject<HTMLHeadingElement | null>) => ReactNode;
}) {
  const { c } = useCalculatorsI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (result) headingRef.current?.focus();
  }, [result]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit && !calculating) onSubmit();
  };

  return (
    <div className="grid grid-cols-1 gap-12 lg:grid-cols-12 lg:gap-16">
      <form id={formId} noValidate onSubmit={submit} aria-busy={calculating} className="flex flex-col gap-10 lg:col-span-7">
        <p className="max-w-prose text-lg text-ink-muted">{intro}</p>
        {fields}
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
              {c.actions.incomplete}
            </p>
          )}
        </div>
      </form>
      <div className="lg:col-span-5">
        <div className="lg:sticky lg:top-24">{result ? renderResult(result, headingRef) : <ResultPlaceholder />}</div>
      </div>
    </div>
  );
}

/** A titled group of fields. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="mb-5 w-full border-b border-ink/10 pb-2 text-xs font-semibold tracking-[0.28em] text-brass-700 uppercase">
        {legend}
      </legend>
      <div className="grid grid-cols-1 gap-x-6 gap-y-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
