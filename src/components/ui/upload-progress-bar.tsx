import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

/**
 * A file's bytes on their way: a progress bar (0–100) named by `label`, the progress in words beside it,
 * and a button that cancels the upload when the caller offers one. No copy: the caller names every text.
 */
export function UploadProgressBar({
  percent,
  label,
  text,
  cancel,
  className,
}: {
  /** Whole percent sent. */
  percent: number;
  /** The bar's accessible name. */
  label: string;
  /** The progress in words ("Subiendo… 42 %"). */
  text: string;
  cancel?: { label: string; onCancel: () => void };
  /** Placement only. */
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm', className)}>
      <progress max={100} value={percent} aria-label={label} className="h-2 w-40 accent-brass-600" />
      <span className="text-ink-muted">{text}</span>
      {cancel ? (
        <Button variant="link" size="sm" onClick={cancel.onCancel}>
          {cancel.label}
        </Button>
      ) : null}
    </div>
  );
}
