import { useI18n } from '../../i18n/index.tsx';
import { cn } from '../../lib/cn.ts';

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.25">
      {direction === 'right' ? <path d="M2 8h11M9 4l4 4-4 4" /> : <path d="M14 8H3M7 4 3 8l4 4" />}
    </svg>
  );
}

const BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full border border-ink/25 text-ink transition-colors hover:border-ink aria-disabled:cursor-default aria-disabled:opacity-35 aria-disabled:hover:border-ink/25';

/**
 * Under the phone strip: its position ('3 / 13', announced politely as 'Caso 3 de 13') and previous /
 * next buttons. At either end a button stays focusable but does nothing (aria-disabled), so keyboard
 * focus is never lost. The row keeps its height before hydration, so nothing moves when it fills.
 */
export function StripControls({
  stripId,
  index,
  total,
  enhanced,
  onGo,
  className,
}: {
  stripId: string;
  index: number;
  total: number;
  enhanced: boolean;
  onGo: (index: number) => void;
  className?: string;
}) {
  const { t } = useI18n();
  const copy = t.landing.portfolio;
  const atStart = index <= 0;
  const atEnd = index >= total - 1;
  return (
    <div data-testid="portfolio-controls" className={cn('mt-4 flex h-11 items-center justify-between', className)}>
      {enhanced ? (
        <>
          <p aria-live="polite" aria-atomic="true" className="font-display text-xl text-ink lining-nums tabular-nums">
            <span aria-hidden="true">{copy.position(index + 1, total)}</span>
            <span className="sr-only">{copy.positionLabel(index + 1, total)}</span>
          </p>
          <div className="flex gap-3">
            <button
              type="button"
              aria-controls={stripId}
              aria-label={copy.previous}
              aria-disabled={atStart || undefined}
              onClick={() => !atStart && onGo(index - 1)}
              className={BUTTON}
            >
              <Arrow direction="left" />
            </button>
            <button
              type="button"
              aria-controls={stripId}
              aria-label={copy.next}
              aria-disabled={atEnd || undefined}
              onClick={() => !atEnd && onGo(index + 1)}
              className={BUTTON}
            >
              <Arrow direction="right" />
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
