import { TextField } from '../../../components/form/text-field.tsx';
import { TableHead } from '../../../components/ui/table-head.tsx';
import type { MarketTable } from '../../../domain/content/index.ts';
import { CALCULATORS_MESSAGES } from '../../../i18n/calculators.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { fieldOf, setTo, type Update } from './draft.ts';
import { useFieldErrors } from './field-errors.ts';
import { Section } from './section.tsx';

const PRICE_COLUMNS = ['avgPerM2', 'minPerM2', 'maxPerM2'] as const;
type District = keyof MarketTable['districts'];

/** A typed price: its digits, as a whole number of euros (none typed: 0, which the server refuses). */
const euros = (typed: string) => Number(typed.replace(/\D/g, '')) || 0;

/** The valuation's market table: the month of its data, and €/m² (average, minimum, maximum) per district. */
export function MarketEditor({ market, update }: { market: MarketTable; update: Update<MarketTable> }) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.market;
  const errorOf = useFieldErrors();
  const names = CALCULATORS_MESSAGES[copy.lang].options.district as Record<string, string>;
  const columnName = { avgPerM2: text.avg, minPerM2: text.min, maxPerM2: text.max };
  const districts = Object.entries(market.districts) as [District, MarketTable['districts'][District]][];
  const updateDistricts = fieldOf(update, 'districts');
  return (
    <Section id="studio-market" heading={text.heading} intro={text.intro} item="market">
      <TextField
        name="market.asOf"
        label={text.asOf}
        hint={text.asOfHint}
        type="month"
        className="max-w-xs"
        value={market.asOf ?? ''}
        onValueChange={(v) => setTo(fieldOf(update, 'asOf'))(v.trim() === '' ? null : v.trim())}
        error={errorOf('market.asOf')}
      />
      <table className="w-full max-w-2xl text-left text-sm">
        <caption className="sr-only">{text.heading}</caption>
        <TableHead className="border-b border-stone-300 text-ink-muted" columns={[text.district, text.avg, text.min, text.max]} />
        <tbody>
          {districts.map(([slug, prices]) => (
            <tr key={slug} className="border-b border-stone-200">
              <th scope="row" className="py-2 pr-4 font-normal text-ink">
                {names[slug] ?? slug}
              </th>
              {PRICE_COLUMNS.map((column) => {
                const name = `market.districts.${slug}.${column}`;
                const error = errorOf(name);
                const district = fieldOf(updateDistricts, slug);
                const setPrice = setTo(fieldOf(district, column));
                return (
                  <td key={column} className="py-2 pr-2">
                    <input
                      name={name}
                      inputMode="numeric"
                      aria-label={text.cell(names[slug] ?? slug, columnName[column])}
                      aria-invalid={error ? true : undefined}
                      title={error}
                      value={String(prices[column])}
                      onChange={(e) => setPrice(euros(e.target.value))}
                      className="h-11 w-28 border border-stone-400 bg-white px-2 tabular-nums aria-invalid:border-danger"
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
