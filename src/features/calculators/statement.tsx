import { cn } from '../../lib/cn.ts';

/** One line of a statement: an amount added (+), taken away (−), or a subtotal ruled above it. */
export type StatementLine = {
  key: string;
  label: string;
  value: number;
  formatted: string;
  sign?: '+' | '−';
  subtotal?: boolean;
  /** `data-testid` of the line (`result-<field>` for a result's figure); its raw value is `data-value`. */
  testId?: string;
  /** More raw values for tests, e.g. a band's rate. */
  data?: Record<`data-${string}`, string>;
};

/**
 * A result walked down line by line, as an adviser would write it on paper: each amount, what is
 * added or taken away, and the subtotals (calculators.md: "every result explains itself line by line").
 */
export function Statement({ title, lines }: { title: string; lines: readonly StatementLine[] }) {
  return (
    <section aria-label={title}>
      <h4 className="font-display text-xl font-medium text-ink">{title}</h4>
      <dl className="mt-3 border-b border-ink/10">
        {lines.map((line) => (
          <div
            key={line.key}
            data-testid={line.testId}
            data-name={line.key}
            data-value={String(line.value)}
            {...line.data}
            className={cn(
              'flex items-start justify-between gap-4 py-2',
              line.subtotal ? 'border-t border-ink/25 font-semibold text-ink' : 'text-ink-muted',
            )}
          >
            <dt className="flex gap-2 text-base">
              {line.sign ? (
                <span aria-hidden="true" className="w-3 shrink-0 text-ink">
                  {line.sign}
                </span>
              ) : (
                <span aria-hidden="true" className="w-3 shrink-0" />
              )}
              <span>{line.label}</span>
            </dt>
            <dd className="shrink-0 text-base text-ink tabular-nums">{line.formatted}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
