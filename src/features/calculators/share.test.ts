import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_CHARS, MESSAGE_MIN_CHARS } from '../../domain/contact/contact-limits.ts';
import { CALCULATORS_MESSAGES } from '../../i18n/calculators.ts';
import { adviserMessage, scenarioUrl } from './share.ts';

describe('sharing a scenario', () => {
  it('links to the calculator’s own page in the page’s language', () => {
    expect(scenarioUrl('https://x.es', 'compound-interest', 'es', 'years=20')).toBe(
      'https://x.es/calculadoras/interes-compuesto?years=20',
    );
    expect(scenarioUrl('https://x.es', 'capital-gains', 'en', '')).toBe('https://x.es/en/calculators/capital-gains');
  });

  it('writes the adviser’s message as the summary and then the link, within the contact form’s limits', () => {
    const c = CALCULATORS_MESSAGES.es;
    const link = 'https://x.es/calculadoras/plusvalia?salePrice=650000';
    const message = adviserMessage(c, 'Quisiera hablar de esta venta.', link);
    expect(message).toBe(`Quisiera hablar de esta venta.\n\nEnlace al cálculo: ${link}`);
    expect(message.length).toBeGreaterThanOrEqual(MESSAGE_MIN_CHARS);
  });

  it('shortens a summary that would not fit, and keeps the link whole', () => {
    const c = CALCULATORS_MESSAGES.en;
    const link = `https://x.es/en/calculators/investment?${'a=1&'.repeat(100)}`;
    const message = adviserMessage(c, 'word '.repeat(300), link);
    expect(message.length).toBe(MESSAGE_MAX_CHARS);
    expect(message.endsWith(link)).toBe(true);
    expect(message).toContain('…');
  });
});
