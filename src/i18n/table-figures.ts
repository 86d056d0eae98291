import { ABATEMENT } from '../domain/calculators/capital-gains-tables.ts';
import { LATEST_SAVINGS_TAX_YEAR } from '../domain/calculators/savings-tax-tables.ts';
import { taxScaleFor } from '../domain/calculators/savings-tax.ts';
import { formattersFor } from './format.ts';
import type { Lang } from './languages.ts';

/** Figures derived from the domain's tables, as a language writes them, for copy that quotes them. */
export function tableFigures(lang: Lang) {
  const { percent } = formattersFor(lang);
  const pct = (value: number) => percent(value, 2);
  const scale = taxScaleFor(LATEST_SAVINGS_TAX_YEAR);
  return {
    pct,
    /** A multiplier as the percent it adds or takes away (1.15 → '15 %'). */
    change: (multiplier: number) => pct(Math.abs(multiplier - 1) * 100),
    /** The rates of the latest savings scale, lowest first. */
    savingsRates: scale.map((band) => pct(band.ratePct)),
    /** Where the latest scale's top band starts. */
    savingsTopBandFromEur: scale[scale.length - 2]?.upToEur ?? 0,
    /** The first year whose purchases no longer get the pre-1995 reduction. */
    firstYearWithoutAbatement: Number(ABATEMENT.lastPurchaseDateIso.slice(0, 4)) + 1,
  };
}
