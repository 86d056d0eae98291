// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeValuationInput } from '../../domain/calculators/test-factories.ts';
import { CALCULATORS_MESSAGES } from '../../i18n/calculators.ts';
import type { Lang } from '../../i18n/index.tsx';
import valuation from './definitions/valuation.tsx';
import { openWithScenario } from '../../../tests/support/calculator-panel.tsx';

/** A result beside a form that no longer holds its figures says it is for the previous ones (issue 24). */

afterEach(cleanup);

const openWithResult = (lang: Lang) => openWithScenario(lang, valuation, makeValuationInput());

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
    // Not at full strength beside the field's error.
    expect(screen.getByTestId('result-frame').className).toContain('grayscale');

    fireEvent.change(area, { target: { value: '120' } });
    expect(note.textContent).toBe(stale);

    fireEvent.change(area, { target: { value: '95' } });
    expect(note.textContent).toBe('');
    expect(screen.getByTestId('result-frame').className).not.toContain('grayscale');
  });
});
