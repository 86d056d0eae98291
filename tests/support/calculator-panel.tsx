import { render } from '@testing-library/react';
import { fieldsOf } from '../../src/components/form/spec-fields/field-spec.ts';
import { ToastProvider } from '../../src/components/ui/toast.tsx';
import { PublishedContentProvider } from '../../src/content/published-content.tsx';
import { seedContent } from '../../src/content/seed.ts';
import type { ContentDocument } from '../../src/domain/content/index.ts';
import { MESSAGES } from '../../src/i18n/all-messages.ts';
import { I18nProvider, type Lang } from '../../src/i18n/index.tsx';
import { RouterProvider } from '../../src/lib/router.tsx';
import { CalculatorPanel } from '../../src/features/calculators/calculator-panel.tsx';
import type { Calculator } from '../../src/features/calculators/definition.ts';
import { scenarioQuery } from '../../src/features/calculators/form/scenario.ts';

/**
 * Component tests only: a calculator opened as its own page with a scenario in the address (which
 * calculates it at once), in `lang`, on the published `content` (the seed unless given).
 */
export function openWithScenario(lang: Lang, calculator: Calculator, input: object, content: ContentDocument = seedContent()) {
  const search = `?${scenarioQuery(fieldsOf(calculator.sections), input as Record<string, unknown>)}`;
  return render(
    <I18nProvider lang={lang} messages={MESSAGES[lang]}>
      <RouterProvider value={{ pathname: '/', search, navigate: () => undefined }}>
        <PublishedContentProvider content={content}>
          <ToastProvider dismissLabel="x">
            <CalculatorPanel calculator={calculator} standalone />
          </ToastProvider>
        </PublishedContentProvider>
      </RouterProvider>
    </I18nProvider>,
  );
}
