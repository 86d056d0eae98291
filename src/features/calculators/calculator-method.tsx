import type { CalculatorId } from '../../config/calculators.ts';
import { CALCULATOR_METHODS_MESSAGES } from '../../i18n/calculator-methods.ts';
import { useI18n } from '../../i18n/index.tsx';

/**
 * How a calculator calculates and what it leaves out, on its own page. A lazy island: prerendered
 * with the page, its copy (both languages, figures from the domain's tables) loads as it approaches.
 */
export default function CalculatorMethod({ id }: { id: CalculatorId }) {
  const { lang } = useI18n();
  const copy = CALCULATOR_METHODS_MESSAGES[lang];
  const page = copy.pages[id];
  return (
    <div className="grid gap-12 lg:grid-cols-2 lg:gap-20">
      <div>
        <h2 id="method-heading" className="font-display text-3xl font-medium text-ink sm:text-4xl">
          {copy.methodTitle}
        </h2>
        <ol className="mt-6 flex list-decimal flex-col gap-4 pl-6 text-base text-ink marker:font-display marker:text-brass-700">
          {page.method.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </div>
      <div>
        <h2 className="font-display text-3xl font-medium text-ink sm:text-4xl">{copy.limitsTitle}</h2>
        <ul className="mt-6 flex list-disc flex-col gap-4 pl-6 text-base text-ink marker:text-brass-600">
          {page.limits.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
