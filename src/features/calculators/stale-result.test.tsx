// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldsOf } from '../../components/form/calculator-fields/field-specs.ts';
import { ToastProvider } from '../../components/ui/toast.tsx';
import { PublishedContentProvider } from '../../content/published-content.tsx';
import { seedContent } from '../../content/seed.ts';
import { makeValuationInput } from '../../domain/calculators/test-factories.ts';
import { CALCULATORS_MESSAGES } from '../../i18n/calculators.ts';
import { MESSAGES } from '../../i18n/all-messages.ts';
import { I18nProvider, type Lang } from '../../i18n/index.tsx';
import { RouterProvider } from '../../lib/router.tsx';
import { CalculatorPanel } from './calculator-panel.tsx';
import valuation from './definitions/valuation.tsx';
import { scenarioQuery } from './form/scenario.ts';

/** A result beside a form that no longer holds its figures says it is for the previous ones (issue 24). */

afterEach(cleanup);

function openWithResult(lang: Lang) {
  const search = `?${scenarioQuery(fieldsOf(valuation.sections), makeValuationInput() as unknown as Record<string, unknown>)}`;
  return render(
    <I18nProvider lang={lang} messages={MESSAGES[lang]}>
      <RouterProvider value={{ pathname: '/', search, navigate: () => undefined }}>
        <PublishedContentProvider content={seedContent()}>
          <ToastProvider dismissLabel="x">
            <CalculatorPanel calculator={valuation} standalone />
          </ToastProvider>
        </PublishedContentProvider>
      </RouterProvider>
    </I18nProvider>,
  );
}

describe('a result whose figures the form no longer holds', () => {
  it.each(['es', 'en'] as const)('(%s) is marked as the previous figures’ while the form differs or is invalid', async (lang) => {
    const { container } = openWithResult(lang);
    await screen.findByTestId('result-estimatedValue');
    const note = screen.getByTestId('result-stale');
    const stale = CALCULATORS_MESSAGES[lang].actions.stale;
    expect(note.textContent).toBe('');

    const area = container.querySelector<HTMLInputElement>('input[name="usableArea"]')!;
    fireEvent.change(area, { target: { value: '' } });
    expect(note.textContent).toBe(stale);
    expect(note.getAttribute('role')).toBe('status');

    fireEvent.change(area, { target: { value: '120' } });
    expect(note.textContent).toBe(stale);

    fireEvent.change(area, { target: { value: '95' } });
    expect(note.textContent).toBe('');
  });
});
