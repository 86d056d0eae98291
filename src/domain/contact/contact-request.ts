import { z } from 'zod';
import { ContactSchema, type Contact } from './contact-schema.ts';
import { DetailedContactSchema, type DetailedContact } from './detailed-contact-schema.ts';
import { E } from './schema-fields.ts';

/**
 * The one schema of `POST /api/process-contact`, used as is by the forms and the server: `formType`
 * says which form sent the request ('simple', the three-step form; 'detailed', the four-step brief).
 */
export const ContactRequestSchema = z.discriminatedUnion('formType', [ContactSchema, DetailedContactSchema], {
  error: (issue) => (issue.code === 'invalid_union' ? E('formTypeInvalid') : undefined),
});

export type ContactRequestInput = z.input<typeof ContactRequestSchema>;
/** A stored request, sanitised and validated: either form's. */
export type ContactRequest = Contact | DetailedContact;

export const FORM_TYPES = ['simple', 'detailed'] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** Its answer (201): the stored request's id (a made-up one for a bot, whose request is not kept). */
export type ContactAnswer = { id: string };
