/** Public entry of the workspace domain: the pipeline, the limits and the schemas the pages and the API share. */
export * from './staff-limits.ts';
export * from './staff-schemas.ts';
export * from './staff-answers.ts';
