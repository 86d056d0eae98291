/**
 * What the accounts API (`/api/auth/*`, Better Auth behind the site's door) answers, as far as the pages
 * read it: written once, here. The answers are Better Auth's own, so the server checks its typed API
 * against these types (server/auth/auth-answers.ts): an upgrade that changes one fails the typecheck.
 * Session tokens and the admin plugin's fields never reach the page (the server removes them).
 */

/** The signed-in account as Better Auth sends it (its own fields and ours: the language and the client type). */
export type AuthUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  /** Better Auth types our fields as text; the page reads them as `AccountLang` and `ClientKind`. */
  lang: string;
  clientType: string;
  createdAt: string;
};

/** GET /get-session: the session's account, or null when nobody is signed in. */
export type SessionAnswer = { user: AuthUser } | null;

/**
 * POST /sign-in/email: the account once signed in, or `twoFactorRedirect` when the account has a second
 * factor still to prove (staff; the session opens once it is).
 */
export type SignInAnswer = { user?: AuthUser; twoFactorRedirect?: boolean };

/** POST /two-factor/enable: the key to add to an authenticator app, and the ten recovery codes. */
export type TwoFactorEnabled = { totpURI: string; backupCodes: string[] };

/** One of the account's passkeys (GET /passkey/list-user-passkeys answers a list of them). */
export type Passkey = { id: string; name?: string | null; deviceType: string; createdAt: string };
