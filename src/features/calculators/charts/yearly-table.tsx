import { useCalculatorsI18n } from '../use-calculators-i18n.ts';

export type YearlyRow = { year: number; cells: ReadonlyArray<{ value: number; formatted: string }> };

/**
 * The chart's figures as a table, one click away (a native disclosure: keyboard and screen readers
 * know it). The table scrolls sideways on a phone inside a region that can take focus.
 */
export function YearlyTable({
  id,
  caption,
  columns,
  rows,
}: {
  id: string;
  caption: string;
  columns: readonly string[];
  rows: readonly YearlyRow[];
}) {
  const { c } = useCalculatorsI18n();
  return (
    <details className="group border border-ink/10 bg-ivory/60">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold tracking-wide text-ink underline decoration-brass-500 underline-offset-4">
        {c.results.chart.showTable}
      </summary>
      {/* On a phone, more than two columns are wider than the screen: say that the table scrolls. */}
      {columns.length > 2 ? <p className="px-4 pb-2 text-xs text-ink-muted sm:hidden">{c.results.chart.scrollHint}</p> : null}
      {/* Focusable so keyboard users can scroll it (WCAG 2.1.1); named for what it holds. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-label={c.results.chart.tableRegion} tabIndex={0} className="max-h-96 overflow-auto">
        <table id={id} data-testid={`${id}`} className="w-full border-collapse text-sm tabular-nums">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-ivory">
            <tr>
              <th scope="col" className="sticky left-0 bg-ivory px-4 py-2 text-left font-semibold text-ink">
                {c.results.chart.year}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-2 text-right font-semibold whitespace-nowrap text-ink">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.year} className="border-t border-ink/10">
                <th scope="row" className="sticky left-0 bg-ivory px-4 py-2 text-left font-normal text-ink">
                  {row.year}
                </th>
                {row.cells.map((cell, index) => (
                  <td
                    key={columns[index]}
                    data-value={String(cell.value)}
                    className="px-4 py-2 text-right whitespace-nowrap text-ink"
                  >
                    {cell.formatted}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
