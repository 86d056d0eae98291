import type { TwoFactorEnabled } from '../../../domain/accounts/index.ts';
import type { Lang } from '../../../i18n/languages.ts';
import { AUTH_PATH, apiRequest } from '../../../lib/api-client.ts';

/**
 * The staff's second factor (Better Auth's two-factor plugin, behind the accounts API's door): proving it
 * at sign-in, and setting it up. Plain calls: they open a session, which the workspace reads again.
 */

const TWO_FACTOR_PATH = `${AUTH_PATH}/two-factor`;
const TOTP_CODE = /^\d{6}$/;

/** Proves the second factor with what was typed: six digits are the app's code, anything else a recovery code. */
export function proveSecondFactor(typed: string, lang: Lang) {
  const value = typed.trim();
  const digits = value.replace(/\s/g, '');
  return TOTP_CODE.test(digits)
    ? apiRequest(`${TWO_FACTOR_PATH}/verify-totp`, { method: 'POST', body: { code: digits }, lang })
    : apiRequest(`${TWO_FACTOR_PATH}/verify-backup-code`, { method: 'POST', body: { code: value }, lang });
}

/** Starts the set-up (the password confirmed): the key for the app and the recovery codes. */
export const enableTwoFactor = (password: string, lang: Lang) =>
  apiRequest<TwoFactorEnabled>(`${TWO_FACTOR_PATH}/enable`, { method: 'POST', body: { password }, lang });

/** Ends the set-up: a code from the app proves the key was added (spaces typed in it are dropped). */
export const confirmTwoFactor = (code: string, lang: Lang) =>
  apiRequest(`${TWO_FACTOR_PATH}/verify-totp`, { method: 'POST', body: { code: code.replace(/\s/g, '') }, lang });
