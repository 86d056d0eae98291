import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { Lang } from '../../../i18n/languages.ts';
import { AUTH_PATH, apiRequest, type ApiFailure, type ApiSuccess } from '../../../lib/api-client.ts';

/**
 * The browser's side of a passkey ceremony (WebAuthn, through @simplewebauthn/browser, the library
 * Better Auth's own client uses): the server's options in, the authenticator's answer out to the
 * server, which verifies it. Loaded only when the visitor asks for a passkey.
 */

const PASSKEY_PATH = `${AUTH_PATH}/passkey`;

/** `cancelled`: the visitor closed the browser's dialog, or the browser has no authenticator. */
export type PasskeyFailure = { ok: false; cancelled: true } | ({ cancelled?: false } & ApiFailure);
export type PasskeyOutcome = ApiSuccess<unknown> | PasskeyFailure;

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** Signs in with a passkey: a new session, as with a password. */
export async function signInWithPasskey(lang: Lang): Promise<PasskeyOutcome> {
  const options = await apiRequest<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
    `${PASSKEY_PATH}/generate-authenticate-options`,
    { lang },
  );
  if (!options.ok) return options;
  let response;
  try {
    response = await startAuthentication({ optionsJSON: options.data });
  } catch {
    return { ok: false, cancelled: true };
  }
  const { clientExtensionResults: _extensions, ...body } = response;
  return apiRequest(`${PASSKEY_PATH}/verify-authentication`, { method: 'POST', body: { response: body }, lang });
}

/** Adds a passkey to the signed-in account (the server asks for a recent sign-in). */
export async function addPasskey(name: string, lang: Lang): Promise<PasskeyOutcome> {
  const options = await apiRequest<Parameters<typeof startRegistration>[0]['optionsJSON']>(
    `${PASSKEY_PATH}/generate-register-options?name=${encodeURIComponent(name)}`,
    { lang },
  );
  if (!options.ok) return options;
  let response;
  try {
    response = await startRegistration({ optionsJSON: options.data });
  } catch {
    return { ok: false, cancelled: true };
  }
  const { clientExtensionResults: _extensions, ...body } = response;
  return apiRequest(`${PASSKEY_PATH}/verify-registration`, { method: 'POST', body: { response: body, name }, lang });
}
