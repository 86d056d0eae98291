import { CALCULATOR_IDS, CALCULATOR_ROUTES, type CalculatorId } from '../../config/calculators.ts';
import { pathFor } from '../../config/routes.ts';
import { useI18n } from '../../i18n/index.tsx';
import { Link } from '../../lib/router.tsx';
import { cn } from '../../lib/cn.ts';
import { CalculatorIcon } from './calculator-icons.tsx';

type Entry = { title: string; summary: string };

/**
 * All five as one set, with no empty slot (issue 24): from 640 px the first across the row and two
 * pairs under it; from 1024 px two wide above three.
 */
const FIVE_SPANS = ['sm:col-span-2 lg:col-span-3', 'lg:col-span-3', 'lg:col-span-2', 'lg:col-span-2', 'lg:col-span-2'];

/**
 * The calculators' own pages as a list of links: all five on the index (with their one line), the
 * others at the foot of each calculator's page. Real links, so they work before hydration.
 */
export function CalculatorList({
  label,
  entries,
  except,
  open,
}: {
  label: string;
  entries: Readonly<Record<CalculatorId, Entry>>;
  except?: CalculatorId;
  /** The call to open a calculator, under its line (the index only). */
  open?: string;
}) {
  const { lang } = useI18n();
  const ids = CALCULATOR_IDS.filter((id) => id !== except);
  const five = ids.length === 5;
  return (
    <ul aria-label={label} className={cn('grid gap-4 sm:grid-cols-2 sm:gap-6', five ? 'lg:grid-cols-6' : 'lg:grid-cols-4')}>
      {ids.map((id, position) => (
        <li key={id} className={cn('border border-ink/15 bg-ivory', five && FIVE_SPANS[position])}>
          <Link
            to={pathFor(CALCULATOR_ROUTES[id], lang)}
            className="group flex h-full flex-col gap-3 p-6 transition-colors duration-500 hover:bg-white sm:p-8"
          >
            <CalculatorIcon id={id} className="mb-2 text-brass-600" />
            <span className="font-display text-2xl leading-snug font-medium text-ink">{entries[id].title}</span>
            <span className="text-base text-ink-muted">{entries[id].summary}</span>
            {open ? (
              <span className="mt-auto pt-2 text-xs font-semibold tracking-[0.18em] text-brass-700 uppercase underline-offset-4 group-hover:underline">
                {open}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
