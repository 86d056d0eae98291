import { describe, expect, it } from 'vitest';
import { seedContent } from '../content/seed.ts';
import { MESSAGES } from '../i18n/all-messages.ts';
import { headFor } from './head.ts';

const content = () => structuredClone(seedContent());
const meta = (head: ReturnType<typeof headFor>, key: string) =>
  head.metas.find((m) => m.property === key || m.name === key)?.content;

describe('a page’s head with the published texts for search (issue 40)', () => {
  it('takes the page’s title and description in its language, for the tab, the description, the social cards and the JSON-LD', () => {
    const { identity, seo } = content();
    seo.home.title.en = 'Private property concierge in Madrid';
    seo.home.description.en = 'Homes that are never advertised.';
    const head = headFor({ id: 'home', lang: 'en' }, MESSAGES.en.meta, identity, seo);
    expect(head.title).toBe('Private property concierge in Madrid');
    expect(head.description).toBe('Homes that are never advertised.');
    expect(meta(head, 'og:title')).toBe('Private property concierge in Madrid');
    expect(meta(head, 'og:description')).toBe('Homes that are never advertised.');
    expect(meta(head, 'twitter:description')).toBe('Homes that are never advertised.');
    expect(head.jsonLd).toMatchObject({ description: 'Homes that are never advertised.' });
    // The other language keeps its own.
    expect(headFor({ id: 'home', lang: 'es' }, MESSAGES.es.meta, identity, seo).title).toBe(MESSAGES.es.meta.home.title);
  });

  it('names a calculator in the index’s JSON-LD by its published description', () => {
    const { identity, seo } = content();
    seo.renovationCalculator.description.es = 'Cuánto cuesta reformar.';
    const head = headFor({ id: 'calculators', lang: 'es' }, MESSAGES.es.meta, identity, seo);
    expect(JSON.stringify(head.jsonLd)).toContain('"description":"Cuánto cuesta reformar."');
  });

  it('keeps the built-in text for a text left empty, and for pages the firm does not edit', () => {
    const { identity, seo } = content();
    seo.legalNotice.title.es = ' ';
    expect(headFor({ id: 'legalNotice', lang: 'es' }, MESSAGES.es.meta, identity, seo).title).toBe(
      MESSAGES.es.meta.legalNotice.title,
    );
    expect(headFor({ id: 'signIn', lang: 'en' }, MESSAGES.en.meta, identity, seo).title).toBe(MESSAGES.en.meta.signIn.title);
  });
});
