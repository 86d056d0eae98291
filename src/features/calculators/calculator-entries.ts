import { CALCULATOR_IDS, CALCULATOR_ROUTES, type CalculatorId } from '../../config/calculators.ts';
import type { SectionHeadings } from '../../domain/content/index.ts';
import type { Lang } from '../../i18n/languages.ts';

/** Each calculator's title and one line in a language, from the published headings of its page. */
export function calculatorEntries(
  headings: SectionHeadings,
  lang: Lang,
): Record<CalculatorId, { title: string; summary: string }> {
  return Object.fromEntries(
    CALCULATOR_IDS.map((id) => {
      const page = headings[CALCULATOR_ROUTES[id]];
      return [id, { title: page.title[lang], summary: page.summary[lang] }];
    }),
  ) as Record<CalculatorId, { title: string; summary: string }>;
}
