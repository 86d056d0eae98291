import type { InvestmentResult } from '../../domain/calculators/index.ts';
import { cn } from '../../lib/cn.ts';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';

/** Each option at the end of the term, after tax: final value, gain and yearly return, the best marked. */
export function InvestmentComparison({ result }: { result: InvestmentResult }) {
  const { c, format } = useCalculatorsI18n();
  const r = c.results.investment;
  const rows = [
    {
      key: 'property',
      name: r.property,
      finalValue: result.property.finalWealth,
      netGain: result.property.netGain,
      irr: result.property.irrPct,
    },
    ...result.alternatives.map((a) => ({
      key: a.name,
      name: c.options.alternatives[a.name],
      finalValue: a.finalValue,
      netGain: a.netGain,
      irr: a.irrPct as number | null,
    })),
  ];
  return (
    <section aria-labelledby="investment-comparison">
      <h4 id="investment-comparison" className="font-display text-xl font-medium text-ink">
        {r.comparison}
      </h4>
      {/* Focusable so keyboard users can scroll it on a phone (WCAG 2.1.1); a shadow shows there is more to the side. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-labelledby="investment-comparison" tabIndex={0} className="scroll-cue mt-3 overflow-x-auto">
        <table className="w-full border-collapse text-sm tabular-nums sm:text-base">
          <thead>
            <tr className="border-b border-ink/25 text-sm text-ink-muted">
              <th scope="col" className="py-2 pr-3 sm:pr-4 text-left font-semibold">
                {r.columns.option}
              </th>
              <th scope="col" className="py-2 pr-3 sm:pr-4 text-right font-semibold">
                {r.columns.finalValue}
              </th>
              <th scope="col" className="py-2 pr-3 sm:pr-4 text-right font-semibold">
                {r.columns.netGain}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {r.columns.irr}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.key}
                data-testid="result-option"
                data-name={row.key}
                data-value={String(row.irr)}
                className={cn('border-b border-ink/10', row.key === result.best && 'bg-brass-300/15 font-semibold')}
              >
                <th
                  scope="row"
                  className={cn(
                    'py-2 pr-3 sm:pr-4 text-left text-ink',
                    row.key === result.best ? 'font-semibold' : 'font-normal',
                  )}
                >
                  {row.name}
                  {row.key === result.best ? (
                    <span className="ml-2 text-xs font-semibold tracking-[0.18em] text-brass-700 uppercase">{r.bestMark}</span>
                  ) : null}
                </th>
                <td className="py-2 pr-3 sm:pr-4 text-right whitespace-nowrap">{format.money(row.finalValue)}</td>
                <td className="py-2 pr-3 sm:pr-4 text-right whitespace-nowrap">{format.money(row.netGain)}</td>
                <td className="py-2 text-right whitespace-nowrap">
                  {row.irr === null ? r.irrUnavailable : format.percent(row.irr, 2)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
