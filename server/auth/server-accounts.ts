/** What the server process loads for accounts once its database is open (main.ts imports it lazily). */
export { createAccounts } from './accounts.ts';
export { loadAuthSecret } from './auth-secret.ts';
export { runRetentionPurge } from '../staff/retention.ts';
