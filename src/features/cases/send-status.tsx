import { Button } from '../../components/ui/button.tsx';
import type { useSendDocument } from './use-send-document.ts';
import { useCaseCopy } from './use-case-copy.ts';

/** An upload's progress and answer, announced to a screen reader as they change. */
export function SendStatus({ upload }: { upload: ReturnType<typeof useSendDocument> }) {
  const { p } = useCaseCopy();
  const { state } = upload;
  return (
    <div aria-live="polite" className="w-full text-sm">
      {state.status === 'sending' ? (
        <div className="flex flex-wrap items-center gap-4">
          <progress
            max={100}
            value={state.percent}
            aria-label={upload.progressText(state)}
            className="h-2 w-40 accent-brass-600"
          />
          <span className="text-ink-muted">{upload.progressText(state)}</span>
          <Button variant="link" size="sm" onClick={upload.cancel}>
            {p.upload.cancel}
          </Button>
        </div>
      ) : null}
      {state.status === 'sent' ? <p className="font-semibold text-ink">{p.upload.sent(state.name)}</p> : null}
      {state.status === 'refused' ? (
        <p role="alert" className="font-semibold text-danger">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
