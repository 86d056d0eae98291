/** Public entry of the accounts domain: the password policy and the schemas the pages and the API share. */
export * from './account-schemas.ts';
export * from './password-policy.ts';
export * from './property.ts';
export * from './scenarios.ts';
export * from './ids.ts';
export * from './auth-answers.ts';
export * from './portal-answers.ts';
export * from './redirect-target.ts';
