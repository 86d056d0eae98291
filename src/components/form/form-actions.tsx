import { Button } from '../ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { ArrowIcon } from './arrow-icon.tsx';

export type FormActionLabels = { next: string; back: string; submit: string; sending: string };

type Props = {
  labels: FormActionLabels;
  isLastStep: boolean;
  canGoBack: boolean;
  canSubmit: boolean;
  sending: boolean;
  onBack: () => void;
  /** While Submit is off for want of something (not while sending): what is missing, shown under it and given as its description. */
  submitHint?: { id: string; text: string };
};

/**
 * Back, and Next or Submit (both submit the form); every button is disabled while the request is being
 * sent. A Submit that is off says why (issue 24).
 */
export function FormActions({ labels, isLastStep, canGoBack, canSubmit, sending, onBack, submitHint }: Props) {
  const hint = isLastStep && !canSubmit && !sending ? submitHint : undefined;
  return (
    <>
      <div
        className={cn(
          'flex flex-col-reverse gap-3 sm:flex-row sm:items-center',
          canGoBack ? 'sm:justify-between' : 'sm:justify-end',
        )}
      >
        {canGoBack ? (
          <Button variant="ghost" onClick={onBack} disabled={sending}>
            <ArrowIcon direction="left" />
            {labels.back}
          </Button>
        ) : null}
        {isLastStep ? (
          <Button type="submit" variant="premium" size="lg" disabled={!canSubmit || sending} aria-describedby={hint?.id}>
            {sending ? (
              <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-ink/30 border-t-ink" />
            ) : null}
            {sending ? labels.sending : labels.submit}
          </Button>
        ) : (
          <Button type="submit" size="lg">
            {labels.next}
            <ArrowIcon direction="right" />
          </Button>
        )}
      </div>
      {hint ? (
        <p id={hint.id} className="mt-3 text-sm text-ink-muted sm:text-right">
          {hint.text}
        </p>
      ) : null}
    </>
  );
}
