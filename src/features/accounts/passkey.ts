import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { Lang } from '../../i18n/languages.ts';
import { PASSKEYS_PATH } from './portal/portal-types.ts';
import { AUTH_API, apiRequest, type ApiFailure } from '../../lib/api-client.ts';

/**
 * The browser's side of a passkey ceremony (WebAuthn, through @simplewebauthn/browser, the library
 * Better Auth's own client uses): the server's options in, the authenticator's answer out to the
 * server, which verifies it. Loaded only when the visitor asks for a passkey.
 */

/** `cancelled`: the visitor closed the browser's dialog, or the browser has no authenticator. */
export type PasskeyOutcome = { ok: true } | { ok: false; cancelled: true } | ({ cancelled?: false } & ApiFailure);

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** Signs in with a passkey: a new session, as with a password. */
export async function signInWithPasskey(lang: Lang): Promise<PasskeyOutcome> {
  const options = await apiRequest<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
    `${AUTH_API}/passkey/generate-authenticate-options`,
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
  const verified = await apiRequest(`${AUTH_API}/passkey/verify-authentication`, {
    method: 'POST',
    body: { response: body },
    lang,
  });
  return verified.ok ? { ok: true } : verified;
}

/** Adds a passkey to the signed-in account (the server asks for a recent sign-in). */
export async function addPasskey(name: string, lang: Lang): Promise<PasskeyOutcome> {
  const options = await apiRequest<Parameters<typeof startRegistration>[0]['optionsJSON']>(
    `${AUTH_API}/passkey/generate-register-options?name=${encodeURIComponent(name)}`,
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
  const verified = await apiRequest(`${AUTH_API}/passkey/verify-registration`, {
    method: 'POST',
    body: { response: body, name },
    lang,
    changes: [PASSKEYS_PATH],
  });
  return verified.ok ? { ok: true } : verified;
}
