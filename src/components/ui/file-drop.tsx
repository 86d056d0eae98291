import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { buttonClasses } from './button.tsx';

/**
 * A file chosen by dragging it onto the box or with the device's own picker (on a phone: files, photo
 * library or camera, as `accept` allows; the camera is offered, not forced). The picker is a real file
 * input, reached and opened by keyboard; its label looks like a button and shows the input's focus.
 * No copy: the caller names every text.
 */
export function FileDrop({
  label,
  shortLabel,
  dropLabel,
  hint,
  accept,
  disabled,
  onFile,
  children,
  testId,
  compact = false,
  describedBy,
  invalid,
}: {
  /** The button's words (and the input's accessible name). */
  label: string;
  /** Shorter words to show instead, where `label` would crowd a row (it stays the accessible name, which begins with these). */
  shortLabel?: string;
  /** Shown while a file is dragged over the box. */
  dropLabel: string;
  hint?: ReactNode;
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  /** What shows under the button: progress, the last answer. */
  children?: ReactNode;
  testId?: string;
  /** The button alone (a checklist row's), still taking a file dropped on it. */
  compact?: boolean;
  /** Ids of what describes the input beyond `hint` (a field's error), and whether it is in error. */
  describedBy?: string;
  invalid?: boolean;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
  };
  return (
    // Dropping is a pointer's shortcut; the file input inside is the keyboard's and screen reader's way.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      data-testid={testId}
      data-dragging={over || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer.files);
      }}
      className={cn(
        'flex flex-col items-start gap-3 transition-colors',
        !compact && 'border border-dashed px-5 py-6',
        !compact && (over ? 'border-brass-600 bg-brass-200/30' : 'border-stone-400 bg-white/40'),
      )}
    >
      <label
        htmlFor={id}
        className={cn(
          buttonClasses('outline', 'sm'),
          'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-brass-500',
          disabled && 'pointer-events-none opacity-50',
        )}
      >
        <input
          id={id}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className="sr-only"
          onChange={(event) => {
            take(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
        {over ? (
          dropLabel
        ) : shortLabel ? (
          <>
            <span className="sr-only">{label}</span>
            <span aria-hidden="true">{shortLabel}</span>
          </>
        ) : (
          label
        )}
      </label>
      {hint ? <p className="text-sm text-ink-muted">{hint}</p> : null}
      {children}
    </div>
  );
}
