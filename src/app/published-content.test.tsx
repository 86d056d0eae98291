import { describe, expect, it } from 'vitest';
import { seedContent } from '../content/seed.ts';
import { renderPage } from './entry-server.tsx';

/**
 * The pages show the content they are given (the published version, ADR 0036), not the seed's modules,
 * and name the file the browser reads the same version from before it hydrates.
 */
describe('a page rendered from a published version', () => {
  const published = seedContent();
  published.cases[0]!.es.title = 'Ático reformado con terraza en Almagro';
  published.cases[0]!.en.title = 'A refurbished penthouse with a terrace in Almagro';
  published.cases[1]!.visible = false;
  const hidden = published.cases[1]!;
  published.zones[0]!.es.motto = 'Jardines, colegios y calma.';
  // The about, concierge and how-it-works copy (issue 25).
  published.copy.about.es.lead = 'Una sola persona para todo lo suyo.';
  published.copy.about.en.lead = 'One person for all that is yours.';
  published.copy.about.pillars[1]!.en.title = 'Utmost discretion';
  published.copy.concierge.intro.es = 'Un servicio de principio a fin.';
  published.copy.concierge.services[2]!.en.title = 'Paperwork, handled';
  published.copy.howItWorks.steps[0]!.es.title = 'Háblenos de su proyecto';
  published.copy.howItWorks.intro.en = 'Three steps, one person.';
  const copyIn = {
    es: ['Una sola persona para todo lo suyo.', 'Un servicio de principio a fin.', 'Háblenos de su proyecto'],
    en: ['One person for all that is yours.', 'Utmost discretion', 'Paperwork, handled', 'Three steps, one person.'],
  };
  const href = '/content/0123456789abcdef0123.json';

  it.each([
    ['/', 'es'],
    ['/en/', 'en'],
  ] as const)(
    '%s shows its cases, zones and copy blocks, leaves a hidden case out and names its content file',
    async (path, lang) => {
      const page = await renderPage(path, published, href);
      expect(page.html).toContain(published.cases[0]![lang].title);
      expect(page.html).not.toContain(seedContent().cases[0]![lang].title);
      expect(page.html).not.toContain(hidden[lang].title);
      expect(page.html.match(/data-testid="portfolio-case"/g)).toHaveLength(published.cases.length - 1);
      if (lang === 'es') expect(page.html).toContain('Jardines, colegios y calma.');
      for (const text of copyIn[lang]) expect(page.html).toContain(text);
      expect(page.html).not.toContain(seedContent().copy.about[lang].lead);
      expect(page.head).toContain(`<meta name="aurea-content" content="${href}" />`);
      // Fetched by the entry after the first paint, not preloaded with the document (issue 24).
      expect(page.head).not.toContain('as="fetch"');
    },
  );
});
