import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useElementWidth } from '../../lib/use-element-width.ts';

export type ChartSize = { width: number; height: number };

/** Width assumed until the figure is measured (charts render in the browser only, so briefly). */
const FALLBACK_WIDTH_PX = 600;

/**
 * A chart as a figure (the calculators' charts, the private area's valuation history): its title and a
 * summary sentence (what a screen reader reads: the SVG is an image named by the title and described
 * by the summary), the SVG drawn at the figure's real width and at the height `heightFor` gives it,
 * then a legend and the same figures as a table, one click away.
 */
export function ChartFigure({
  id,
  title,
  summary,
  heightFor,
  level = 4,
  legend,
  table,
  testId,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  heightFor: (width: number) => number;
  /** The title's heading level: 4 in a result card, 3 on a page section. */
  level?: 3 | 4;
  legend?: ReactNode;
  table: ReactNode;
  testId?: string;
  children: (size: ChartSize) => ReactNode;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>(FALLBACK_WIDTH_PX);
  const height = heightFor(width);
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <figure aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-4" data-testid={testId}>
      <figcaption className="flex flex-col gap-1">
        <Heading id={`${id}-title`} className={cn('font-display font-medium text-ink', level === 3 ? 'text-2xl' : 'text-xl')}>
          {title}
        </Heading>
        <p id={`${id}-summary`} className="text-base text-ink-muted">
          {summary}
        </p>
      </figcaption>
      <div ref={ref} className="w-full min-w-0">
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-summary`}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block max-w-full overflow-visible"
        >
          {children({ width, height })}
        </svg>
      </div>
      {legend}
      {table}
    </figure>
  );
}
