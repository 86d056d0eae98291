import { MarketBandDrawing } from './result-parts.tsx';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';

/**
 * The district's market band (min–max € per m²) as a bar, with this property's price per m² placed on
 * it (calculators.md, Valuation 8). Drawn in SVG with percentages (market-band-drawing.tsx), so it fits
 * any width; the figures under it say the same in words, for screen readers too. `asOf`: the month
 * ('YYYY-MM') of the published market data the band comes from, said under it; null for the seed's
 * undated table, and nothing is said.
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
  const r = c.results.valuation;
  return (
    <figure className="flex flex-col gap-3 border-t border-ink/10 pt-4">
      <figcaption className="text-sm text-ink-muted">{r.marketRange}</figcaption>
      <MarketBandDrawing minPerM2={minPerM2} maxPerM2={maxPerM2} pricePerM2={pricePerM2} />
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
