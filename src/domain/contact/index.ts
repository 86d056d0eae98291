/** Public entry of the contact domain: one schema and one sanitiser for the form and the server. */
export * from './contact-limits.ts';
export * from './contact-schema.ts';
export * from './sanitize-error-message.ts';
export * from './sanitize-text.ts';
