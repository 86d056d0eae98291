import { scaleLinear, scalePoint } from 'd3-scale';
import { area, curveMonotoneX, line } from 'd3-shape';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ChartFigure } from '../../../components/ui/chart-figure.tsx';
import { moneyTicks } from '../../../components/ui/chart-ticks.ts';
import { useAccountsI18n } from '../use-accounts-i18n.ts';
import type { Valuation } from '../../../domain/accounts/index.ts';
import { TableHead } from '../../../components/ui/table-head.tsx';
import { valuationLabels, type ValuationLabel } from './valuation-labels.ts';

/** Room for the axes' labels around the plot, in CSS pixels (the dates take two lines when a day has two valuations). */
const MARGIN = { top: 20, right: 24, bottom: 36, left: 72 } as const;
const TWO_LINE_BOTTOM_PX = 52;
const HEIGHT_PX = 260;
const heightFor = () => HEIGHT_PX;
const VALUE_TICKS = 4;
/** Room above and below the band, as a fraction of its height. */
const VALUE_PADDING = 0.15;

/**
 * The home's valuations over time: the range of each as a band, the estimate as a line, every point
 * marked; a table of the same figures one click away (and the figure's summary for screen readers).
 * Drawn with d3-scale and d3-shape, the calculators' chart libraries.
 */
export function ValuationHistory({ valuations }: { valuations: readonly Valuation[] }) {
  const { a, format } = useAccountsI18n();
  const copy = a.portal.property;
  const id = useId();
  const first = valuations[0];
  const last = valuations[valuations.length - 1];
  if (!first || !last) return null;
  const summary = copy.chartSummary(
    valuations.length,
    copy.rangeValue(format.money(first.low), format.money(first.high)),
    copy.rangeValue(format.money(last.low), format.money(last.high)),
  );
  return (
    <ChartFigure
      id={id}
      title={copy.history}
      summary={summary}
      heightFor={heightFor}
      level={3}
      testId="valuation-history"
      table={<HistoryTable id={id} valuations={valuations} />}
    >
      {({ width }) => <Plot valuations={valuations} width={width} />}
    </ChartFigure>
  );
}

/** The band, the estimate's line and each valuation's point, with the value axis and the dates under them. */
function Plot({ valuations, width }: { valuations: readonly Valuation[]; width: number }) {
  const { a, format } = useAccountsI18n();
  const first = valuations[0]!;
  const labels = valuationLabels(
    valuations.map((v) => v.valuedAt),
    format,
    a.portal.property,
  );
  const bottom = labels.some((label) => label.detail) ? TWO_LINE_BOTTOM_PX : MARGIN.bottom;

  const x = scalePoint<number>()
    .domain(valuations.map((_, i) => i))
    .range([MARGIN.left, width - MARGIN.right])
    .padding(0.5);
  const lows = valuations.map((v) => v.low);
  const highs = valuations.map((v) => v.high);
  const spread = Math.max(...highs) - Math.min(...lows) || Math.max(...highs) * 0.1;
  const y = scaleLinear()
    .domain([Math.min(...lows) - spread * VALUE_PADDING, Math.max(...highs) + spread * VALUE_PADDING])
    .range([HEIGHT_PX - bottom, MARGIN.top])
    .nice(VALUE_TICKS);
  const px = (_: Valuation, i: number) => x(i) ?? 0;
  const band = area<Valuation>()
    .x(px)
    .y0((v) => y(v.low))
    .y1((v) => y(v.high))
    .curve(curveMonotoneX);
  const estimate = line<Valuation>()
    .x(px)
    .y((v) => y(v.estimatedValue))
    .curve(curveMonotoneX);
  // Every label when they fit, else the first, the last and a few between.
  const labelEvery = Math.max(1, Math.ceil(valuations.length / Math.max(2, Math.floor((width - MARGIN.left) / 110))));
  return (
    <>
      <g aria-hidden="true">
        {moneyTicks(y.ticks(VALUE_TICKS), format).map((tick) => (
          <g key={tick.value} data-testid="value-tick">
            <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick.value)} y2={y(tick.value)} className="stroke-ink/10" />
            <text
              x={MARGIN.left - 10}
              y={y(tick.value)}
              dy="0.32em"
              textAnchor="end"
              className="fill-ink-muted text-[12px] lining-nums tabular-nums"
            >
              {tick.label}
            </text>
          </g>
        ))}
        {valuations.map((v, i) =>
          i % labelEvery === 0 || i === valuations.length - 1 ? (
            <DateLabel key={v.id} x={px(v, i)} label={labels[i]!} twoLines={bottom !== MARGIN.bottom} />
          ) : null,
        )}
      </g>
      <path d={band(valuations as Valuation[]) ?? undefined} className="fill-brass-300/45" />
      {valuations.length > 1 ? (
        <path d={estimate(valuations as Valuation[]) ?? undefined} className="fill-none stroke-ink" strokeWidth={1.5} />
      ) : (
        <line
          x1={px(first, 0)}
          x2={px(first, 0)}
          y1={y(first.low)}
          y2={y(first.high)}
          className="stroke-brass-600"
          strokeWidth={10}
        />
      )}
      {valuations.map((v, i) => (
        <circle key={v.id} cx={px(v, i)} cy={y(v.estimatedValue)} r={4} className="fill-ivory stroke-ink" strokeWidth={1.5} />
      ))}
    </>
  );
}

/** A valuation's date under the plot, with its time (and place) on a second line when its day has another. */
function DateLabel({ x, label, twoLines }: { x: number; label: ValuationLabel; twoLines: boolean }) {
  return (
    <text
      x={x}
      y={HEIGHT_PX - (twoLines ? 28 : 12)}
      textAnchor="middle"
      className="fill-ink-muted text-[12px] lining-nums tabular-nums"
      data-testid="date-label"
    >
      {label.day}
      {label.detail ? (
        <tspan x={x} dy="1.3em">
          {label.detail}
        </tspan>
      ) : null}
    </text>
  );
}

/** The same figures as a table, shown on request. */
function HistoryTable({ id, valuations }: { id: string; valuations: readonly Valuation[] }) {
  const { a, format } = useAccountsI18n();
  const copy = a.portal.property;
  const [tableOpen, setTableOpen] = useState(false);
  const labels = valuationLabels(
    valuations.map((v) => v.valuedAt),
    format,
    copy,
  );
  return (
    <div>
      <Button
        variant="link"
        size="sm"
        aria-expanded={tableOpen}
        aria-controls={`${id}-table`}
        onClick={() => setTableOpen((o) => !o)}
      >
        {tableOpen ? copy.hideTable : copy.showTable}
      </Button>
      <div id={`${id}-table`} hidden={!tableOpen} className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="sr-only">{copy.history}</caption>
          <TableHead
            className="border-b border-ink/20 text-ink"
            columns={[
              copy.date,
              { label: copy.low, figures: true },
              { label: copy.estimate, figures: true },
              { label: copy.high, figures: true },
            ]}
          />
          <tbody className="divide-y divide-stone-300">
            {valuations.map((v, i) => (
              <tr key={v.id}>
                <th scope="row" className="py-2 pr-4 font-normal">
                  {labels[i]!.moment}
                </th>
                <td className="py-2 pr-4 text-right">{format.money(v.low)}</td>
                <td className="py-2 pr-4 text-right">{format.money(v.estimatedValue)}</td>
                <td className="py-2 text-right">{format.money(v.high)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
