import { useId } from 'react';
import { FieldError } from '../../../components/ui/field.tsx';
import { FileDrop } from '../../../components/ui/file-drop.tsx';
import { cn } from '../../../lib/cn.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';

/**
 * The studio's file picker: the site's own button (never the browser's "Choose File"), a file dropped on
 * its box taken too, its hint and its error read with it (a refusal is announced and described). A
 * picked file is handed over and the picker emptied, so the same file can be picked again after a
 * refusal. `accept` only guides the picker; the server checks the bytes whatever is picked.
 */
export function FileUpload({
  label,
  hint,
  error,
  accept,
  disabled,
  onFile,
  className,
}: {
  label: string;
  hint: string;
  error: string | undefined;
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  /** Placement only. */
  className?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { ui } = useWorkspaceCopy();
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <FileDrop
        label={label}
        dropLabel={ui.studio.dropHere}
        accept={accept}
        disabled={disabled}
        onFile={onFile}
        describedBy={error ? `${hintId} ${errorId}` : hintId}
        invalid={Boolean(error)}
      >
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      </FileDrop>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
