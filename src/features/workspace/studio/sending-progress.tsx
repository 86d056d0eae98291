import { UploadProgressBar } from '../../../components/ui/upload-progress-bar.tsx';
import type { UploadTracker } from '../../../lib/use-upload-progress.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';

/**
 * A studio upload's bytes going up ("Subiendo… 42 %"), with a button that cancels it; nothing once every
 * byte is sent, when the field says what the server is doing with them.
 */
export function SendingProgress({ upload, label }: { upload: UploadTracker; label: string }) {
  const { ui, format } = useWorkspaceCopy();
  if (upload.state.phase !== 'sending') return null;
  const words = ui.studio.upload;
  return (
    <UploadProgressBar
      percent={upload.state.percent}
      label={label}
      text={words.sending(format.percent(upload.state.percent, 0))}
      cancel={{ label: words.cancel, onCancel: upload.cancel }}
    />
  );
}
