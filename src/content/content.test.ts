import { describe, expect, it } from 'vitest';
import { SITE } from '../config/site.ts';
import { STORAGE_KEYS } from '../config/storage.ts';
import { LANGS } from '../i18n/languages.ts';
import { FIGURES, PILLARS } from './about.ts';
import { CONCIERGE_SERVICES } from './concierge-services.ts';
import { STEPS } from './how-it-works.ts';
import { COOKIES_POLICY } from './legal/cookies-policy.ts';
import { LEGAL_NOTICE } from './legal/legal-notice.ts';
import { PRIVACY_POLICY } from './legal/privacy-policy.ts';
import type { Block, LegalDocument } from './legal/types.ts';
import { ZONE_IMAGES } from './media.ts';
import { PORTFOLIO_CASES } from './portfolio-cases.ts';
import { VALUATION_ITEMS } from './valuation.ts';
import { ZONE_IDS, ZONES } from './zones.ts';

/** Every string reachable from a value, for the "no placeholder, nothing empty" checks. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The visible text of a document in one language. */
function documentText(document: LegalDocument, lang: (typeof LANGS)[number]): string {
  const blocks: Block[] = [...document.intro[lang], ...document.sections.flatMap((s) => [...s[lang].blocks])];
  return [...document.sections.map((s) => s[lang].heading), ...strings(blocks)].join('\n');
}

const DOCUMENTS = { LEGAL_NOTICE, PRIVACY_POLICY, COOKIES_POLICY };

describe('landing content', () => {
  it('has exactly 13 portfolio cases, each complete in both languages with a positive price', () => {
    expect(PORTFOLIO_CASES).toHaveLength(13);
    expect(new Set(PORTFOLIO_CASES.map((c) => c.id)).size).toBe(13);
    for (const item of PORTFOLIO_CASES) {
      expect(item.price).toBeGreaterThan(0);
      for (const lang of LANGS) {
        for (const field of ['title', 'location', 'situation', 'solution', 'advantage'] as const) {
          expect(item[lang][field].trim(), `${item.id}.${lang}.${field}`).not.toBe('');
        }
      }
    }
  });

  it('has the four zones, in both languages, each with an image and alt text', () => {
    expect(ZONES.map((z) => z.id)).toEqual([...ZONE_IDS]);
    for (const zone of ZONES) {
      for (const lang of LANGS) {
        expect(zone[lang].name.trim()).not.toBe('');
        expect(zone[lang].motto.trim()).not.toBe('');
        expect(zone[lang].text.trim()).not.toBe('');
        expect(ZONE_IMAGES[zone.id].alt[lang].trim()).not.toBe('');
      }
    }
  });

  it('has the spec’s counts: 3 pillars, 4 figures, 3 steps, 3 valuation items, 4 concierge services', () => {
    expect(PILLARS).toHaveLength(3);
    expect(FIGURES.map((f) => f.value.es)).toEqual([String(SITE.foundedYear), '15+', '500+', '98\u00a0%']);
    expect(STEPS).toHaveLength(3);
    expect(VALUATION_ITEMS).toHaveLength(3);
    expect(CONCIERGE_SERVICES).toHaveLength(4);
  });

  it('holds no empty string and no {placeholder} anywhere', () => {
    const all = strings([PORTFOLIO_CASES, ZONES, PILLARS, FIGURES, STEPS, VALUATION_ITEMS, CONCIERGE_SERVICES, DOCUMENTS]);
    expect(all.length).toBeGreaterThan(200);
    for (const s of all) {
      expect(s.trim(), 'empty string').not.toBe('');
      expect(s, s).not.toMatch(/[{}]/);
    }
  });
});

describe('legal documents', () => {
  it.each(Object.entries(DOCUMENTS))('%s has every section in both languages', (_, document) => {
    expect(document.sections.length).toBeGreaterThan(3);
    for (const lang of LANGS) {
      expect(document.intro[lang].length).toBeGreaterThan(0);
      for (const section of document.sections) {
        expect(section[lang].heading.trim()).not.toBe('');
        expect(section[lang].blocks.length, `${section.id}.${lang}`).toBeGreaterThan(0);
      }
    }
  });

  it('state the firm’s identity from the site configuration', () => {
    for (const document of [LEGAL_NOTICE, PRIVACY_POLICY]) {
      for (const lang of LANGS) {
        const text = documentText(document, lang);
        for (const value of [SITE.name, SITE.legalName, SITE.email, SITE.address.street, SITE.address.postalCode]) {
          expect(text).toContain(value);
        }
        expect(text).toContain(SITE.url.replace(/^https?:\/\//, ''));
      }
    }
    expect(documentText(LEGAL_NOTICE, 'es')).toMatch(/Disponible previa solicitud justificada/);
    expect(documentText(LEGAL_NOTICE, 'es')).toMatch(/Teléfono\n(Pendiente|\+)/);
  });

  it('the cookies policy lists every key the site stores in the browser, in both languages', () => {
    for (const lang of LANGS) {
      const text = documentText(COOKIES_POLICY, lang);
      for (const key of Object.values(STORAGE_KEYS)) expect(text).toContain(key);
      expect(text).toMatch(/localStorage/);
      expect(text).toMatch(lang === 'es' ? /7 días hábiles/ : /7 business days/);
    }
  });

  it('the privacy policy gives the spec’s retention periods and one-month answer', () => {
    const es = documentText(PRIVACY_POLICY, 'es');
    expect(es).toMatch(/seis ejercicios fiscales/);
    expect(es).toMatch(/Dos años/);
    expect(es).toMatch(/Hasta que solicite la baja/);
    expect(es).toMatch(/un mes/);
    expect(documentText(PRIVACY_POLICY, 'en')).toMatch(/within one month/);
  });
});
