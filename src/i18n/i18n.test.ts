import { describe, expect, it, vi } from 'vitest';
import { TU_FORMS } from '../../tests/support/usted.ts';
import { CALCULATORS_MESSAGES } from './calculators.ts';
import { CONTACT_STEPS_MESSAGES } from './contact-steps.ts';
import { CALCULATOR_METHODS_MESSAGES } from './calculator-methods.ts';
import { CALCULATOR_PAGES_MESSAGES } from './calculator-pages.ts';
import { MESSAGES } from './all-messages.ts';
import { translate, type MessageKey } from './index.tsx';

/** Strings that are the same in both languages on purpose (names, language names, symbols). */
const SAME_IN_BOTH = new Set(['Aurea Concierge Madrid', 'Español', 'English', 'Concierge', 'Email', 'E-mail', 'Total', 'ROI']);
/** Keys whose values are place names, identical in both languages. */
const PLACE_NAME_KEYS = /^meta\.areasServed\./;

function leaves(node: unknown, prefix = ''): Array<[string, unknown]> {
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, node]];
}

const es = new Map(leaves(MESSAGES.es));
const en = new Map(leaves(MESSAGES.en));

describe('translation resources', () => {
  it('English has exactly the Spanish keys (arrays included)', () => {
    expect([...en.keys()].sort()).toEqual([...es.keys()].sort());
  });

  it('no English string is left in Spanish', () => {
    const untranslated = [...es].filter(
      ([key, value]) =>
        typeof value === 'string' &&
        value.length > 3 &&
        en.get(key) === value &&
        !SAME_IN_BOTH.has(value) &&
        !PLACE_NAME_KEYS.test(key),
    );
    expect(untranslated).toEqual([]);
  });

  it('no string is empty or holds a {placeholder}', () => {
    for (const [key, value] of [...es, ...en]) {
      if (typeof value !== 'string') continue;
      expect(value.trim(), key).not.toBe('');
      expect(value, key).not.toMatch(/\{[a-zA-Z_]+\}/);
    }
  });

  it('translate resolves dotted keys and, in development, throws on an unknown key', () => {
    expect(translate(MESSAGES.es, 'common.notFound.title')).toBe('Página no encontrada');
    expect(translate(MESSAGES.en, 'common.notFound.title')).toBe('Page not found');
    // Only a key built at run time can be unknown: the type admits known keys only.
    expect(() => translate(MESSAGES.en, 'common.nope' as MessageKey)).toThrow('Unknown message key: common.nope');
    expect(() => translate(MESSAGES.en, 'common.notFound' as MessageKey)).toThrow('Unknown message key');
  });

  it('in production shows an unknown key as itself instead of throwing', () => {
    vi.stubEnv('DEV', false);
    try {
      expect(translate(MESSAGES.en, 'common.nope' as MessageKey)).toBe('common.nope');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

/** Every string of a copy object, with the functions called on sample arguments. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node === 'function') return texts((node as (...args: unknown[]) => unknown)('1', '2'));
  if (node !== null && typeof node === 'object') return Object.values(node).flatMap(texts);
  return [];
}

describe('Spanish copy', () => {
  it('addresses the visitor as usted everywhere, the catalogue and the calculators included', () => {
    const spanish = [
      ...texts(MESSAGES.es),
      ...texts(CALCULATORS_MESSAGES.es),
      ...texts(CONTACT_STEPS_MESSAGES.es),
      ...texts(CALCULATOR_PAGES_MESSAGES.es),
      ...texts(CALCULATOR_METHODS_MESSAGES.es),
    ];
    expect(spanish.length).toBeGreaterThan(200);
    expect(spanish.filter((text) => TU_FORMS.test(text))).toEqual([]);
    // The pattern does catch the spec's texts as written.
    expect(TU_FORMS.test('Nos pondremos en contacto contigo en las próximas 24 horas.')).toBe(true);
    expect(TU_FORMS.test('Por favor, completa todos los campos obligatorios.')).toBe(true);
    expect(TU_FORMS.test('Por favor, indica quién te recomendó')).toBe(true);
  });

  it('ends every page title with the one brand suffix, " | Aurea Concierge", once (issue 24)', () => {
    for (const lang of ['es', 'en'] as const) {
      const titles = leaves(MESSAGES[lang].meta).filter(([key]) => key.endsWith('.title'));
      expect(titles.length).toBeGreaterThan(20);
      for (const [key, title] of titles) {
        expect(title, `${lang} meta.${key}`).toMatch(/^(?:(?!Aurea Concierge).)+ \| Aurea Concierge$/);
      }
    }
  });
});
