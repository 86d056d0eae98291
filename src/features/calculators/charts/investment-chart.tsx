import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import type { InvestmentResult } from '../../../domain/calculators/index.ts';
import { useCalculatorsI18n } from '../use-calculators-i18n.ts';
import { ChartFigure } from '../../../components/ui/chart-figure.tsx';
import { moneyTicks } from '../../../components/ui/chart-ticks.ts';
import { CHART_MARGIN, chartHeight, LegendItem, ValueAxis, YearAxis, yearTicks, type ChartSize } from './chart-frame.tsx';
import { YearlyTable } from './yearly-table.tsx';

const VALUE_TICKS = 5;
/** How each line is drawn: the property bold in ink, each alternative in its own dash, so colour is not needed to tell them apart. */
const SERIES_STYLES = [
  { className: 'stroke-ink', width: 3, dash: undefined },
  { className: 'stroke-brass-600', width: 2, dash: undefined },
  { className: 'stroke-ink-muted', width: 2, dash: '8 5' },
  { className: 'stroke-brass-700', width: 2, dash: '2 4' },
] as const;

type Series = { key: string; label: string; points: ReadonlyArray<readonly [year: number, value: number]> };

/** Every option starts from the same money (the equity), then follows its yearly value. */
function seriesOf(result: InvestmentResult, propertyLabel: string, alternativeLabel: (name: string) => string): Series[] {
  const start = [0, result.equity] as const;
  return [
    { key: 'property', label: propertyLabel, points: [start, ...result.years.map((y) => [y.year, y.propertyWealth] as const)] },
    ...result.alternatives.map((alternative, index) => ({
      key: alternative.name,
      label: alternativeLabel(alternative.name),
      points: [start, ...result.years.map((y) => [y.year, y.alternatives[index] ?? 0] as const)],
    })),
  ];
}

function Plot({ series, size }: { series: readonly Series[]; size: ChartSize }) {
  const { c, format } = useCalculatorsI18n();
  const values = series.flatMap((s) => s.points.map(([, value]) => value));
  const years = series[0]?.points.map(([year]) => year) ?? [];
  const x = scaleLinear()
    .domain([0, Math.max(...years)])
    .range([CHART_MARGIN.left, size.width - CHART_MARGIN.right]);
  const y = scaleLinear()
    .domain([Math.min(0, ...values), Math.max(...values)])
    .nice(VALUE_TICKS)
    .range([size.height - CHART_MARGIN.bottom, CHART_MARGIN.top]);
  const path = line<readonly [number, number]>()
    .x(([year]) => x(year))
    .y(([, value]) => y(value));
  return (
    <>
      <ValueAxis
        width={size.width}
        title={c.results.chart.value}
        ticks={moneyTicks(y.ticks(VALUE_TICKS), format).map((tick) => ({ ...tick, position: y(tick.value) }))}
      />
      {series.map((s, index) => {
        const style = SERIES_STYLES[index % SERIES_STYLES.length]!;
        return (
          <path
            key={s.key}
            d={path(s.points) ?? undefined}
            className={`fill-none ${style.className}`}
            strokeWidth={style.width}
            strokeDasharray={style.dash}
            strokeLinejoin="round"
          />
        );
      })}
      <YearAxis
        size={size}
        title={c.results.chart.year}
        ticks={yearTicks(years, size.width).map((year) => ({ value: year, position: x(year), label: String(year) }))}
      />
    </>
  );
}

/** Property wealth against each alternative, year by year, from the same starting capital; the table under it. */
export function InvestmentChart({ result, best }: { result: InvestmentResult; best: string }) {
  const { c, format } = useCalculatorsI18n();
  const r = c.results.investment;
  const series = seriesOf(result, r.property, (name) => c.options.alternatives[name as keyof typeof c.options.alternatives]);
  const last = result.years[result.years.length - 1];
  return (
    <ChartFigure
      heightFor={chartHeight}
      id="investment-chart"
      title={r.chartTitle}
      summary={r.chartSummary(format.number(result.years.length), best, format.money(last?.propertyWealth ?? result.equity))}
      legend={
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {series.map((s, index) => {
            const style = SERIES_STYLES[index % SERIES_STYLES.length]!;
            return (
              <LegendItem
                key={s.key}
                label={s.label}
                swatch={
                  <line
                    x1="0"
                    x2="24"
                    y1="6"
                    y2="6"
                    className={style.className}
                    strokeWidth={style.width}
                    strokeDasharray={style.dash}
                  />
                }
              />
            );
          })}
        </ul>
      }
      table={
        <YearlyTable
          id="investment-table"
          caption={r.chartTitle}
          columns={series.map((s) => s.label)}
          rows={result.years.map((row) => ({
            year: row.year,
            cells: [row.propertyWealth, ...row.alternatives].map((value) => ({ value, formatted: format.money(value) })),
          }))}
        />
      }
    >
      {(size) => <Plot series={series} size={size} />}
    </ChartFigure>
  );
}
