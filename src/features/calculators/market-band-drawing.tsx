import { scaleLinear } from 'd3-scale';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';

/** Room either side of the district's band, as a share of its width, so a marker at an end stays visible. */
const BAND_PADDING_SHARE = 0.08;
/** Beyond these positions (percent of the width) a label is anchored to its side, so it never overflows. */
const LABEL_EDGE_PCT = { start: 18, end: 82 };

/** The band's drawing (market-band.tsx): the bar, and the property's price per m² placed on it. */
export function MarketBandDrawing({
  minPerM2,
  maxPerM2,
  pricePerM2,
}: {
  minPerM2: number;
  maxPerM2: number;
  pricePerM2: number;
}) {
  const { format } = useCalculatorsI18n();
  const pad = (maxPerM2 - minPerM2) * BAND_PADDING_SHARE;
  const x = scaleLinear()
    .domain([Math.min(minPerM2, pricePerM2) - pad, Math.max(maxPerM2, pricePerM2) + pad])
    .range([0, 100])
    .clamp(true);
  const at = (value: number) => `${x(value)}%`;
  const marker = x(pricePerM2);
  const anchor = marker < LABEL_EDGE_PCT.start ? 'start' : marker > LABEL_EDGE_PCT.end ? 'end' : 'middle';
  return (
    <svg aria-hidden="true" width="100%" height="48" className="overflow-visible">
      <text x={at(pricePerM2)} y="14" textAnchor={anchor} className="fill-ink text-[13px] font-semibold tabular-nums">
        {format.money(pricePerM2)}
      </text>
      <line x1="0" x2="100%" y1="34" y2="34" className="stroke-ink/15" strokeWidth="2" />
      <rect x={at(minPerM2)} width={`${x(maxPerM2) - x(minPerM2)}%`} y="28" height="12" className="fill-brass-300/70" />
      <line x1={at(pricePerM2)} x2={at(pricePerM2)} y1="20" y2="46" className="stroke-ink" strokeWidth="2" />
    </svg>
  );
}
