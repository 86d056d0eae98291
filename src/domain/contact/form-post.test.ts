import { describe, expect, it } from 'vitest';
import { ContactRequestSchema } from './contact-request.ts';
import { ContactSchema } from './contact-schema.ts';
import { contactBodyFromForm, fieldText, formFields } from './form-post.ts';

const params = (body: string) => formFields(new URLSearchParams(body));

describe('a contact form sent without scripts', () => {
  it('reads one value per name, a checkbox list as a list, and a repeated text field as a list the schema refuses', () => {
    expect(params('email=a%40b.es&services=legal&services=staging&message=hola+equipo')).toEqual({
      email: 'a@b.es',
      services: ['legal', 'staging'],
      message: 'hola equipo',
    });
    expect(params('services=legal').services).toEqual(['legal']);
    const repeated = params('formType=simple&clientType=recommended&clientType=waiting-list');
    expect(repeated.clientType).toEqual(['recommended', 'waiting-list']);
    expect(ContactRequestSchema.safeParse(contactBodyFromForm(repeated)).success).toBe(false);
    expect(fieldText(repeated, 'clientType')).toBe('recommended');
    expect(fieldText(repeated, 'missing')).toBe('');
  });

  it('makes the body the stepper sends: a waiting-list request has no service nor referrer; blanks stay for the schema', () => {
    const body = contactBodyFromForm(
      params(
        'formType=simple&clientType=waiting-list&serviceType=buy&referredBy=Ana&email=a%40b.es&phone=&message=Quisiera+entrar&website=',
      ),
    );
    expect(body).toEqual({
      formType: 'simple',
      clientType: 'waiting-list',
      email: 'a@b.es',
      phone: '',
      message: 'Quisiera entrar',
      website: '',
    });
    const parsed = ContactSchema.parse(body);
    expect(parsed).toMatchObject({ clientType: 'waiting-list' });
    expect([parsed.serviceType, parsed.referredBy, parsed.phone]).toEqual([undefined, undefined, undefined]);
    const recommended = contactBodyFromForm(params('formType=simple&clientType=recommended&serviceType=buy&referredBy=Ana'));
    expect(recommended).toMatchObject({ serviceType: 'buy', referredBy: 'Ana' });
  });
});
