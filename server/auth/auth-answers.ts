import type { Passkey, SessionAnswer, SignInAnswer, TwoFactorEnabled } from '../../src/domain/accounts/index.ts';
import type { Auth } from './auth.ts';

/**
 * The accounts API's answers are Better Auth's own (auth-routes.ts passes them on, without tokens), so no
 * handler of ours can `satisfy` the pages' types. This checks Better Auth's typed API against them
 * instead: a Better Auth upgrade that changes an answer the pages read fails the typecheck here. (The
 * site's own `/check-reset-token` is a handler of ours, checked with `satisfies` in auth-routes.ts.)
 */

/** A value as JSON carries it: a date becomes its ISO text. */
type AsJson<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? AsJson<U>[]
    : T extends object
      ? { [K in keyof T]: AsJson<T[K]> }
      : T;

type Api = Auth['api'];
type Answer<E extends keyof Api> = AsJson<Awaited<ReturnType<Api[E]>>>;

/** `true` when what the server sends is what the page reads; `false` fails the constraint below. */
type Holds<Sent, Read> = [Sent] extends [Read] ? true : false;
type Check<T extends true> = T;

export type AuthAnswersHold = [
  Check<Holds<Answer<'getSession'>, SessionAnswer>>,
  Check<Holds<Omit<Answer<'signInEmail'>, 'token'>, SignInAnswer>>,
  // The door's body has no `method`, so Better Auth enables TOTP, never its e-mailed codes ({ method: 'otp' }).
  Check<Holds<Extract<Answer<'enableTwoFactor'>, { method: 'totp' }>, TwoFactorEnabled>>,
  Check<Holds<Answer<'listPasskeys'>, Passkey[]>>,
];
