// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeValuationInput } from '../../domain/calculators/test-factories.ts';
import { CALCULATORS_MESSAGES } from '../../i18n/calculators.ts';
import valuation from './definitions/valuation.tsx';
import { openWithScenario } from '../../../tests/support/calculator-panel.tsx';

afterEach(cleanup);

/** Issue 41: a disabled "Calcular" says which field it waits for, not "the required fields". */
describe('the disabled calculate button', () => {
  it.each(['es', 'en'] as const)('(%s) names the one field still missing', async (lang) => {
    const c = CALCULATORS_MESSAGES[lang];
    const { container } = openWithScenario(lang, valuation, makeValuationInput());
    await screen.findByTestId('result-estimatedValue');
    fireEvent.change(container.querySelector<HTMLInputElement>('input[name="usableArea"]')!, { target: { value: '' } });
    const button = screen.getByRole('button', { name: c.actions.calculate });
    // It waits as aria-disabled, so it stays a Tab stop (ADR 0052).
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const why = document.getElementById(button.getAttribute('aria-describedby')!)!;
    expect(why.textContent).toBe(c.actions.needs(c.fields.usableArea));
  });
});
