import { Button } from '../../components/ui/button.tsx';
import { useI18n } from '../../i18n/index.tsx';
import { cn } from '../../lib/cn.ts';
import { ArrowIcon } from './arrow-icon.tsx';

type Props = {
  isLastStep: boolean;
  canGoBack: boolean;
  canSubmit: boolean;
  sending: boolean;
  onBack: () => void;
};

/** Back, and Continue or Send; every button is disabled while the request is being sent. */
export function FormActions({ isLastStep, canGoBack, canSubmit, sending, onBack }: Props) {
  const { t } = useI18n();
  const copy = t.contactForm.actions;
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
          {copy.back}
        </Button>
      ) : null}
      {isLastStep ? (
        <Button type="submit" variant="premium" size="lg" disabled={!canSubmit || sending}>
          {sending ? (
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-ink/30 border-t-ink" />
          ) : null}
          {sending ? copy.sending : copy.submit}
        </Button>
      ) : (
        <Button type="submit" size="lg">
          {copy.next}
          <ArrowIcon direction="right" />
        </Button>
      )}
    </div>
  );
}
