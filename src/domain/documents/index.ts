/** Public entry of the documents domain: what the vault keeps and why it refuses (ADR 0048). */
export * from './document-types.ts';
