import { UploadProgressBar } from '../../components/ui/upload-progress-bar.tsx';
import type { useSendDocument } from './use-send-document.ts';
import { useCaseCopy } from './use-case-copy.ts';

/** An upload's progress and answer, announced to a screen reader as they change. */
export function SendStatus({ upload }: { upload: ReturnType<typeof useSendDocument> }) {
  const { p } = useCaseCopy();
  const { state } = upload;
  return (
    <div aria-live="polite" className="w-full text-sm">
      {state.status === 'sending' ? (
        <UploadProgressBar
          percent={state.percent}
          label={upload.progressText(state)}
          text={upload.progressText(state)}
          cancel={{ label: p.upload.cancel, onCancel: upload.cancel }}
        />
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
