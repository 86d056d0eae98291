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
};

/** Back, and Next or Submit (both submit the form); every button is disabled while the request is being sent. */
export function FormActions({ labels, isLastStep, canGoBack, canSubmit, sending, onBack }: Props) {
  return (
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
        <Button type="submit" variant="premium" size="lg" disabled={!canSubmit || sending}>
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
  );
}
