import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_KEYS } from '../domain/contact/index.ts';
import { en } from './en/index.ts';
import { es } from './es/index.ts';
import { translateKey } from './translate.ts';

describe('contact messages', () => {
  it.each(Object.values(CONTACT_MESSAGE_KEYS))('%s exists in Spanish and English', (key) => {
    expect(translateKey(es, key)).not.toBe(key);
    expect(translateKey(en, key)).not.toBe(key);
  });

  it('keeps the spec’s Spanish texts verbatim', () => {
    expect(es.contactErrors.rateLimited).toBe('Demasiadas solicitudes. Intente nuevamente en unos minutos.');
    expect(es.contactErrors.payloadTooLong).toBe('Los datos enviados son demasiado largos.');
    expect(es.contactErrors.sent.description).toBe('Nos pondremos en contacto contigo en las próximas 24 horas.');
  });
});
