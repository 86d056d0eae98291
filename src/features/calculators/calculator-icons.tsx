import { ICON_STROKE } from '../../components/ui/icon-stroke.ts';
import type { CalculatorId } from '../../config/calculators.ts';

/** One hairline figure per calculator, in the site's line (decorative: the link carries the name). */
const FIGURES: Record<CalculatorId, string> = {
  // A façade with its balconies.
  valuation: 'M4 34h32M9 34V12l11-6 11 6v22M17 34v-7h6v7M13 15h4v5h-4zM23 15h4v5h-4zM12 22h16',
  // A rising line over its base.
  'capital-gains': 'M5 34h30M7 29l8-8 6 5 12-13M27 13h6v6',
  // A set square and its ticks.
  renovation: 'M8 33V8l25 25zM13 28v-7l7 7zM8 14h3M8 20h3M14 33v-3M20 33v-3',
  // Bars side by side, one taller.
  investment: 'M5 34h30M9 34V22M16 34V17M23 34V20M30 34V9',
  // A curve that grows faster as it goes.
  'compound-interest': 'M6 7v27h29M8 31c9-1 17-5 25-22M14 29.5v4.5M22 26v8M29 18v16',
};

export function CalculatorIcon({ id, className }: { id: CalculatorId; className?: string }) {
  return (
    <svg aria-hidden="true" width="40" height="40" viewBox="0 0 40 40" className={className} {...ICON_STROKE}>
      <path d={FIGURES[id]} />
    </svg>
  );
}
