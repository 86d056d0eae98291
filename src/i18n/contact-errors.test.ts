import { describe, expect, it } from 'vitest';
import { CONTACT_ERROR_CODES } from '../domain/contact/index.ts';
import { en } from './en/index.ts';
import { es } from './es/index.ts';
import { contactErrorKey, translate } from './translate.ts';

describe('contact messages', () => {
  it.each(CONTACT_ERROR_CODES)('%s has a text in Spanish and English', (code) => {
    expect(translate(es, contactErrorKey(code))).not.toBe(translate(en, contactErrorKey(code)));
  });

  it('keeps the spec’s Spanish texts, addressing the visitor as usted', () => {
    expect(es.contactErrors.rateLimited).toBe('Demasiadas solicitudes. Intente nuevamente en unos minutos.');
    expect(es.contactErrors.payloadTooLong).toBe('Los datos enviados son demasiado largos.');
    expect(es.contactErrors.messageInvalid).toBe('Mensaje inválido');
    expect(es.contactErrors.sent.description).toBe('Nos pondremos en contacto con usted en las próximas 24 horas.');
  });

  it('writes the message limits in the page’s number format', () => {
    expect(es.contactErrors.messageLength).toBe('El mensaje debe tener entre 10 y 1.000 caracteres');
    expect(en.contactErrors.messageLength).toBe('The message must be between 10 and 1,000 characters');
  });
});
