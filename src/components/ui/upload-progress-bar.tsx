import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

/**
 * A file's bytes on their way: a progress bar (0–100) named by `label`, the progress in words beside it,
 * and a button that cancels the upload when the caller offers one. No copy: the caller names every text.
 * A cancel hands the focus back to the file picker the upload came from (the button goes with the bar).
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
        <Button
          variant="link"
          size="sm"
          onClick={(event) => {
            const picker = pickerNear(event.currentTarget);
            cancel.onCancel();
            if (picker) focusWhenFree(picker, event.currentTarget);
          }}
        >
          {cancel.label}
        </Button>
      ) : null}
    </div>
  );
}

/** The file picker of the field an element is in: the nearest one found going out from it. */
function pickerNear(element: HTMLElement): HTMLInputElement | null {
  for (let around = element.parentElement; around; around = around.parentElement) {
    const picker = around.querySelector<HTMLInputElement>('input[type="file"]');
    if (picker) return picker;
  }
  return null;
}

/**
 * Focuses `picker` once it takes files again (it is disabled while an upload goes), unless the focus has
 * moved on meanwhile: to anything but the page itself or the cancel button, which the upload's end removes.
 */
function focusWhenFree(picker: HTMLInputElement, button: HTMLElement): void {
  const take = () => {
    const at = document.activeElement;
    if (picker.isConnected && (at === null || at === document.body || at === button)) picker.focus();
  };
  if (!picker.disabled) return take();
  const watch = new MutationObserver(() => {
    if (picker.disabled) return;
    watch.disconnect();
    take();
  });
  watch.observe(picker, { attributes: true, attributeFilter: ['disabled'] });
}
