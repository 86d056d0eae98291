/**
 * What other rooms may use of the accounts (docs/decisions/0041-rooms-and-their-doors.md): the signed-in
 * account, the session behind a request, the accounts' door and the auth limits' retention.
 */
export { RESET_IDENTIFIER_PREFIX, type AccountUser, type Auth, type AuthPair } from './auth.ts';
export { AUTH_LIMIT_EVENTS_RETENTION_MS } from './auth-limit-rules.ts';
export { authFor } from './auth-routes.ts';
export { ACCOUNTS_FAMILY, accountError, accountsDoor, originGuard } from './http.ts';
export { loadAccountUser } from './users.ts';
