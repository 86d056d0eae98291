import { scaleLinear } from 'd3-scale';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';

/** Room either side of the district's band, as a share of its width, so a marker at an end stays visible. */
const BAND_PADDING_SHARE = 0.08;
/** Beyond these positions (percent of the width) a label is anchored to its side, so it never overflows. */
const LABEL_EDGE_PCT = { start: 18, end: 82 };

/**
 * The district's market band (min–max € per m²) as a bar, with this property's price per m² placed on
 * it (calculators.md, Valuation 8). Drawn in SVG with percentages, so it fits any width; the figures
 * under it say the same in words, for screen readers too. `asOf`: the month ('YYYY-MM') of the published
 * market data the band comes from, said under it; null for the seed's undated table, and nothing is said.
 */
export function MarketBand({
  minPerM2,
  maxPerM2,
  pricePerM2,
  asOf,
}: {
  minPerM2: number;
  maxPerM2: number;
  pricePerM2: number;
  asOf: string | null;
}) {
  const { c, format } = useCalculatorsI18n();
  const pad = (maxPerM2 - minPerM2) * BAND_PADDING_SHARE;
  const x = scaleLinear()
    .domain([Math.min(minPerM2, pricePerM2) - pad, Math.max(maxPerM2, pricePerM2) + pad])
    .range([0, 100])
    .clamp(true);
  const at = (value: number) => `${x(value)}%`;
  const marker = x(pricePerM2);
  const anchor = marker < LABEL_EDGE_PCT.start ? 'start' : marker > LABEL_EDGE_PCT.end ? 'end' : 'middle';
  const r = c.results.valuation;
  return (
    <figure className="flex flex-col gap-3 border-t border-ink/10 pt-4">
      <figcaption className="text-sm text-ink-muted">{r.marketRange}</figcaption>
      <svg aria-hidden="true" width="100%" height="48" className="overflow-visible">
        <text x={at(pricePerM2)} y="14" textAnchor={anchor} className="fill-ink text-[13px] font-semibold tabular-nums">
          {format.money(pricePerM2)}
        </text>
        <line x1="0" x2="100%" y1="34" y2="34" className="stroke-ink/15" strokeWidth="2" />
        <rect x={at(minPerM2)} width={`${x(maxPerM2) - x(minPerM2)}%`} y="28" height="12" className="fill-brass-300/70" />
        <line x1={at(pricePerM2)} x2={at(pricePerM2)} y1="20" y2="46" className="stroke-ink" strokeWidth="2" />
      </svg>
      <dl className="grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="text-ink-muted">{r.districtBand}</dt>
          <dd className="text-base text-ink tabular-nums">
            <span data-testid="result-marketRangeMin" data-value={String(minPerM2)}>
              {format.money(minPerM2)}
            </span>
            {' – '}
            <span data-testid="result-marketRangeMax" data-value={String(maxPerM2)}>
              {format.money(maxPerM2)}
            </span>{' '}
            {r.perM2}
          </dd>
        </div>
        <div className="text-right">
          <dt className="text-ink-muted">{r.thisProperty}</dt>
          <dd className="text-base text-ink tabular-nums">
            {format.money(pricePerM2)} {r.perM2}
          </dd>
        </div>
      </dl>
      {asOf ? (
        <p data-testid="result-marketAsOf" data-value={asOf} className="text-sm text-ink-muted">
          {r.marketDataAsOf(format.month(asOf))}
        </p>
      ) : null}
    </figure>
  );
}
