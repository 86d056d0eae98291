import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';

/**
 * What a restore does, said before it is done: the version published as a new one, and the draft kept
 * as a kept draft, never lost. The question takes the focus when it appears; *Cancelar* puts it away and
 * the focus back on the row's button (`onCancel`).
 */
export function RestoreConfirmation({
  version,
  busy,
  onConfirm,
  onCancel,
}: {
  version: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const text = useWorkspaceCopy().ui.studio.versions.confirm;
  const headingId = useId();
  const bodyId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // A question that appears takes the focus, as a dialog would: the keyboard is where the answer is.
  useEffect(() => heading.current?.focus(), [version]);
  return (
    <div
      role="alertdialog"
      aria-labelledby={headingId}
      aria-describedby={bodyId}
      data-testid="restore-confirmation"
      className="flex max-w-3xl flex-col gap-3 border border-brass-500 bg-white p-4"
    >
      <h4 id={headingId} ref={heading} tabIndex={-1} className="font-display text-xl text-ink">
        {text.heading(version)}
      </h4>
      <p id={bodyId} className="text-sm text-ink">
        {text.body(version)}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button size="sm" onClick={onConfirm} disabled={busy}>
          {text.go(version)}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel}>
          {text.cancel}
        </Button>
      </div>
    </div>
  );
}
