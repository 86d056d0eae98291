import { scaleBand, scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import type { CompoundInterestResult, CompoundInterestYear } from '../../../domain/calculators/index.ts';
import { useCalculatorsI18n } from '../use-calculators-i18n.ts';
import { ChartFigure } from '../../../components/ui/chart-figure.tsx';
import { moneyTicks } from '../../../components/ui/chart-ticks.ts';
import { CHART_MARGIN, chartHeight, LegendItem, ValueAxis, YearAxis, yearTicks, type ChartSize } from './chart-frame.tsx';
import { YearlyTable } from './yearly-table.tsx';

/** Space between a year's bars, as a share of each band. */
const BAR_PADDING = 0.25;
const VALUE_TICKS = 5;

function Plot({ years, size }: { years: readonly CompoundInterestYear[]; size: ChartSize }) {
  const { c, format } = useCalculatorsI18n();
  const x = scaleBand<number>()
    .domain(years.map((row) => row.year))
    .range([CHART_MARGIN.left, size.width - CHART_MARGIN.right])
    .padding(BAR_PADDING);
  const y = scaleLinear()
    .domain([0, Math.max(...years.map((row) => row.balance))])
    .nice(VALUE_TICKS)
    .range([size.height - CHART_MARGIN.bottom, CHART_MARGIN.top]);
  const centre = (year: number) => (x(year) ?? 0) + x.bandwidth() / 2;
  const realLine = line<CompoundInterestYear>()
    .x((row) => centre(row.year))
    .y((row) => y(row.realBalance))(years);
  return (
    <>
      <ValueAxis
        width={size.width}
        title={c.results.chart.value}
        ticks={moneyTicks(y.ticks(VALUE_TICKS), format).map((tick) => ({ ...tick, position: y(tick.value) }))}
      />
      {years.map((row) => (
        <g key={row.year}>
          <rect
            x={x(row.year)}
            width={x.bandwidth()}
            y={y(row.contributed)}
            height={y(0) - y(row.contributed)}
            className="fill-ink-700"
          />
          <rect
            x={x(row.year)}
            width={x.bandwidth()}
            y={y(row.balance)}
            height={y(row.contributed) - y(row.balance)}
            className="fill-brass-600"
          />
        </g>
      ))}
      {realLine ? <path d={realLine} className="fill-none stroke-ink" strokeWidth={2} strokeDasharray="6 4" /> : null}
      <YearAxis
        size={size}
        title={c.results.chart.year}
        ticks={yearTicks(
          years.map((row) => row.year),
          size.width,
        ).map((year) => ({ value: year, position: centre(year), label: String(year) }))}
      />
    </>
  );
}

/** Yearly contributed and interest as stacked bars, the balance in today's euros as a line; the table under it. */
export function CompoundInterestChart({ result }: { result: CompoundInterestResult }) {
  const { c, format } = useCalculatorsI18n();
  const r = c.results.compoundInterest;
  const money = format.moneyExact;
  return (
    <ChartFigure
      heightFor={chartHeight}
      id="compound-interest-chart"
      title={r.chartTitle}
      summary={r.chartSummary(
        format.number(result.years.length),
        money(result.totalContributed),
        money(result.finalBalance),
        money(result.totalInterest),
        money(result.realFinalBalance),
      )}
      legend={
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <LegendItem swatch={<rect width="24" height="12" className="fill-ink-700" />} label={r.legend.contributed} />
          <LegendItem swatch={<rect width="24" height="12" className="fill-brass-600" />} label={r.legend.interest} />
          <LegendItem
            swatch={<line x1="0" x2="24" y1="6" y2="6" className="stroke-ink" strokeWidth={2} strokeDasharray="6 4" />}
            label={r.legend.real}
          />
        </ul>
      }
      table={
        <YearlyTable
          id="compound-interest-table"
          caption={r.chartTitle}
          columns={[r.columns.contributed, r.columns.interest, r.columns.balance, r.columns.realBalance]}
          rows={result.years.map((row) => ({
            year: row.year,
            cells: [row.contributed, row.interest, row.balance, row.realBalance].map((value) => ({
              value,
              formatted: money(value),
            })),
          }))}
        />
      }
    >
      {(size) => <Plot years={result.years} size={size} />}
    </ChartFigure>
  );
}
