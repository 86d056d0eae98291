/** Public entry of the case file's domain (issue 43, docs/decisions/0043-the-case-file.md). */
export * from './case-lists.ts';
export * from './case-states.ts';
export * from './case-limits.ts';
export * from './case-codes.ts';
export * from './visibility.ts';
export * from './notice-rules.ts';
export * from './case-schemas.ts';
export * from './case-answers.ts';
export * from './checklist.ts';
export * from './case-retention.ts';
export * from './upload-check.ts';
