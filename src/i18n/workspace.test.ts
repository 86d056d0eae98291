import { describe, expect, it } from 'vitest';
import { WORKSPACE_MESSAGES } from './workspace.ts';

describe('workspace messages', () => {
  it('agree the erasure count in Spanish: one request is «Suprimida 1 solicitud» (issue 22)', () => {
    const { erased } = WORKSPACE_MESSAGES.es.ui.data;
    expect(erased(1, 0)).toBe('Suprimida 1 solicitud.');
    expect(erased(1, 1)).toBe('Suprimida 1 solicitud y la cuenta.');
    expect(erased(0, 1)).toBe('Suprimidas 0 solicitudes y la cuenta.');
    expect(erased(3, 0)).toBe('Suprimidas 3 solicitudes.');
    expect(WORKSPACE_MESSAGES.en.ui.data.erased(1, 0)).toBe('Erased 1 request.');
  });

  it('call the client’s pages the client area in English, as every other page and e-mail does (issue 22)', () => {
    const { status } = WORKSPACE_MESSAGES.en.emails;
    const body = status.body('valuation request of 12 November 2026', 'Contacted', 'https://example.es/en/portal/requests');
    expect(body).toContain('client area');
    expect(body).not.toContain('private area');
    // Without an account, no area at all: how to reach the firm instead.
    const other = status.bodyWithoutArea('valuation request of 12 November 2026', 'Contacted', 'info@example.es', null);
    expect(other).not.toMatch(/area|portal/);
    expect(other).toContain('write to us at info@example.es');
  });
});
