/** Public entry of the contact domain: one schema and one sanitiser for the forms and the server. */
export * from './contact-limits.ts';
export * from './contact-request.ts';
export * from './contact-schema.ts';
export * from './detailed-contact-schema.ts';
export * from './detailed-limits.ts';
export * from './sanitize-error-message.ts';
export * from './sanitize-text.ts';
export * from './pseudonymise.ts';
export { isPhoneNumber } from './schema-fields.ts';
export * from './form-post.ts';
