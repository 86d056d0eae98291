import { Button } from '../../components/ui/button.tsx';
import { useScripted } from '../../lib/use-hydrated.ts';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';

/**
 * The form's foot: "Calcular", and while it waits, which field it waits for. Without scripts the button
 * is never disabled (the browser sends the form, and the page that answers says what each field lacks,
 * ADR 0052); once the page is interactive it waits for a complete form, and says why. It waits as
 * `aria-disabled`, so it stays a Tab stop: the page becoming interactive never takes it (and the focus
 * on it) away, and a keyboard user still reaches it and hears why it waits.
 */
export function CalculateButton({
  formId,
  missingLabel,
  canSubmit,
  calculating,
}: {
  formId: string;
  /** The label of the first field the schema refuses, if it has one of its own. */
  missingLabel: string | undefined;
  canSubmit: boolean;
  calculating: boolean;
}) {
  const { c } = useCalculatorsI18n();
  const scripted = useScripted();
  const waiting = scripted && !canSubmit;
  return (
    <div className="flex flex-col gap-3 border-t border-ink/10 pt-8 sm:flex-row sm:items-center sm:gap-6">
      <Button
        type="submit"
        size="lg"
        disabled={calculating}
        aria-disabled={waiting || undefined}
        aria-describedby={waiting ? `${formId}-incomplete` : undefined}
      >
        {calculating ? c.actions.calculating : c.actions.calculate}
      </Button>
      {waiting ? (
        <p id={`${formId}-incomplete`} className="text-sm text-ink-muted">
          {missingLabel ? c.actions.needs(missingLabel) : c.actions.incomplete}
        </p>
      ) : null}
    </div>
  );
}
