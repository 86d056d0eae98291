import type { ReactNode } from 'react';
import type { ChartSize } from '../../../components/ui/chart-figure.tsx';

/** Room for the axes' labels around the plot, in CSS pixels. */
export const CHART_MARGIN = { top: 28, right: 16, bottom: 40, left: 64 } as const;
/** The plot's height: taller where there is width for it. */
const CHART_HEIGHT_PX = { narrow: 260, wide: 320 } as const;
const WIDE_CHART_MIN_PX = 640;

export type { ChartSize } from '../../../components/ui/chart-figure.tsx';
export type Tick = { value: number; position: number; label: string };

/** The calculators' charts' height at a width (see ChartFigure, src/components/ui/chart-figure.tsx). */
export const chartHeight = (width: number) => (width >= WIDE_CHART_MIN_PX ? CHART_HEIGHT_PX.wide : CHART_HEIGHT_PX.narrow);

/** Horizontal grid lines with the value axis's labels on the left, and the axis's title above it. */
export function ValueAxis({ ticks, width, title }: { ticks: readonly Tick[]; width: number; title: string }) {
  return (
    <g aria-hidden="true">
      <text x={0} y={CHART_MARGIN.top - 14} className="fill-ink-muted text-[12px] font-semibold">
        {title}
      </text>
      {ticks.map((tick) => (
        <g key={tick.value}>
          <line
            x1={CHART_MARGIN.left}
            x2={width - CHART_MARGIN.right}
            y1={tick.position}
            y2={tick.position}
            className={tick.value === 0 ? 'stroke-ink/40' : 'stroke-ink/10'}
          />
          <text
            x={CHART_MARGIN.left - 8}
            y={tick.position}
            dy="0.32em"
            textAnchor="end"
            className="fill-ink-muted text-[12px] tabular-nums"
          >
            {tick.label}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The years along the bottom, with the axis's title under them. */
export function YearAxis({ ticks, size, title }: { ticks: readonly Tick[]; size: ChartSize; title: string }) {
  const baseline = size.height - CHART_MARGIN.bottom;
  return (
    <g aria-hidden="true">
      {ticks.map((tick) => (
        <text
          key={tick.value}
          x={tick.position}
          y={baseline + 18}
          textAnchor="middle"
          className="fill-ink-muted text-[12px] tabular-nums"
        >
          {tick.label}
        </text>
      ))}
      <text
        x={size.width - CHART_MARGIN.right}
        y={size.height - 2}
        textAnchor="end"
        className="fill-ink-muted text-[12px] font-semibold"
      >
        {title}
      </text>
    </g>
  );
}

/** At most this many year labels, so they never collide at phone widths. */
const MAX_YEAR_TICKS = { narrow: 6, wide: 10 } as const;

/** Which years get a label: all when few, else evenly spaced, always the last. */
export function yearTicks(years: readonly number[], width: number): number[] {
  const max = width >= WIDE_CHART_MIN_PX ? MAX_YEAR_TICKS.wide : MAX_YEAR_TICKS.narrow;
  if (years.length <= max) return [...years];
  const step = Math.ceil(years.length / max);
  const last = years[years.length - 1]!;
  const picked = years.filter((_, i) => i % step === 0 && years.length - 1 - i > step / 2);
  return [...picked, last];
}

/** A legend entry's swatch: a filled block or a line of the series' style. */
export function LegendItem({ swatch, label }: { swatch: ReactNode; label: string }) {
  return (
    <li className="flex items-center gap-2 text-sm text-ink">
      <svg aria-hidden="true" width="24" height="12" className="shrink-0">
        {swatch}
      </svg>
      {label}
    </li>
  );
}
