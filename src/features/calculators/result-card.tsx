import { forwardRef, type ReactNode } from 'react';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';
import { cn } from '../../lib/cn.ts';

/**
 * The card that holds a result: serif title, figures, explanations and, at its foot, the actions on
 * the result (`ResultActions`: the adviser, the link to share, and whatever is added there later).
 */
export const ResultCard = forwardRef<HTMLHeadingElement, { id: string; title: string; actions: ReactNode; children: ReactNode }>(
  function ResultCard({ id, title, actions, children }, headingRef) {
    return (
      <article
        aria-labelledby={`${id}-title`}
        data-testid={`${id}`}
        className="border border-brass-500/50 bg-white/80 p-6 sm:p-8"
      >
        <h3
          id={`${id}-title`}
          ref={headingRef}
          tabIndex={-1}
          className="text-xs font-semibold tracking-[0.28em] text-brass-700 uppercase outline-none"
        >
          {title}
        </h3>
        <div className="mt-6 flex flex-col gap-8">{children}</div>
        <div className="mt-8">{actions}</div>
      </article>
    );
  },
);

/** A figure with its raw value for tests: `data-testid="result-<field>"`, `data-value`. */
export function Figure({
  field,
  value,
  label,
  children,
  size = 'md',
}: {
  field: string;
  /** The raw figure (a slug for a named answer such as the best option). */
  value: number | string;
  label: string;
  children: ReactNode;
  size?: 'lg' | 'md';
}) {
  return (
    <div className={cn('flex flex-col gap-1', size === 'md' ? 'border-t border-ink/10 pt-4' : 'pb-2 sm:col-span-2')}>
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd
        data-testid={`result-${field}`}
        data-value={String(value)}
        className={cn(
          'font-display leading-none font-medium text-ink lining-nums tabular-nums',
          size === 'lg' ? 'text-5xl sm:text-6xl' : 'text-3xl',
        )}
      >
        {children}
      </dd>
    </div>
  );
}

/** The figures of a card: the large one across the top, the others in two columns. */
export function FigureGrid({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-1 gap-x-6 gap-y-5 sm:grid-cols-2">{children}</dl>;
}

/** A titled list of named amounts (factors, exemptions, coefficients, cost items). */
export function BreakdownList({
  title,
  testId,
  items,
  empty,
}: {
  title: string;
  testId: string;
  items: Array<{ key: string; name: string; value: number; formatted: string; tone?: 'up' | 'down' }>;
  empty?: string;
}) {
  return (
    <section aria-label={title}>
      <h4 className="font-display text-xl font-medium text-ink">{title}</h4>
      {items.length === 0 ? (
        <p className="mt-3 text-base text-ink-muted">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink/10 border-y border-ink/10">
          {items.map((item) => (
            <li
              key={item.key}
              data-testid={testId}
              data-name={item.key}
              data-value={String(item.value)}
              className="flex items-baseline justify-between gap-4 py-3"
            >
              <span className="text-base text-ink">{item.name}</span>
              <span
                className={cn(
                  'shrink-0 font-semibold tabular-nums',
                  item.tone === 'up' && 'text-success',
                  item.tone === 'down' && 'text-danger',
                )}
              >
                {item.formatted}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Note({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p data-testid={testId} className="border-l-2 border-brass-500 pl-4 text-sm leading-relaxed text-ink-muted">
      {children}
    </p>
  );
}

/** Before the first result: what will appear. */
export function ResultPlaceholder() {
  const { c } = useCalculatorsI18n();
  return (
    <div className="border border-dashed border-ink/20 p-6 sm:p-8">
      <p className="text-xs font-semibold tracking-[0.28em] text-brass-700 uppercase">{c.results.placeholderTitle}</p>
      <p className="mt-4 font-display text-2xl leading-snug text-ink">{c.results.placeholderBody}</p>
    </div>
  );
}
