import { describe, expect, it } from 'vitest';
import { SITE } from '../config/site.ts';
import { serverCookieName, SERVER_COOKIES, SESSION_MAX_AGE_DAYS } from '../config/server-cookies.ts';
import { STORAGE_KEYS } from '../config/storage.ts';
import {
  LEAD_RETENTION_MS,
  RATE_LIMIT_MAX,
  RATE_LIMIT_RECORD_RETENTION_MS,
  RATE_LIMIT_WINDOW_MS,
} from '../domain/contact/contact-limits.ts';
import { PRICE_BANDS } from '../domain/content/index.ts';
import { LANGS } from '../i18n/languages.ts';
import { TU_FORMS } from '../../tests/support/usted.ts';
import { FIGURES, PILLARS } from './about.ts';
import { CONCIERGE_SERVICES } from './concierge-services.ts';
import { STEPS } from './how-it-works.ts';
import { cookiesPolicy } from './legal/cookies-policy.ts';
import { legalNotice } from './legal/legal-notice.ts';
import { privacyPolicy } from './legal/privacy-policy.ts';
import { CASE_RECORDS_RETENTION_YEARS, IDENTIFICATION_RETENTION_YEARS } from '../domain/cases/index.ts';
import type { Block, LegalDocument } from './legal/types.ts';
import { ZONE_IMAGES } from './section-media.ts';
import { PORTFOLIO_CASES } from './portfolio-cases.ts';
import { VALUATION_ITEMS } from './valuation.ts';
import { ZONE_IDS, ZONES } from './zones.ts';
import { seedContent } from './seed.ts';

const COOKIES_POLICY = cookiesPolicy(seedContent().identity);
const LEGAL_NOTICE = legalNotice(seedContent().identity);
const PRIVACY_POLICY = privacyPolicy(seedContent().identity);

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
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Spanish strings of any content: whatever sits under an `es` key. */
function spanish(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(spanish);
  if (value && typeof value === 'object') {
    if ('es' in value) return strings((value as { es: unknown }).es);
    return Object.values(value).flatMap(spanish);
  }
  return [];
}

it('the Spanish content addresses the visitor as usted', () => {
  const all = spanish([
    PORTFOLIO_CASES,
    PILLARS,
    FIGURES,
    STEPS,
    CONCIERGE_SERVICES,
    VALUATION_ITEMS,
    ZONES,
    ...Object.values(DOCUMENTS),
  ]);
  expect(all.length).toBeGreaterThan(100);
  expect(all.filter((text) => TU_FORMS.test(text))).toEqual([]);
});

describe('landing content', () => {
  it('tells every case without naming anyone: no price, street or family detail in either language', () => {
    const identifying =
      /\d[\d.,]*\s?€|€\s?\d|\bcalle\b|junto a|serrano|castellana|herede|hermanos|padres|\bheirs?\b|siblings|parents|\bcouple\b|pareja/i;
    for (const item of PORTFOLIO_CASES)
      for (const lang of LANGS) expect(Object.values(item[lang]).join(' '), `${item.id}.${lang}`).not.toMatch(identifying);
  });

  it('has exactly 13 portfolio cases, each complete in both languages with the band of its price', () => {
    expect(PORTFOLIO_CASES).toHaveLength(13);
    expect(new Set(PORTFOLIO_CASES.map((c) => c.id)).size).toBe(13);
    for (const item of PORTFOLIO_CASES) {
      expect(PRICE_BANDS).toContain(item.priceBand);
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
    // What the firm has not given is left out, with no excuse in its place (LSSI art. 10 is the go-live checklist's).
    expect(documentText(LEGAL_NOTICE, 'es')).not.toMatch(/previa solicitud|Pendiente de publicación/);
  });

  it('the cookies policy lists every key the site stores in the browser and every cookie it sets, in both languages', () => {
    for (const lang of LANGS) {
      const text = documentText(COOKIES_POLICY, lang);
      for (const key of Object.values(STORAGE_KEYS)) expect(text).toContain(key);
      // The private area's cookies, by the names the server gives them over HTTPS and over plain HTTP.
      for (const id of Object.keys(SERVER_COOKIES) as (keyof typeof SERVER_COOKIES)[]) {
        expect(text).toContain(serverCookieName(id, true));
        expect(text).toContain(serverCookieName(id, false));
      }
      expect(text).toContain(`${SESSION_MAX_AGE_DAYS} ${lang === 'es' ? 'días' : 'days'}`);
      expect(text).toMatch(lang === 'es' ? /Un año desde que lo guardó/ : /One year from when it was stored/);
      expect(text).toMatch(/localStorage/);
      expect(text).toMatch(lang === 'es' ? /7 días hábiles/ : /7 business days/);
    }
  });

  it('the privacy policy gives the retention periods the code applies and the one-month answer', () => {
    const es = documentText(PRIVACY_POLICY, 'es');
    const en = documentText(PRIVACY_POLICY, 'en');
    expect(es).toMatch(/seis ejercicios fiscales/);
    // Leads are purged two years after their own creation, not after a "last communication".
    expect(LEAD_RETENTION_MS).toBe(2 * 365 * DAY_MS);
    expect(es).toMatch(/Dos años desde la fecha de cada solicitud/);
    expect(en).toMatch(/Two years from the date of each request/);
    expect(es).not.toMatch(/última comunicación/);
    // The rate-limit record: the e-mail and a salted hash of the address, kept for hours.
    const hours = RATE_LIMIT_RECORD_RETENTION_MS / 3_600_000;
    expect(es).toContain(`${RATE_LIMIT_MAX} por correo electrónico`);
    expect(es).toContain(`cada ${RATE_LIMIT_WINDOW_MS / 60_000} minutos`);
    expect(es).toContain(`${hours} horas`);
    expect(en).toContain(`${hours} hours`);
    expect(es).toMatch(/huella de la dirección IP/);
    // A detected language is stored too, and said so.
    expect(es).toMatch(/idioma que detectamos/);
    expect(en).toMatch(/language we detect/);
    expect(es).toMatch(/un mes/);
    expect(en).toMatch(/within one month/);
  });

  it('the privacy policy says what a case file holds, why, and how long each part of it is kept', () => {
    const es = documentText(PRIVACY_POLICY, 'es');
    const en = documentText(PRIVACY_POLICY, 'en');
    expect(es).toMatch(/El expediente de su operación/);
    expect(en).toMatch(/Your case file/);
    expect(es).toContain(`${CASE_RECORDS_RETENTION_YEARS} años más`);
    expect(en).toContain(`${CASE_RECORDS_RETENTION_YEARS} more years`);
    expect(es).toContain(`se conserva ${IDENTIFICATION_RETENTION_YEARS} años desde el cierre`);
    expect(en).toContain(`is kept ${IDENTIFICATION_RETENTION_YEARS} years from the closing`);
    for (const text of [es, en]) {
      expect(text).toMatch(/Ley 10\/2010.*art\. 21/);
      expect(text).toMatch(/Código de Comercio, art\. 30/);
    }
  });

  // The private area exists since issue 10 (this test used to forbid the word 'portal'): the policies
  // now say what it stores, why and for how long. Subscriptions still do not exist.
  it('the privacy policy says what the private area stores, for how long, and how to download or erase it', () => {
    const es = documentText(PRIVACY_POLICY, 'es');
    const en = documentText(PRIVACY_POLICY, 'en');
    expect(es).toMatch(/Su área privada, si abre una/);
    expect(en).toMatch(/Your client area, if you open one/);
    expect(es).toContain('argon2id');
    expect(es).toContain(`${SESSION_MAX_AGE_DAYS} días sin usarla`);
    expect(en).toContain(`${SESSION_MAX_AGE_DAYS} days without use`);
    expect(es).toMatch(/descargando todos sus datos/);
    expect(en).toMatch(/deleting your account/);
    for (const document of Object.values(DOCUMENTS)) {
      expect(documentText(document, 'es')).not.toMatch(/suscriptor/i);
      expect(documentText(document, 'en')).not.toMatch(/subscriber/i);
    }
  });
});
