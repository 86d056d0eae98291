import { describe, expect, it } from 'vitest';
import { INDEXED_ROUTE_IDS } from '../config/routes.ts';
import { asShownInResults, descriptionLength, SEO_PAGE_IDS, titleLength } from '../domain/content/seo.ts';

describe('the pages’ texts for search engines', () => {
  it('are edited for every indexed page of the route table, and only those', () => {
    expect([...SEO_PAGE_IDS].sort()).toEqual([...INDEXED_ROUTE_IDS].sort());
  });

  it('judge a title by what a result shows of it (about 60 characters)', () => {
    expect(titleLength('Aviso legal | Aurea Concierge')).toBe('fits');
    expect(titleLength('x'.repeat(60))).toBe('fits');
    expect(titleLength('x'.repeat(61))).toBe('long');
    expect(titleLength('  ')).toBe('short');
  });

  it('judge a description by the recommended 70 to 160 characters', () => {
    expect(descriptionLength('Qué guarda este sitio en su navegador.')).toBe('short');
    expect(descriptionLength('x'.repeat(70))).toBe('fits');
    expect(descriptionLength('x'.repeat(160))).toBe('fits');
    expect(descriptionLength('x'.repeat(161))).toBe('long');
  });

  it('preview a text as a result shows it: whole when it fits, else cut at a word with an ellipsis', () => {
    expect(asShownInResults('  Aviso   legal  ', 60)).toBe('Aviso legal');
    const long = 'Calculadora de interés compuesto con inflación e impuestos | Aurea Concierge';
    const shown = asShownInResults(long, 60);
    expect(shown).toBe('Calculadora de interés compuesto con inflación e impuestos…');
    expect(shown.length).toBeLessThanOrEqual(60);
  });
});
